'use client';

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { requestReuseLink } from '@/lib/reuse/reuse-request';
import { useWizardT } from '@/components/wizard/wizard-texts';

/**
 * "Applied before? Start from your last application": the email of an earlier application here, and a link is mailed
 * to it when one exists (the page says the same either way). Its own small form: nothing of the wizard is sent.
 */
export function ReuseRequestForm({ compCode }: { compCode: string }) {
  const t = useWizardT('Reuse');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) {
      setOutcome({ ok: false, text: t('emailFormat') });
      return;
    }
    setBusy(true);
    const answer = await requestReuseLink(email.trim(), compCode);
    setBusy(false);
    if (answer.ok) setOutcome({ ok: true, text: answer.message || t('sent') });
    else setOutcome({ ok: false, text: answer.status === null ? t('offline') : answer.error || t('unavailable') });
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', width: '100%' }}>
      <TextField
        size="small"
        type="email"
        autoComplete="email"
        label={t('emailLabel')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={outcome?.ok === false}
        sx={{ flex: '1 1 16rem' }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Button type="submit" variant="outlined" disabled={busy}>
        {busy ? t('sending') : t('send')}
      </Button>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'} sx={{ width: '100%' }}>
          {outcome.text}
        </Alert>
      )}
    </Box>
  );
}
