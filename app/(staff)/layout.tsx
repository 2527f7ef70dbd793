import type { ReactNode } from 'react';
import { MuiProviders } from '@/components/mui-providers';

/** The staff area is built with MUI (components/mui-providers.tsx). */
export default function StaffLayout({ children }: { children: ReactNode }) {
  return <MuiProviders>{children}</MuiProviders>;
}
