import type { ReactNode } from 'react';
import { MuiProviders } from '@/components/mui-providers';

/** The resume page opens the wizard, which is built with MUI (as app/(applicant)/application/layout.tsx). */
export default function ResumeLayout({ children }: { children: ReactNode }) {
  return <MuiProviders>{children}</MuiProviders>;
}
