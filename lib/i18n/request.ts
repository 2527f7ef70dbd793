import 'server-only';
import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, LOCALE_PARAM_HEADER, type Locale } from './locales';
import { resolveLocale } from './resolve-locale';

/**
 * The server's zone, the one next-intl falls back to, read once: without it next-intl builds an Intl.DateTimeFormat
 * on every request that reads its configuration, to ask for it (pages, uploads, draft saves: about 0.6 ms of CPU a
 * request on a busy server, docs/performance.md).
 */
const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

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
  return { locale, messages: await loadMessages(locale), timeZone: SERVER_TIME_ZONE };
});

async function loadMessages(locale: Locale) {
  return (await import(`./messages/${locale}.json`)).default;
}
