import type { ReactNode } from 'react';
import { MuiProviders } from '@/components/mui-providers';

/** The reuse page opens the wizard, which is built with MUI (as app/(applicant)/resume/layout.tsx). */
export default function ReuseLayout({ children }: { children: ReactNode }) {
  return <MuiProviders>{children}</MuiProviders>;
}
