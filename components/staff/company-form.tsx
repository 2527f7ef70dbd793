'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { fieldMessages } from '@/lib/applicant/schema';
import { ADDRESS_MAX, companyInputSchema, LEGAL_NAME_MAX, NOTIFY_EMAILS_MAX } from '@/lib/companies/company-input';
import { staffFetch } from '@/lib/staff/staff-fetch';

type Values = { code: string; legalName: string; address: string; notifyEmails: string };
const EMPTY: Values = { code: '', legalName: '', address: '', notifyEmails: '' };

const FIELDS = [
  {
    name: 'code',
    label: 'Company code',
    hint: 'As in /application/CODE',
    input: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false },
  },
  { name: 'legalName', label: 'Legal name', hint: ' ', input: { maxLength: LEGAL_NAME_MAX } },
  { name: 'address', label: 'Address', hint: 'Street, city, state and ZIP', input: { maxLength: ADDRESS_MAX } },
  {
    name: 'notifyEmails',
    label: 'Notification emails',
    hint: 'Mailed each new application; separate with commas. Empty: the office default',
    input: { maxLength: NOTIFY_EMAILS_MAX, spellCheck: false, autoCapitalize: 'none', inputMode: 'email' },
  },
] as const satisfies readonly { name: keyof Values; label: string; hint: string; input: object; required?: false }[];

/**
 * Add a carrier, or change one (its code picked from the table fills the form). The same schema as the API checks
 * the fields first; what the API says is shown the same way, and nothing typed is lost on an error.
 */
export function CompanyForm({ editing }: { editing?: Values }) {
  const router = useRouter();
  const [values, setValues] = useState<Values>(editing ?? EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = companyInputSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldMessages(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const response = await staffFetch('/api/staff/companies', { body: parsed.data });
      const body = (await response.json().catch(() => ({}))) as { created?: boolean; error?: string; fields?: Record<string, string> };
      if (response.ok) {
        setMessage({ severity: 'success', text: `${parsed.data.code} ${body.created ? 'added' : 'saved'}.` });
        setValues(EMPTY);
        router.replace('/staff/companies');
        router.refresh();
      } else {
        setErrors(body.fields ?? {});
        setMessage({ severity: 'error', text: body.error ?? 'Could not save. Try again.' });
      }
    } catch {
      setMessage({ severity: 'error', text: 'No connection to the server. Nothing was saved.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={save} noValidate aria-label="Carrier" sx={{ display: 'grid', gap: 1.5 }}>
      {message && <Alert severity={message.severity}>{message.text}</Alert>}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '13rem 1fr 1.5fr' }, '& > :last-child': { gridColumn: { md: '1 / -1' } }, alignItems: 'start' }}>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            value={values[field.name]}
            onChange={change(field.name)}
            required={field.name !== 'notifyEmails'}
            size="small"
            error={Boolean(errors[field.name])}
            helperText={errors[field.name] ?? field.hint}
            slotProps={{ htmlInput: field.input }}
          />
        ))}
      </Box>
      <Box>
        <Button type="submit" variant="contained" loading={busy}>
          Save carrier
        </Button>
      </Box>
    </Box>
  );
}
