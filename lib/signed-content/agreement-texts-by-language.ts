import type { Locale } from '@/lib/i18n/locales';
import {
  ACCIDENT_PROCEDURE,
  APPLICANT_CERTIFICATION,
  ELECTRONIC_SIGNATURE_CONSENT,
  INVESTIGATION_NOTICE,
  PHONE_AND_SEAT_BELT_POLICY,
  INQUIRIES_AUTHORIZATION,
  SIGNED_TEXTS_BY_VERSION,
  type AgreementText,
} from './agreement-texts';
import {
  ACCIDENT_PROCEDURE_ES,
  APPLICANT_CERTIFICATION_ES,
  ELECTRONIC_SIGNATURE_CONSENT_ES,
  INVESTIGATION_NOTICE_ES,
  PHONE_AND_SEAT_BELT_POLICY_ES,
  INQUIRIES_AUTHORIZATION_ES,
  SPANISH_TEXTS_BY_VERSION,
  type SameShape,
} from './agreement-texts.es';

/**
 * The texts an applicant agrees to, by role (the roles the signature record names them by), in each language the
 * wizard is shown in: the wizard's steps 9–11 show one set, and the server records that set's versions.
 */
export type AgreementTexts = {
  accidentProcedure: AgreementText;
  phonePolicy: AgreementText;
  certification: SameShape<typeof APPLICANT_CERTIFICATION>;
  investigationNotice: SameShape<typeof INVESTIGATION_NOTICE>;
  /** Keeps the feature's first name: this key is signed into the audit record's texts and consents (docs/inquiries.md). */
  safetyHistoryAuthorization: SameShape<typeof INQUIRIES_AUTHORIZATION>;
  electronicSignature: SameShape<typeof ELECTRONIC_SIGNATURE_CONSENT>;
};
export type AgreementRole = keyof AgreementTexts;

export const AGREEMENT_TEXTS: Readonly<Record<Locale, AgreementTexts>> = {
  en: {
    accidentProcedure: ACCIDENT_PROCEDURE,
    phonePolicy: PHONE_AND_SEAT_BELT_POLICY,
    certification: APPLICANT_CERTIFICATION,
    investigationNotice: INVESTIGATION_NOTICE,
    safetyHistoryAuthorization: INQUIRIES_AUTHORIZATION,
    electronicSignature: ELECTRONIC_SIGNATURE_CONSENT,
  },
  es: {
    accidentProcedure: ACCIDENT_PROCEDURE_ES,
    phonePolicy: PHONE_AND_SEAT_BELT_POLICY_ES,
    certification: APPLICANT_CERTIFICATION_ES,
    investigationNotice: INVESTIGATION_NOTICE_ES,
    safetyHistoryAuthorization: INQUIRIES_AUTHORIZATION_ES,
    electronicSignature: ELECTRONIC_SIGNATURE_CONSENT_ES,
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
  const english = SIGNED_TEXTS_BY_VERSION.get(version);
  if (english !== undefined) return { language: 'en', wording: english, original: null };
  const spanish = SPANISH_TEXTS_BY_VERSION.get(version);
  if (spanish === undefined) return undefined;
  const original = SIGNED_TEXTS_BY_VERSION.get(spanish.translates);
  return { language: 'es', wording: spanish, original: original === undefined ? null : { version: spanish.translates, wording: original } };
}
