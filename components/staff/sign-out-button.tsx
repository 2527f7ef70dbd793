'use client';

import { useState } from 'react';
import Button from '@mui/material/Button';
import { useHydrated } from '@/components/use-hydrated';
import { staffFetch } from '@/lib/staff/staff-fetch';

/** Sign out, then a full load of the sign-in page. Disabled until the page's script runs: a click before would be lost. */
export function SignOutButton() {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await staffFetch('/api/auth/sign-out', { body: {} });
    } finally {
      // Whatever the answer, leave the staff pages. A full load, so no staff page stays in the client router's cache.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- deliberate full load
      window.location.assign('/staff/login');
    }
  };
  return (
    <Button color="inherit" variant="outlined" size="small" onClick={signOut} loading={busy} disabled={!hydrated}>
      Sign out
    </Button>
  );
}
