'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { staffFetch } from '@/lib/staff/staff-fetch';
import { saveFile } from '@/components/save-file';

type Props = {
  numberId: number;
  job: number;
  employerName: string;
  contact: { contactEmail: string; contactFax: string; contactAddress: string };
  answered: boolean;
};
type Message = { severity: 'success' | 'error'; text: string };

/**
 * A reviewer's actions on one employer's 391.23 inquiry: correct the contact, Send request (a mail with a 30-day
 * link), Print request (the PDF for fax or mail), and a note of good-faith effort. The server audits each; the
 * page's data is reloaded after each so the status and notes shown are the stored ones.
 */
export function InquiryActions({ numberId, job, employerName, contact, answered }: Props) {
  const router = useRouter();
  const [values, setValues] = useState(contact);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const url = `/api/staff/applications/${numberId}/inquiries/${job}`;

  async function act(action: 'contact' | 'send' | 'note', body: Record<string, unknown>, success: (reply: Record<string, string>) => string) {
    setBusy(action);
    setMessage(null);
    try {
      const response = await staffFetch(url, { body: { action, ...body } });
      const reply = (await response.json().catch(() => ({}))) as Record<string, string> & { fields?: Record<string, string> };
      if (response.ok) {
        setErrors({});
        setMessage({ severity: 'success', text: success(reply) });
        if (action === 'note') setNote('');
        router.refresh();
      } else {
        setErrors(reply.fields ?? {});
        setMessage({ severity: 'error', text: reply.error ?? 'That did not work. Please try again.' });
      }
    } catch {
      setMessage({ severity: 'error', text: 'The server could not be reached. Please try again.' });
    } finally {
      setBusy('');
    }
  }

  /**
   * Print request: a POST (it records the inquiry and the print in the audit log), then the PDF it answers is saved
   * like any download.
   */
  async function print() {
    setBusy('print');
    setMessage(null);
    try {
      const response = await staffFetch(`${url}/pdf`, { body: {} });
      if (!response.ok) {
        const reply = (await response.json().catch(() => ({}))) as { error?: string };
        setMessage({ severity: 'error', text: reply.error ?? 'The request could not be printed. Please try again.' });
        return;
      }
      const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'inquiry-request.pdf';
      saveFile(await response.blob(), fileName);
      setMessage({ severity: 'success', text: 'Request downloaded: print it for fax or mail.' });
      router.refresh();
    } catch {
      setMessage({ severity: 'error', text: 'The server could not be reached. Please try again.' });
    } finally {
      setBusy('');
    }
  }

  const field = (name: keyof typeof values, label: string, type = 'text') => (
    <TextField size="small" label={label} type={type} value={values[name]} fullWidth
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])} helperText={errors[name]} />
  );

  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }}>
      {!answered && (
        <Stack component="form" spacing={1.5} aria-label={`Contact of ${employerName}`}
          onSubmit={(event: FormEvent) => { event.preventDefault(); void act('contact', values, () => 'Contact saved.'); }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {field('contactEmail', 'Employer email', 'email')}
            {field('contactFax', 'Fax')}
          </Stack>
          {field('contactAddress', 'Mailing address')}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button type="submit" variant="outlined" loading={busy === 'contact'}>Save contact</Button>
            <Button variant="contained" loading={busy === 'send'}
              onClick={() => act('send', {}, (reply) => `Request sent to ${reply.sentTo}.`)}>Send request</Button>
            <Button variant="text" loading={busy === 'print'} onClick={() => void print()}>Print request</Button>
          </Stack>
        </Stack>
      )}
      <Stack component="form" spacing={1} aria-label={`Good-faith note on ${employerName}`}
        onSubmit={(event: FormEvent) => { event.preventDefault(); void act('note', { note }, () => 'Note added.'); }}>
        <TextField size="small" label="Note of good-faith effort" placeholder="e.g. called twice, no answer" value={note}
          onChange={(event) => setNote(event.target.value)} error={Boolean(errors.note)} helperText={errors.note} multiline />
        <Button type="submit" variant="outlined" loading={busy === 'note'} sx={{ alignSelf: 'flex-start' }}>Add note</Button>
      </Stack>
      {message && <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>{message.text}</Alert>}
    </Stack>
  );
}
