'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ADDRESS_MAX, companyInputSchema, LEGAL_NAME_MAX, NOTIFY_EMAILS_MAX } from '@/lib/companies/company-input';
import { useStaffSave } from './use-staff-save';

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
  const { errors, message, busy, save: send } = useStaffSave();

  const change = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    void send('/api/staff/companies', companyInputSchema, values, (data, answer) => {
      setValues(EMPTY);
      router.replace('/staff/companies');
      router.refresh();
      return `${data.code} ${answer.created ? 'added' : 'saved'}.`;
    });
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
