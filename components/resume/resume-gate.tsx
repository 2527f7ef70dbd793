'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApplicationWizard } from '@/components/wizard/application-wizard';
import { loadStep } from '@/components/wizard/wizard-steps';
import { openDraftRequest, type DraftOpened } from '@/lib/applicant/draft-requests';
import type { FormFacts } from '@/lib/applicant/form-facts';
import { UnknownDraft } from './unknown-draft';

type ResumeGateProps = { token: string; compCode: string; carrierName: string | null; facts: FormFacts };

/** Keeps digits only and puts the separators in as they are typed: 05071990 → 05/07/1990, 123456789 → 123-45-6789. */
function digitsAs(value: string, groups: number[], separator: string): string {
  const digits = value.replace(/\D/g, '').slice(0, groups.reduce((sum, size) => sum + size, 0));
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(separator);
}

/**
 * The resume link's three moments: the date of birth (only the right one brings the answers from the server), the
 * SSN typed again (it is never saved), then the wizard at the first step not complete, with every saved answer.
 * Everything stays in this page's memory: nothing is written to browser storage or the URL.
 */
export function ResumeGate({ token, compCode, carrierName, facts }: ResumeGateProps) {
  const [dob, setDob] = useState('');
  const [ssn, setSsn] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [gone, setGone] = useState(false);
  const [draft, setDraft] = useState<DraftOpened | null>(null);
  const [ready, setReady] = useState<{ values: DraftOpened['values']; step: number } | null>(null);

  if (gone) return <UnknownDraft compCode={compCode} />;

  if (ready && draft) {
    return (
      <>
        <Alert severity="success" sx={{ mb: 2 }}>
          Welcome back: your saved answers are in place. Check them, then sign again on the last step.
        </Alert>
        <ApplicationWizard
          compCode={draft.compCode}
          carrierName={carrierName}
          facts={facts}
          resume={{ token, values: ready.values, step: ready.step }}
        />
      </>
    );
  }

  const checkDob = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{2}\/\d{2}\/\d{4}$/.test(dob)) {
      setProblem('Type your date of birth as mm/dd/yyyy.');
      return;
    }
    setBusy(true);
    const opened = await openDraftRequest(token, dob);
    setBusy(false);
    if (opened.ok) {
      setProblem(null);
      setDraft(opened);
    } else if (opened.status === 404) {
      setGone(true);
    } else {
      setProblem(opened.error);
    }
  };

  const continueWithSsn = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    if (!/^\d{3}-\d{2}-\d{4}$/.test(ssn)) {
      setProblem('Type the 9 digits of your Social Security Number.');
      return;
    }
    setBusy(true);
    try {
      // The step opens with its component loaded, as the wizard opens every step.
      await loadStep(draft.step);
      setReady({ values: { ...draft.values, ssn }, step: draft.step });
    } catch {
      setProblem('Part of the application could not be downloaded. Check your connection, then try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h1">Finish your application</Typography>
      {draft === null ? (
        <Stack component="form" spacing={2} noValidate onSubmit={(event) => void checkDob(event)}>
          <Typography>
            To keep your answers private, type the date of birth you gave in the application.
          </Typography>
          <TextField
            label="Date of Birth"
            placeholder="mm/dd/yyyy"
            value={dob}
            onChange={(event) => setDob(digitsAs(event.target.value, [2, 2, 4], '/'))}
            error={problem !== null}
            autoComplete="bday"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
          />
          <div>
            <Button type="submit" variant="contained" loading={busy}>
              Continue
            </Button>
          </div>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={(event) => void continueWithSsn(event)}>
          <Typography>
            Your saved answers are ready. For your security your Social Security Number was not saved: type it again
            to continue.
          </Typography>
          <TextField
            label="Social Security Number"
            placeholder="###-##-####"
            value={ssn}
            onChange={(event) => setSsn(digitsAs(event.target.value, [3, 2, 4], '-'))}
            error={problem !== null}
            autoComplete="off"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
          />
          <div>
            <Button type="submit" variant="contained" loading={busy}>
              Open my application
            </Button>
          </div>
        </Stack>
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
