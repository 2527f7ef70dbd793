'use client';

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { staffFetch } from '@/lib/staff/staff-fetch';

/**
 * The SSN, masked until asked for. The full number is fetched only on request (each reveal is audited on the
 * server) and lives in this component's memory only: never in the URL, the page's HTML or browser storage.
 */
export function SsnReveal({ numberId, last4 }: { numberId: number; last4: string }) {
  const [ssn, setSsn] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    if (ssn) return setSsn(null);
    setBusy(true);
    setError(null);
    try {
      const response = await staffFetch(`/api/staff/applications/${numberId}/ssn`);
      if (response.ok) setSsn(((await response.json()) as { ssn: string }).ssn);
      else setError(response.status === 401 ? 'Your session ended. Sign in again.' : 'The SSN could not be shown.');
    } catch {
      setError('No connection to the server.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontFamily: 'monospace', fontSize: '1rem' }} aria-live="polite">
        {ssn ?? `***-**-${last4}`}
      </Typography>
      <Button size="small" variant="outlined" onClick={toggle} loading={busy}>
        {ssn ? 'Hide SSN' : 'Show SSN'}
      </Button>
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
    </Box>
  );
}
