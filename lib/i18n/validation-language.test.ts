import { applicantSchema, fieldMessages } from '@/lib/applicant/schema';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { LOCALES, type Locale } from './locales';
import { requestLocale } from './resolve-locale';
import { pageLocale, validationParseOptions } from './validation-language';

/**
 * The language of the field messages the API answers with (POST /api/drivers, /api/drafts): the route parses with
 * `validationParseOptions(requestLocale(headers))`. Here with Spanish offered, as it will be; the API suite checks
 * the route itself with today's offered languages.
 */
async function fieldsFor(headers: Record<string, string>, offered: readonly Locale[] = LOCALES) {
  const options = await validationParseOptions(requestLocale(new Headers(headers), offered));
  return fieldMessages(applicantSchema.safeParse(validApplicant({ applicantName: '', zip: '1' }), options).error!);
}

const ENGLISH = { applicantName: 'Applicant Name Required.', zip: 'ZIP Code must be 5 digits (or ZIP+4).' };
const SPANISH = {
  applicantName: 'Nombre del solicitante: este dato es obligatorio.',
  zip: 'Código postal: escriba 5 dígitos (o ZIP+4).',
};

describe('the API’s field messages, once Spanish is offered', () => {
  it('follow the applicant’s cookie, then the browser’s Accept-Language', async () => {
    expect(await fieldsFor({ cookie: 'XSRF-TOKEN=abc; lang=es' })).toEqual(SPANISH);
    expect(await fieldsFor({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' })).toEqual(SPANISH);
    expect(await fieldsFor({ cookie: 'lang=en', 'accept-language': 'es-MX' })).toEqual(ENGLISH);
    expect(await fieldsFor({ 'accept-language': 'fr-FR' })).toEqual(ENGLISH);
    expect(await fieldsFor({})).toEqual(ENGLISH);
  });

  it('stay English while only English is offered, whatever the request asks', async () => {
    expect(await fieldsFor({ cookie: 'lang=es', 'accept-language': 'es' }, ['en'])).toEqual(ENGLISH);
  });
});

describe('validationParseOptions', () => {
  it('needs nothing for English, the default of every parse', async () => {
    expect(await validationParseOptions('en')).toBeUndefined();
  });

  it('loads a language once and hands every later check the same options', async () => {
    const first = validationParseOptions('es');
    expect(validationParseOptions('es')).toBe(first);
    expect((await first)?.error).toEqual(expect.any(Function));
  });

  it('reads the page’s language from <html lang>, English for anything it does not know', () => {
    expect(pageLocale('es')).toBe('es');
    expect(pageLocale('en')).toBe('en');
    expect(pageLocale('fr')).toBe('en');
    expect(pageLocale('')).toBe('en');
  });
});
