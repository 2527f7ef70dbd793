import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';

/**
 * The landing screen: plain HTML from the server, styled by components/plain-styles.ts, so the page runs no more
 * script than Next itself, the navigation bar's toggle and the link need. Its texts are translated on the server
 * (`Home` messages): none of them is sent to the browser as a catalog.
 */
export async function HomeScreen({ compCode, source = '' }: { compCode: string; source?: string }) {
  const t = await getTranslations('Home');
  return (
    <div className="home-screen__screen">
      {/* An SVG needs no image optimisation, and next/image is a client component (script for nothing here). */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src="/logo.svg"
        alt={t('logoAlt')}
        width={320}
        height={170}
        decoding="async"
        fetchPriority="high"
        className="home-screen__logo"
      />
      <h1 className="home-screen__title">{t('title')}</h1>
      <p className="home-screen__text">{t('intro')}</p>
      <hr className="home-screen__divider" />
      {/* `source`: the checked ?source= and utm_ parameters of the link that brought the applicant here. */}
      <NextLink href={`/application/${compCode}${source ? `?${source}` : ''}`} className="home-screen__button">
        {t('start')}
      </NextLink>
      {/* Step 1's "Applied before?": a link mailed for the last application here, or a saved application file. */}
      <p className="home-screen__text">
        <NextLink href={`/application/${compCode}${source ? `?${source}` : ''}#applied-before`}>{t('reuse')}</NextLink>
      </p>
    </div>
  );
}

/** The applicant's "Page not found", in the same plain style. */
export async function NotFoundScreen() {
  const t = await getTranslations('NotFound');
  return (
    <div className="home-screen__not-found">
      <h1 className="home-screen__title">{t('title')}</h1>
      <p className="home-screen__text">{t('text')}</p>
      <NextLink href="/" className="home-screen__button home-screen__medium">
        {t('home')}
      </NextLink>
    </div>
  );
}
