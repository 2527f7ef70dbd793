import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { NavBar } from './nav-bar';

/**
 * The applicant's pages: the navigation bar above the page. Plain HTML, styled by components/plain-styles.ts: it
 * brings no MUI along. The bar's texts are translated here, on the server, and handed over as props: no catalog
 * and no translation code travel to the browser for it (tests/api/first-load-js.test.ts).
 */
export async function ApplicantShell({ children }: { children: ReactNode }) {
  const [t, locale] = await Promise.all([getTranslations('NavBar'), getLocale()]);
  const texts = {
    label: t('label'),
    brand: t('brand'),
    menu: t('menu'),
    home: t('home'),
    application: t('application'),
  };
  return (
    <>
      <NavBar texts={texts} locale={locale} />
      <main id="main" tabIndex={-1} className="applicant-shell__main">
        {children}
      </main>
    </>
  );
}
