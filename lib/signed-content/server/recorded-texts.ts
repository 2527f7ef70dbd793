import 'server-only';
import {
  AGREEMENT_TEXTS,
  publishedWording,
  type AgreementRole,
  type AgreementTexts,
} from '@/lib/signed-content/agreement-texts-by-language';
import type { Locale } from '@/lib/i18n/locales';

/** One text as the applicant agreed to it, and, for a translation, the English original it translates. */
export type RecordedText<Role extends AgreementRole> = {
  text: AgreementTexts[Role];
  version: string;
  language: Locale;
  original: { text: AgreementTexts[Role]; version: string } | null;
};

export type RecordedTexts = {
  /** The language the application was shown in, as its signature record names it (English without one). */
  language: Locale;
  get<Role extends AgreementRole>(role: Role): RecordedText<Role>;
};

/** The record's `texts` (role → version) and `language`; empty for a row stored before signatures were audited. */
function readRecord(signatureAudit: string | undefined): { texts: Record<string, unknown>; language: unknown } {
  try {
    const audit = JSON.parse(signatureAudit || '{}') as { texts?: unknown; language?: unknown };
    const texts = audit.texts && typeof audit.texts === 'object' ? (audit.texts as Record<string, unknown>) : {};
    return { texts, language: audit.language };
  } catch {
    return { texts: {}, language: undefined };
  }
}

/**
 * The texts a stored application was signed under, by the versions its signature record names, not the wordings
 * the app shows today: what the application page and the PDF of record reprint. A role the record does not name
 * (a box the form used did not ask, a row stored before signatures were audited) or names in a version this app
 * does not know (such a record reads as altered) falls back to today's English text, as these pages always showed.
 */
export function recordedTexts(signatureAudit: string | undefined): RecordedTexts {
  const record = readRecord(signatureAudit);
  return {
    language: record.language === 'es' ? 'es' : 'en',
    get<Role extends AgreementRole>(role: Role): RecordedText<Role> {
      const version = record.texts[role];
      const published = typeof version === 'string' ? publishedWording(version) : undefined;
      if (!published) {
        const current = AGREEMENT_TEXTS.en[role];
        return { text: current, version: current.version, language: 'en', original: null };
      }
      // The wordings are published with the shape of their role (lib/signed-content/agreement-texts*.ts).
      return {
        text: published.wording as AgreementTexts[Role],
        version: version as string,
        language: published.language,
        original: published.original && {
          text: published.original.wording as AgreementTexts[Role],
          version: published.original.version,
        },
      };
    },
  };
}
