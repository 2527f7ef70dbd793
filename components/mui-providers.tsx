import type { ReactNode } from 'react';
import { headers } from 'next/headers';
// Not @mui/material/styles' ThemeProvider: it picks this one for a theme without CSS variables (components/theme.ts)
// but imports the CSS-variables provider too (colour-scheme switching, its storage and inline script), 3 KB of
// script every MUI page would download and never run.
import ThemeProvider from '@mui/system/ThemeProvider';
import CssBaseline from '@mui/material/CssBaseline';
import { MuiCacheProvider } from '@/components/mui-cache-provider';
import { theme } from '@/components/theme';
import { NONCE_HEADER } from '@/lib/content-security-policy';

/**
 * MUI's set-up (MUI's Next.js example: cache → theme → baseline) for the pages built with MUI: the wizard and the
 * staff area. Not in the root layout: the applicant's home page is plain HTML and CSS and must not download MUI.
 * Reading the request's CSP nonce (proxy.ts) renders these pages per request; emotion puts it on its <style> tags.
 */
export async function MuiProviders({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <MuiCacheProvider nonce={nonce}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </MuiCacheProvider>
  );
}
