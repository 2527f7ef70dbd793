'use client';

import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useHydrated } from '@/components/use-hydrated';

/**
 * Next (Finish on the last step). Until React has hydrated it must not work: the browser would submit the form
 * itself and put the answers (the SSN among them) into a request; a disabled default button also blocks
 * submitting with Enter. The flag lives here, not in the wizard, so that its flip after hydration re-renders this
 * button only, not the whole stepper (a long task on a phone).
 */
export function NextButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="contained" disabled={!hydrated} loading={loading}>
      {children}
    </Button>
  );
}
