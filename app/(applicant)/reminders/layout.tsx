import type { ReactNode } from 'react';
import { MuiProviders } from '@/components/mui-providers';

/** The reminders' stop page is drawn with MUI (its styles get the page's CSP nonce there). */
export default function RemindersLayout({ children }: { children: ReactNode }) {
  return <MuiProviders>{children}</MuiProviders>;
}
