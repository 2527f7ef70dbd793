import type { ReactNode } from 'react';
import { MuiProviders } from '@/components/mui-providers';

/** The wizard is built with MUI; the applicant's other pages are not (components/mui-providers.tsx). */
export default function ApplicationLayout({ children }: { children: ReactNode }) {
  return <MuiProviders>{children}</MuiProviders>;
}
