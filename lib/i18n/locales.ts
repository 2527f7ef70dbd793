/**
 * The applicant's languages. Shared by proxy.ts, lib/i18n/request.ts and the nav bar's switch, so it
 * holds nothing the browser should not load (the Accept-Language parsing is in resolve-locale.ts).
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The languages applicants can reach (link, cookie, browser, the nav bar's switch). A language is offered only once
 * every applicant page, step and message exists in it (lib/i18n/catalog.test.ts): a half-translated legal
 * application is worse than an English one. Taking one out here makes it dark again, everywhere at once.
 */
export const OFFERED_LOCALES: readonly Locale[] = ['en', 'es'];

/** Each written in its own language, as the switch shows them. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** Remembers the applicant's choice (nav bar switch or `?lang=`); not personal data, readable by the page. */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
/** A recruiter's link may carry `?lang=es`: proxy.ts remembers it in the cookie and redirects to the plain address. */
export const LOCALE_PARAM = 'lang';
/** proxy.ts hands lib/i18n/request.ts a language that outranks all others (the staff area's English) in this header. */
export const LOCALE_PARAM_HEADER = 'x-applicant-lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The nav bar's switch remembers the choice (a plain function: components may not write to `document`). */
export function rememberLocale(locale: Locale) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax${secure}`;
}

/**
 * The wizard's submit declares the language it showed the application in, so the signature record names the texts
 * in the words the applicant read (the cookie may have changed in another tab since). A client that does not send
 * it (the original one) was shown English.
 */
export const SHOWN_LANGUAGE_HEADER = 'Shown-Language';
