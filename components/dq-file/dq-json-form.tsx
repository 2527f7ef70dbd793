'use client';

import type { FormEvent, ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useStaffSave } from '@/components/staff/use-staff-save';

type Checks = Parameters<ReturnType<typeof useStaffSave>['save']>[1];

/**
 * A DQ form: its fields (given the field messages), checked by the route's own schema, sent as JSON with the CSRF
 * token; the page's data reloaded after a save; nothing typed lost on a refusal.
 */
export function DqJsonForm({
  url,
  schema,
  values,
  label,
  submit,
  savedText,
  onSaved,
  children,
}: {
  url: string;
  schema: Checks;
  values: unknown;
  label: string;
  submit: string;
  savedText: string;
  onSaved?: () => void;
  children: (errors: Record<string, string>) => ReactNode;
}) {
  const router = useRouter();
  const { errors, message, busy, save } = useStaffSave();
  const send = (event: FormEvent) => {
    event.preventDefault();
    void save(url, schema, values, () => {
      onSaved?.();
      router.refresh();
      return savedText;
    });
  };
  return (
    <Box component="form" onSubmit={send} noValidate aria-label={label} sx={{ display: 'grid', gap: 1.5 }}>
      {message && <Alert severity={message.severity}>{message.text}</Alert>}
      {children(errors)}
      <Box>
        <Button type="submit" variant="contained" loading={busy}>
          {submit}
        </Button>
      </Box>
    </Box>
  );
}
