'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { requestReuseLink } from '@/lib/reuse/reuse-request';
import { useTranslations } from 'next-intl';

/**
 * "Applied before? Start from your last application": the email of an earlier application here, and a link is mailed
 * to it when one exists (the page says the same either way). Its own small form: nothing of the wizard is sent.
 */
export function ReuseRequestForm({ compCode }: { compCode: string }) {
  const t = useTranslations('Reuse');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async () => {
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
    // Not a <form>: it sits inside the wizard's own form, and a form may not hold another.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', width: '100%' }}>
      <TextField
        size="small"
        type="email"
        autoComplete="email"
        label={t('emailLabel')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter asks for the link here rather than pressing the wizard's Next.
          event.preventDefault();
          void submit();
        }}
        error={outcome?.ok === false}
        sx={{ flex: '1 1 16rem' }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Button type="button" variant="outlined" disabled={busy} onClick={() => void submit()}>
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
