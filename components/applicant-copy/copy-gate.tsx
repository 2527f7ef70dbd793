'use client';

import { useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { saveFile } from '@/components/save-file';
import { useHydrated } from '@/components/use-hydrated';
import { downloadCopyRequest } from '@/lib/applicant-copy/copy-request';
import { IdentityCheckForm, isWholeAnswer } from '@/components/identity-check-form';

/** Its words in the applicant's language, from the page's server part (no catalog travels to the browser). */
export type CopyGateTexts = {
  title: string;
  intro: string;
  dobLabel: string;
  dobPlaceholder: string;
  dobFormat: string;
  download: string;
  /** The message after a download, by the downloads the link has left (formatted by the server part, 0 to the most). */
  downloaded: string[];
  /** With `{date}` where the link's end goes, in the reader's own time zone. */
  validUntil: string;
  failed: string;
  offline: string;
  /** After the PDF: the application file alone, to start an application at another carrier from it. */
  fileIntro: string;
  downloadFile: string;
};

const noSubscription = () => () => {};

/**
 * The copy link's page: the date of birth, then the PDF, and after it the application file on its own. The date goes in a POST body (never in the address); only the
 * right one brings the PDF, and five wrong ones lock the link for an hour. Nothing is written to browser storage.
 */
export function CopyGate({ token, expiresAt, locale, texts }: { token: string; expiresAt: string; locale: string; texts: CopyGateTexts }) {
  // The server cannot know the reader's time zone: its HTML says UTC, the browser swaps in local time on hydration.
  const until = useSyncExternalStore(
    noSubscription,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(expiresAt)),
    () => `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(expiresAt))} UTC`,
  );
  // The field and the button wait for the page's script: a date typed before it runs would be lost.
  const hydrated = useHydrated();
  const [dob, setDob] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (format: 'pdf' | 'file' = 'pdf') => {
    if (!isWholeAnswer('dob', dob)) {
      setProblem(texts.dobFormat);
      return;
    }
    setBusy(true);
    setDone(null);
    const answer = await downloadCopyRequest(token, dob, format);
    setBusy(false);
    if (answer.ok) {
      setProblem(null);
      saveFile(answer.pdf, answer.fileName);
      setDone(texts.downloaded[answer.downloadsLeft] ?? texts.downloaded[0] ?? '');
    } else {
      setProblem(answer.status === null ? texts.offline : answer.error || texts.failed);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h1">{texts.title}</Typography>
      <IdentityCheckForm
        check="dob"
        intro={texts.intro}
        label={texts.dobLabel}
        placeholder={texts.dobPlaceholder}
        submitLabel={texts.download}
        value={dob}
        onChange={setDob}
        onSubmit={() => void submit()}
        invalid={problem !== null}
        busy={busy}
        disabled={!hydrated}
      />
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      {done && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography>{texts.fileIntro}</Typography>
          <Button variant="outlined" onClick={() => void submit('file')} disabled={busy}>
            {texts.downloadFile}
          </Button>
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary">
        {texts.validUntil.replace('{date}', until)}
      </Typography>
    </Stack>
  );
}
