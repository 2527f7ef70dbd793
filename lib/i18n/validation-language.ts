import type * as z from 'zod/mini';
import { validationErrorMap, validationTranslator } from '@/lib/applicant/validation-message';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * The validation messages of a language other than English, for a parse to ask for: the rules' messages from the
 * language's catalog, and zod's own (a value of the wrong type sent to the API) from zod's locale of it. English is
 * every parse's default (lib/applicant/rules.ts), so it needs nothing. Loaded on demand: the wizard's browser
 * fetches the Spanish catalog only when its page is Spanish.
 */

export type ParseOptions = { error: z.core.$ZodErrorMap };
/** English is the default of every parse (lib/applicant/rules.ts). */
type OtherLocale = Exclude<Locale, 'en'>;

const ZOD_LOCALES: Record<OtherLocale, () => Promise<{ default: () => { localeError: z.core.$ZodErrorMap } }>> = {
  es: () => import('zod/v4/locales/es.js'),
};

const loaded = new Map<OtherLocale, Promise<ParseOptions>>();

async function load(locale: OtherLocale): Promise<ParseOptions> {
  const [catalog, zodLocale] = await Promise.all([import(`./messages/${locale}.json`), ZOD_LOCALES[locale]()]);
  const rules = validationErrorMap(validationTranslator(locale, catalog.default));
  const zodOwn = zodLocale.default().localeError;
  return { error: (issue) => rules(issue) ?? zodOwn(issue) };
}

/** The options that make a parse (`schema.safeParse(value, options)`) give its messages in `locale`. */
export function validationParseOptions(locale: Locale): Promise<ParseOptions | undefined> {
  if (locale === 'en') return Promise.resolve(undefined);
  let options = loaded.get(locale);
  if (!options) {
    // A failed load (the browser offline a moment) is tried again at the next check, not remembered.
    options = load(locale).catch((error: unknown) => {
      loaded.delete(locale);
      throw error;
    });
    loaded.set(locale, options);
  }
  return options;
}

/** The page's language as `<html lang>` states it (the wizard's resolver reads it), English when it is not ours. */
export const pageLocale = (lang: string): Locale => (isLocale(lang) ? lang : DEFAULT_LOCALE);
