import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { SkipLink } from '@/components/skip-link';
import { theme } from '@/components/theme';
import { NONCE_HEADER } from '@/lib/content-security-policy';

export const metadata: Metadata = {
  title: 'Driver Application',
  description: 'Apply for a commercial driver (CDL) job.',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1550a3',
};

/**
 * Providers only: the applicant's pages and the staff area each bring their own frame (route groups). Reading the
 * request's CSP nonce (proxy.ts) renders every page per request, so each carries its own nonce; emotion puts it
 * on the <style> tags it writes.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <html lang="en">
      <body>
        <AppRouterCacheProvider options={{ key: 'mui', nonce }}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <SkipLink />
            {children}
          </ThemeProvider>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
