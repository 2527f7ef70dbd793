'use client';

import { useState, type ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';

/** The nonce of the policy the page was loaded with: Next puts it on every script of the document. */
function documentNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/**
 * MUI's emotion cache, whose <style> tags carry the CSP nonce. In the server HTML that is the request's nonce. In
 * the browser it is the nonce of the document's own policy: a page reached by client-side navigation (the home
 * page has no MUI, so the wizard's cache starts only then) comes with a new request's nonce, which the policy the
 * document was loaded with would refuse.
 */
export function MuiCacheProvider({ nonce, children }: { nonce?: string; children: ReactNode }) {
  const [cacheNonce] = useState(() => (typeof document === 'undefined' ? nonce : (documentNonce() ?? nonce)));
  return <AppRouterCacheProvider options={{ key: 'mui', nonce: cacheNonce }}>{children}</AppRouterCacheProvider>;
}
