'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { staffFetch } from '@/lib/staff/staff-fetch';

/** Sends one undelivered notice again now; the page then shows the new outcome (or that it went out). */
export function RetryDeliveryButton({ id, label }: { id: number; label: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const retry = async () => {
    setBusy(true);
    setProblem('');
    try {
      const response = await staffFetch(`/api/staff/deliveries/${id}/retry`);
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        setProblem(body.error ?? 'Could not retry. Try again.');
      }
      // Give the send a moment, so the refreshed page shows its outcome rather than the old one.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      router.refresh();
    } catch {
      setProblem('No connection to the server.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" variant="outlined" onClick={retry} loading={busy} aria-label={label} sx={{ whiteSpace: 'nowrap' }}>
        Retry now
      </Button>
      {problem && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {problem}
        </Typography>
      )}
    </>
  );
}
