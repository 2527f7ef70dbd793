'use client';

import { useEffect, useId, useState, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { OFFICE_SEES_DRAFT } from '@/lib/applicant/draft-messages';
import { emailDraftLinkRequest, saveDraftRequest, type DraftRefused, type DraftSaved } from '@/lib/applicant/draft-requests';
import { isEmailAddress } from '@/lib/mail/email-list.mjs';
import { waitText } from '@/lib/wait-text';
import { useWizardForm } from './wizard-form';

export type SaveDraftDialogProps = {
  compCode: string;
  step: number;
  draftToken: RefObject<string | null>;
  onClose: () => void;
};

/** The day a link stops working, in the applicant's own time zone: "December 25, 2026". */
const dayOf = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));

/**
 * Saves the answers as the dialog opens and shows the resume link: when it expires, Copy link, what is not saved,
 * and that the office can see a saved application. The link is shown, never written anywhere by the page.
 */
export function SaveDraftDialog({ compCode, step, draftToken, onClose }: SaveDraftDialogProps) {
  const form = useWizardForm();
  const [outcome, setOutcome] = useState<DraftSaved | DraftRefused | null>(null);
  const [copied, setCopied] = useState(false);
  /** "Email me the link": null before a press, 'sending' while the server sends it, then what it came to. */
  const [emailed, setEmailed] = useState<null | 'sending' | { ok: true; sentTo: string } | DraftRefused>(null);
  const titleId = useId();
  const linkId = useId();

  useEffect(() => {
    let current = true;
    void saveDraftRequest({ token: draftToken.current, compCode, step, values: form.getValues() }).then((result) => {
      if (!current) return;
      if (result.ok) draftToken.current = result.token;
      setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [compCode, step, draftToken, form]);

  const copy = async () => {
    if (!outcome?.ok) return;
    try {
      await navigator.clipboard.writeText(outcome.link);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, a denied permission): the link is selected for the applicant to copy.
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
    }
  };

  // Offered when the server sends mail and step 1 holds an address mail can take (the draft just saved holds it).
  const email = String(form.getValues().email ?? '').trim();
  const canEmail = outcome?.ok === true && outcome.mailAvailable && isEmailAddress(email);
  const sendEmail = async () => {
    if (!outcome?.ok) return;
    setEmailed('sending');
    setEmailed(await emailDraftLinkRequest(outcome.token));
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{outcome === null ? 'Saving your answers…' : outcome.ok ? 'Your answers are saved' : 'Not saved'}</DialogTitle>
      <DialogContent>
        {outcome === null && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label="Saving" />
            <DialogContentText>One moment…</DialogContentText>
          </Stack>
        )}
        {outcome?.ok && (
          <Stack spacing={2}>
            <DialogContentText sx={{ color: 'text.primary' }}>
              Open this link to finish your application, on this device or another one, until{' '}
              <strong>{dayOf(outcome.expiresAt)}</strong>. Saving again keeps the same link.
            </DialogContentText>
            <TextField
              id={linkId}
              label="Your link"
              value={outcome.link}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, inputLabel: { shrink: true } }}
              onFocus={(event) => event.target.select()}
            />
            <DialogContentText>
              Keep the link to yourself. It asks for your date of birth before it shows your answers. Your Social
              Security Number and your signature are not saved: you type the number again and sign at the end.
            </DialogContentText>
            <DialogContentText>{OFFICE_SEES_DRAFT}</DialogContentText>
            {copied && <Alert severity="success">Link copied.</Alert>}
            {emailed !== null && emailed !== 'sending' && (
              <Alert severity={emailed.ok ? 'success' : 'error'} role={emailed.ok ? 'status' : 'alert'}>
                {emailed.ok
                  ? `Link sent to ${emailed.sentTo}.`
                  : emailed.status === 429
                    ? `Too many requests were sent from this network. Please wait ${waitText(emailed.retryAfter ?? '')}, or copy the link instead.`
                    : emailed.error}
              </Alert>
            )}
          </Stack>
        )}
        {outcome && !outcome.ok && (
          <Stack spacing={1}>
            <Alert severity="error">
              {outcome.status === 429
                ? `Too many requests were sent from this network. Please wait ${waitText(outcome.retryAfter ?? '')}, then try again.`
                : outcome.error}
            </Alert>
            {outcome.fields && (
              <ul style={{ margin: 0 }}>
                {[...new Set(Object.values(outcome.fields))]
                  .filter((message) => message !== outcome.error)
                  .map((message) => (
                    <li key={message}>
                      <DialogContentText component="span">{message}</DialogContentText>
                    </li>
                  ))}
              </ul>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {canEmail && (
          <Button onClick={() => void sendEmail()} disabled={emailed === 'sending' || (emailed !== null && emailed.ok)}>
            {emailed === 'sending' ? 'Sending…' : 'Email me the link'}
          </Button>
        )}
        {outcome?.ok && <Button onClick={() => void copy()}>Copy link</Button>}
        <Button variant="contained" onClick={onClose}>
          {outcome?.ok ? 'Keep going' : 'Close'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
