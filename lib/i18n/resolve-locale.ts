import Negotiator from 'negotiator';
import { readCookie } from '@/lib/cookies';
import { DEFAULT_LOCALE, LOCALE_COOKIE, OFFERED_LOCALES, isLocale, type Locale } from './locales';

export type LocaleInputs = {
  /** A language proxy.ts imposes on this request (the staff area's English). */
  param?: string | null;
  /** The cookie: the applicant's own choice earlier. */
  cookie?: string | null;
  /** The browser's languages, for a first visit. */
  acceptLanguage?: string | null;
};

/**
 * The language of a request: an explicit `?lang=` first, then the remembered choice, then the browser's
 * preference (es-MX, es-US… count as Spanish), else English. Only offered languages are ever returned.
 */
export function resolveLocale(inputs: LocaleInputs, offered: readonly Locale[] = OFFERED_LOCALES): Locale {
  const allowed = (value: string | null | undefined): value is Locale => isLocale(value) && offered.includes(value);
  if (allowed(inputs.param)) return inputs.param;
  if (allowed(inputs.cookie)) return inputs.cookie;
  if (inputs.acceptLanguage) {
    const [preferred] = new Negotiator({ headers: { 'accept-language': inputs.acceptLanguage } }).languages([
      ...offered,
    ]);
    if (allowed(preferred)) return preferred;
  }
  return offered.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (offered[0] ?? DEFAULT_LOCALE);
}

/**
 * The language of an API request, for its field messages: the applicant's cookie, then the browser's
 * Accept-Language (an API call carries no `?lang=`), among the offered languages like the pages.
 */
export function requestLocale(headers: Headers, offered: readonly Locale[] = OFFERED_LOCALES): Locale {
  return resolveLocale(
    { cookie: readCookie(LOCALE_COOKIE, headers.get('cookie')), acceptLanguage: headers.get('accept-language') },
    offered,
  );
}
