'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { staffFetch } from '@/lib/staff/staff-fetch';
import { NEXT_STATUSES, type ApplicationStatus } from '@/lib/staff/status';

const KEEP = 'keep';

type Message = { severity: 'success' | 'error'; text: string; offerReload?: boolean };

/**
 * Change the status along the workflow and/or write a note; the page's history shows the result. Every save sends
 * the status this page shows, so a decision someone else made meanwhile is refused (409) rather than overwritten;
 * the reviewer then reloads the page's data with what they typed still in the form. Its page wraps it in StaffIntlProvider.
 */
export function ReviewPanel({ numberId, status, hire }: { numberId: number; status: ApplicationStatus; hire: { label: string; today: string } }) {
  const router = useRouter();
  const t = useTranslations('Staff');
  const [nextStatus, setNextStatus] = useState<string>(KEEP);
  const [note, setNote] = useState('');
  // The first day of employment, asked with Hired: the DQ file's due days count from it (the carrier's today by default).
  const [hireDate, setHireDate] = useState(hire.today);
  const [busy, setBusy] = useState(false);
  const [reloading, startReload] = useTransition();
  const [message, setMessage] = useState<Message | null>(null);
  const [shownStatus, setShownStatus] = useState(status);

  const choices = NEXT_STATUSES[status] ?? [];
  // The page's data was reloaded with another status. The chosen status goes back to "Keep": it was chosen for the
  // old status, and even where it is still a next step it means something else (In review from Not hired reopens
  // a decision). The "someone else changed it" message is answered; the note stays.
  if (status !== shownStatus) {
    setShownStatus(status);
    setNextStatus(KEEP);
    if (message?.offerReload) setMessage(null);
  }

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const response = await staffFetch(`/api/staff/applications/${numberId}/review`, {
        body: { expectedStatus: status, ...(nextStatus !== KEEP && { status: nextStatus }), ...(nextStatus === 'hired' && { hireDate }), note },
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
      if (response.ok) {
        setNextStatus(KEEP);
        setNote('');
        setMessage({ severity: 'success', text: 'Saved.' });
        router.refresh();
      } else {
        setMessage({
          severity: 'error',
          text: body.fields?.note ?? body.fields?.expectedStatus ?? body.fields?.hireDate ?? body.error ?? 'Could not save. Try again.',
          // 409: the application is not in the state this page shows; only fresh data lets the reviewer decide.
          offerReload: response.status === 409,
        });
      }
    } catch {
      setMessage({ severity: 'error', text: 'No connection to the server. Nothing was saved.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={save} noValidate>
      {message && (
        <Alert
          severity={message.severity}
          action={
            message.offerReload && (
              <Button color="inherit" size="small" loading={reloading} onClick={() => startReload(() => router.refresh())}>
                Reload
              </Button>
            )
          }
        >
          {message.text}
        </Alert>
      )}
      <TextField
        select
        label="Change status to"
        value={nextStatus}
        onChange={(event) => setNextStatus(event.target.value)}
        fullWidth
      >
        <MenuItem value={KEEP}>Keep {t(`statuses.${status}`)}</MenuItem>
        {choices.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {t(`statuses.${choice}`)}
          </MenuItem>
        ))}
      </TextField>
      {nextStatus === 'hired' && (
        <TextField
          label={hire.label}
          type="date"
          value={hireDate}
          onChange={(event) => setHireDate(event.target.value)}
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      <TextField
        label="Note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Button type="submit" variant="contained" loading={busy} disabled={nextStatus === KEEP && note.trim() === ''}>
        Save
      </Button>
    </Stack>
  );
}
