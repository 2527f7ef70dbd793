import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { COLOURS } from '@/components/brand';
import { PLAIN_STYLES } from '@/components/plain-styles';
import { SkipLink } from '@/components/skip-link';
import { NONCE_HEADER } from '@/lib/content-security-policy';

/** In the page's language; the staff pages set titles of their own (and are always English: proxy.ts). */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return { title: t('title'), description: t('description') };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: COLOURS.primary,
};

/**
 * The document, the plain pages' styles and the skip link only: the applicant's pages and the staff area each
 * bring their own frame (route groups), and MUI only where it is used (components/mui-providers.tsx). Reading the
 * request's CSP nonce (proxy.ts) renders every page per request, so each carries its own nonce, on Next's scripts
 * and on this <style>.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [nonce, locale] = await Promise.all([
    headers().then((list) => list.get(NONCE_HEADER) ?? undefined),
    getLocale(),
  ]);
  return (
    <html lang={locale}>
      <head>
        {/* Browsers hide a nonce from script once the page is parsed: React must not compare it when hydrating. */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: PLAIN_STYLES }} suppressHydrationWarning />
      </head>
      <body>
        <SkipLink />
        {children}
      </body>
    </html>
  );
}
