import type { ConsentDocument, ConsentLanguage, ConsentText } from '../consent-text';
import * as english from './consent-texts';
import * as spanish from './consent-texts.es';

const byConsent = (texts: readonly ConsentText[]) =>
  Object.fromEntries(texts.map((text) => [text.consent, text])) as Record<ConsentDocument, ConsentText>;

/** The texts shown today, by language and document: the newest published version of each. */
export const CONSENT_TEXTS: Readonly<Record<ConsentLanguage, Readonly<Record<ConsentDocument, ConsentText>>>> = {
  en: byConsent(Object.values(english)),
  es: byConsent(Object.values(spanish)),
};

/**
 * Every consent text ever published, English or Spanish, by version: what a stored application's consents name, and
 * what their signature and their reprint (application page, PDF of record) read. A new wording is added beside
 * the old one, never written over it.
 */
export const PUBLISHED_CONSENT_TEXTS: ReadonlyMap<string, ConsentText> = new Map(
  [...Object.values(english), ...Object.values(spanish)].map((text) => [text.version, text]),
);

/** The date part of a version: `<consent>/<language>/<date>` → `<date>`. */
const publishedOn = (version: string) => version.slice(version.lastIndexOf('/') + 1);

/**
 * The summary of rights step 11 showed in a language on a day: the newest version published by then. It is read,
 * not agreed to, so no record names it: the applicant's copy and the PDF of record print the one of the
 * application's day.
 */
export function summaryOfRightsOn(language: ConsentLanguage, day: Date): ConsentText {
  const date = day.toISOString().slice(0, 10);
  const versions = [...PUBLISHED_CONSENT_TEXTS.values()].filter(
    (text) => text.consent === 'fcra-summary-of-rights' && text.language === language && publishedOn(text.version) <= date,
  );
  return versions.sort((a, b) => publishedOn(b.version).localeCompare(publishedOn(a.version)))[0] ?? CONSENT_TEXTS[language]['fcra-summary-of-rights'];
}
