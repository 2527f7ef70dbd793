import type { Locale } from '@/lib/i18n/locales';
import * as englishTexts from './agreement-texts';
import * as spanishTexts from './agreement-texts.es';

/**
 * The texts an applicant agrees to, by role (the roles the signature record names them by), in each language the
 * wizard is shown in: the wizard's steps 9–11 show one set, and the server records that set's versions.
 */
export type AgreementTexts = {
  accidentProcedure: englishTexts.AgreementText;
  phonePolicy: englishTexts.AgreementText;
  certification: spanishTexts.SameShape<typeof englishTexts.APPLICANT_CERTIFICATION>;
  investigationNotice: spanishTexts.SameShape<typeof englishTexts.INVESTIGATION_NOTICE>;
  /** Keeps the feature's first name: this key is signed into the audit record's texts and consents (docs/inquiries.md). */
  safetyHistoryAuthorization: spanishTexts.SameShape<typeof englishTexts.INQUIRIES_AUTHORIZATION>;
  electronicSignature: spanishTexts.SameShape<typeof englishTexts.ELECTRONIC_SIGNATURE_CONSENT>;
};
export type AgreementRole = keyof AgreementTexts;

export const AGREEMENT_TEXTS: Readonly<Record<Locale, AgreementTexts>> = {
  en: {
    accidentProcedure: englishTexts.ACCIDENT_PROCEDURE,
    phonePolicy: englishTexts.PHONE_AND_SEAT_BELT_POLICY,
    certification: englishTexts.APPLICANT_CERTIFICATION,
    investigationNotice: englishTexts.INVESTIGATION_NOTICE,
    safetyHistoryAuthorization: englishTexts.INQUIRIES_AUTHORIZATION,
    electronicSignature: englishTexts.ELECTRONIC_SIGNATURE_CONSENT,
  },
  es: {
    accidentProcedure: spanishTexts.ACCIDENT_PROCEDURE_ES,
    phonePolicy: spanishTexts.PHONE_AND_SEAT_BELT_POLICY_ES,
    certification: spanishTexts.APPLICANT_CERTIFICATION_ES,
    investigationNotice: spanishTexts.INVESTIGATION_NOTICE_ES,
    safetyHistoryAuthorization: spanishTexts.INQUIRIES_AUTHORIZATION_ES,
    electronicSignature: spanishTexts.ELECTRONIC_SIGNATURE_CONSENT_ES,
  },
};

/** A published wording as a stored application names it: its words, their language, and for a translation its original. */
export type PublishedWording = {
  language: Locale;
  /** The text object exactly as published (what the signature digest covers). */
  wording: unknown;
  /** A translation's English original, by the version it names; null for an English wording. */
  original: { version: string; wording: unknown } | null;
};

/**
 * Every wording ever published, English or Spanish, by its version: what a stored application's signature record
 * names, and what its digest and its reprint (application page, PDF of record) read. undefined for a version this
 * app does not know.
 */
export function publishedWording(version: string): PublishedWording | undefined {
  const english = englishTexts.SIGNED_TEXTS_BY_VERSION.get(version);
  if (english !== undefined) return { language: 'en', wording: english, original: null };
  const spanish = spanishTexts.SPANISH_TEXTS_BY_VERSION.get(version);
  if (spanish === undefined) return undefined;
  const original = englishTexts.SIGNED_TEXTS_BY_VERSION.get(spanish.translates);
  return { language: 'es', wording: spanish, original: original === undefined ? null : { version: spanish.translates, wording: original } };
}
