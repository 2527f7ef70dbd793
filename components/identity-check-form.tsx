'use client';

import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { digitsAs } from '@/lib/digits-as';

/**
 * What a link to a person's application asks before it opens it: the date of birth (mm/dd/yyyy) or the SSN
 * (###-##-####), typed as digits and formatted as they go. The value travels in a POST body, never in the address.
 */
export const IDENTITY_CHECKS = {
  dob: { groups: [2, 2, 4], separator: '/', pattern: /^\d{2}\/\d{2}\/\d{4}$/, autoComplete: 'bday' },
  ssn: { groups: [3, 2, 4], separator: '-', pattern: /^\d{3}-\d{2}-\d{4}$/, autoComplete: 'off' },
} as const;

export type IdentityCheck = keyof typeof IDENTITY_CHECKS;

/** Whether `value` is a whole answer of its kind (mm/dd/yyyy, ###-##-####), before anything is sent. */
export const isWholeAnswer = (check: IdentityCheck, value: string) => IDENTITY_CHECKS[check].pattern.test(value);

type Props = {
  check: IdentityCheck;
  intro: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  invalid: boolean;
  busy: boolean;
  /** Until the page's script runs: a value typed before it would be lost. */
  disabled?: boolean;
};

/** The form of one identity check: its intro, the field, the button. The page shows what went wrong below it. */
export function IdentityCheckForm({ check, intro, label, placeholder, submitLabel, value, onChange, onSubmit, invalid, busy, disabled = false }: Props) {
  const { groups, separator, autoComplete } = IDENTITY_CHECKS[check];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <Typography>{intro}</Typography>
      <TextField
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(digitsAs(event.target.value, [...groups], separator))}
        error={invalid}
        autoComplete={autoComplete}
        required
        disabled={disabled}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: groups.reduce((sum, digits) => sum + digits, groups.length - 1) } }}
      />
      <div>
        <Button type="submit" variant="contained" loading={busy} disabled={disabled}>
          {submitLabel}
        </Button>
      </div>
    </Stack>
  );
}
