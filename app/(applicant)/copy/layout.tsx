import type { ReactNode } from 'react';
import { MuiProviders } from '@/components/mui-providers';

/** The copy page's form is built with MUI, like the resume page's (app/(applicant)/resume/layout.tsx). */
export default function CopyLayout({ children }: { children: ReactNode }) {
  return <MuiProviders>{children}</MuiProviders>;
}
