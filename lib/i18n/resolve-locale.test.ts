import { OFFERED_LOCALES, type Locale } from './locales';
import { requestLocale, resolveLocale } from './resolve-locale';

const BOTH: Locale[] = ['en', 'es'];

describe('resolveLocale, once Spanish is offered', () => {
  it('follows the browser on a first visit, Spanish variants included', () => {
    expect(resolveLocale({ acceptLanguage: 'es-MX,es;q=0.9,en;q=0.8' }, BOTH)).toBe('es');
    expect(resolveLocale({ acceptLanguage: 'es-US' }, BOTH)).toBe('es');
    expect(resolveLocale({ acceptLanguage: 'en-US,en;q=0.9,es;q=0.8' }, BOTH)).toBe('en');
    expect(resolveLocale({ acceptLanguage: 'fr-FR,es;q=0.5' }, BOTH)).toBe('es');
    expect(resolveLocale({ acceptLanguage: 'fr-FR' }, BOTH)).toBe('en');
    expect(resolveLocale({}, BOTH)).toBe('en');
  });

  it('lets the remembered choice outrank the browser, and a ?lang= link outrank both', () => {
    expect(resolveLocale({ cookie: 'en', acceptLanguage: 'es' }, BOTH)).toBe('en');
    expect(resolveLocale({ cookie: 'es', acceptLanguage: 'en-US' }, BOTH)).toBe('es');
    expect(resolveLocale({ param: 'es', cookie: 'en', acceptLanguage: 'en' }, BOTH)).toBe('es');
  });

  it('ignores a language it does not have, in the link, the cookie or the header', () => {
    expect(resolveLocale({ param: 'fr', cookie: 'de', acceptLanguage: 'es' }, BOTH)).toBe('es');
    expect(resolveLocale({ param: '', cookie: 'ES ', acceptLanguage: 'garbage;;q=x' }, BOTH)).toBe('en');
  });
});

describe('resolveLocale as offered', () => {
  it('offers English and Spanish: link, cookie and browser each reach Spanish', () => {
    expect(OFFERED_LOCALES).toEqual(['en', 'es']);
    expect(resolveLocale({ param: 'es' })).toBe('es');
    expect(resolveLocale({ cookie: 'es' })).toBe('es');
    expect(resolveLocale({ acceptLanguage: 'es-MX' })).toBe('es');
  });

  it('with English alone offered (Spanish dark), nothing reaches Spanish', () => {
    expect(resolveLocale({ param: 'es', cookie: 'es', acceptLanguage: 'es-MX' }, ['en'])).toBe('en');
  });
});

describe('requestLocale, the language of an API request', () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it('reads the cookie among the others, then Accept-Language, and never throws on a malformed cookie', () => {
    expect(requestLocale(headers({ cookie: 'XSRF-TOKEN=a%20b; lang=es', 'accept-language': 'en-US' }), BOTH)).toBe('es');
    expect(requestLocale(headers({ 'accept-language': 'es-US,en;q=0.5' }), BOTH)).toBe('es');
    expect(requestLocale(headers({ cookie: 'lang=%E0%A4%A', 'accept-language': 'en' }), BOTH)).toBe('en');
    expect(requestLocale(headers({}), BOTH)).toBe('en');
  });

  it('answers English while only English is offered', () => {
    expect(requestLocale(headers({ cookie: 'lang=es', 'accept-language': 'es-MX' }), ['en'])).toBe('en');
  });
});
