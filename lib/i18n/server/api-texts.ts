import 'server-only';
import { createTranslator } from 'use-intl/core';
import type en from '../messages/en.json';
import type { Locale } from '../locales';
import { requestLocale } from '../resolve-locale';

type Messages = typeof en;
type Namespace = keyof Messages;

const catalogs = new Map<Locale, Promise<Messages>>();

/** A language's catalog, loaded once per process (the pages' per-request configuration loads it per request). */
function catalog(locale: Locale): Promise<Messages> {
  let loaded = catalogs.get(locale);
  if (!loaded) {
    loaded = import(`../messages/${locale}.json`).then((module: { default: Messages }) => module.default);
    // A failed load is tried again on the next request, not remembered.
    loaded.catch(() => catalogs.delete(locale));
    catalogs.set(locale, loaded);
  }
  return loaded;
}

/**
 * An API route's messages of one namespace, in the request's language (the applicant's cookie, else the browser's
 * Accept-Language, as the pages choose it): next-intl's translator over the same catalogs as the pages. A route
 * handler needs no per-request configuration for that: `getTranslations` resolved it on every request (headers,
 * cookies, the catalog's import): 596 ms of CPU over 1,500 submissions in a profile of POST /api/drivers.
 */
export async function apiTexts<Space extends Namespace>(headers: Headers, namespace: Space) {
  const locale = requestLocale(headers);
  return createTranslator({ locale, messages: await catalog(locale), namespace });
}
