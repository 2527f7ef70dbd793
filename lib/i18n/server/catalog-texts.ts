import 'server-only';
import { createTranslator } from 'use-intl/core';
import { isLocale, type Locale } from '../locales';
import en from '../messages/en.json';
import es from '../messages/es.json';
import { requestLocale } from '../resolve-locale';

type Namespace = keyof typeof en;
const CATALOGS: Record<Locale, typeof en> = { en, es };

/**
 * One namespace of the catalogs in a language, for server code outside a page: next-intl's translator over the same
 * catalogs the pages read (the consents' fill-in words, the published schema's descriptions). Made on the spot, with
 * no per-request configuration.
 */
export function catalogTexts<Space extends Namespace>(locale: Locale, namespace: Space) {
  const key = `${locale} ${namespace}`;
  let texts = translators.get(key) as Translator<Space> | undefined;
  if (!texts) translators.set(key, (texts = createTranslator({ locale, messages: CATALOGS[locale], namespace })));
  return texts;
}

type Translator<Space extends Namespace> = ReturnType<typeof createTranslator<typeof en, Space>>;
// One translator per language and namespace, made once: a submission asks for two, which with their six messages took
// 0.08 ms of each in a profile of 1,500 when made anew every time. Languages and namespaces are the code's own, so
// the map stays small.
const translators = new Map<string, unknown>();

/**
 * The staff area's words (statuses, outcomes, audit actions…) for server code outside a page (the CSV, the record's
 * blocks, the dashboard's figures, the staff API's messages): in English, as the staff pages show them whatever the
 * browser asks for. The pages themselves read the same namespace through next-intl.
 */
export const staffTexts = catalogTexts('en', 'Staff');

/**
 * The staff area's words that only the server renders (the signature record, the missing 391.21 items, the inquiries'
 * statuses, why applications are linked, the dashboard's bars), in English, for the same code. Their own namespace,
 * `StaffServer`, which no client provider is handed: they stay out of the pages' flight data, where a page would
 * carry "Integrity: verified" whatever its record says.
 */
export const staffServerTexts = catalogTexts('en', 'StaffServer');

/** A stored text's language by its English name ("Spanish"); a code this app does not offer is shown as stored. */
export function languageName(language: string): string {
  return isLocale(language) ? staffServerTexts(`languages.${language}`) : language;
}

/**
 * An API route's messages, in the request's language (the applicant's cookie, else Accept-Language, as the pages
 * choose it). Not `getTranslations`: it resolves next-intl's request configuration on every call (headers, cookies,
 * the catalog's import), which was 596 ms of CPU over 1,500 submissions in a profile of POST /api/drivers.
 */
export const apiTexts = <Space extends Namespace>(headers: Headers, namespace: Space) => catalogTexts(requestLocale(headers), namespace);
