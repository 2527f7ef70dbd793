import 'server-only';
import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, LOCALE_PARAM_HEADER, type Locale } from './locales';
import { resolveLocale } from './resolve-locale';

/**
 * next-intl's per-request configuration (next.config.mjs points its plugin here). URLs carry no language, so the
 * language comes from the request: proxy.ts's header (the staff area's English), the cookie (which a `?lang=` link
 * sets), then Accept-Language (lib/i18n/locales.ts).
 * Only the active language's catalog is loaded.
 */
export default getRequestConfig(async () => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const locale = resolveLocale({
    param: headerList.get(LOCALE_PARAM_HEADER),
    cookie: cookieStore.get(LOCALE_COOKIE)?.value,
    acceptLanguage: headerList.get('accept-language'),
  });
  return { locale, messages: await loadMessages(locale) };
});

async function loadMessages(locale: Locale) {
  return (await import(`./messages/${locale}.json`)).default;
}
