import type { ReactNode } from 'react';
import { ApplicantShell } from '@/components/applicant-shell';

export default function ApplicantLayout({ children }: { children: ReactNode }) {
  return <ApplicantShell>{children}</ApplicantShell>;
}
