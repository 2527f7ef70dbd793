'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { staffFetch } from '@/lib/staff/staff-fetch';
import { NEXT_STATUSES, APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@/lib/staff/status';

const KEEP = 'keep';

/** Change the status along the workflow and/or write a note; the page's history shows the result. */
export function ReviewPanel({ numberId, status }: { numberId: number; status: ApplicationStatus }) {
  const router = useRouter();
  const [nextStatus, setNextStatus] = useState<string>(KEEP);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const response = await staffFetch(`/api/staff/applications/${numberId}/review`, {
        body: { ...(nextStatus !== KEEP && { status: nextStatus }), note },
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
      if (response.ok) {
        setNextStatus(KEEP);
        setNote('');
        setMessage({ severity: 'success', text: 'Saved.' });
        router.refresh();
      } else {
        setMessage({ severity: 'error', text: body.fields?.note ?? body.error ?? 'Could not save. Try again.' });
      }
    } catch {
      setMessage({ severity: 'error', text: 'No connection to the server. Nothing was saved.' });
    } finally {
      setBusy(false);
    }
  };

  const choices = NEXT_STATUSES[status] ?? [];
  return (
    <Stack component="form" spacing={2} onSubmit={save} noValidate>
      {message && <Alert severity={message.severity}>{message.text}</Alert>}
      <TextField
        select
        label="Change status to"
        value={nextStatus}
        onChange={(event) => setNextStatus(event.target.value)}
        fullWidth
      >
        <MenuItem value={KEEP}>Keep {APPLICATION_STATUS_LABELS[status]}</MenuItem>
        {choices.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {APPLICATION_STATUS_LABELS[choice]}
          </MenuItem>
        ))}
      </TextField>
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
