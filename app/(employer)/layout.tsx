import type { ReactNode } from 'react';
import { MuiProviders } from '@/components/mui-providers';

/** Pages for people outside the office and the applicant: a previous employer answering a 391.23 inquiry. */
export default function EmployerLayout({ children }: { children: ReactNode }) {
  return <MuiProviders>{children}</MuiProviders>;
}
