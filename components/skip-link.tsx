import { getTranslations } from 'next-intl/server';

/** Lets keyboard and screen-reader users jump past the navigation bar; visible only while focused. */
export async function SkipLink() {
  const t = await getTranslations('Layout');
  return (
    <a href="#main" className="skip-link__link">
      {t('skipLink')}
    </a>
  );
}
