import 'server-only';
import { serverConfig } from '@/lib/server/env';
import { decryptSsn } from '@/lib/server/pii-crypto';
import { AGREEMENT_TEXTS, type AgreementRole } from '@/lib/signed-content/agreement-texts-by-language';
import { shownLanguage, verifySignedContent, type Integrity, type SignatureAudit } from '@/lib/signed-content/server/signed-content';
import type { ShownLanguage } from '@/lib/signed-content/server/signed-content-versions';
import type { StoredApplication } from '@/lib/staff/find-application';

export type SignatureRecord = {
  integrity: Integrity;
  /** The versions of the texts the applicant was shown, by role; empty without a record. */
  textVersions: Record<string, string>;
  consents: Record<string, boolean>;
  /** The language the application and its texts were shown in; null without a record. */
  language: ShownLanguage | null;
  /** SHA-256, hex; '' without a record. */
  digest: string;
};

/**
 * The e-signature audit trail of a stored application, and whether what is stored now is still what was signed.
 * The SSN is decrypted for the comparison only and goes no further than this function (it is not revealed, so
 * this is not an audited SSN reveal).
 */
export function signatureRecord(row: StoredApplication): SignatureRecord {
  const dataKey = serverConfig().dataKey;
  let integrity: Integrity;
  try {
    // The content version the application was signed under picks the answers it covers from the stored row.
    integrity = verifySignedContent(
      { ...row, ssn: decryptSsn(row.ssn, dataKey) },
      { receivedAt: row.creationDate.toISOString(), ip: row.submitterIp, userAgent: row.userAgent },
      row.signatureAudit,
      row.signedContentDigest,
      dataKey,
      row.signedSections,
      row.answers,
    );
  } catch {
    // An SSN that no longer decrypts was changed (AES-GCM authenticates it).
    integrity = row.signatureAudit ? 'altered' : 'not-recorded';
  }
  let audit: Partial<SignatureAudit> = {};
  try {
    audit = row.signatureAudit ? (JSON.parse(row.signatureAudit) as SignatureAudit) : {};
  } catch {
    // shown as altered above; nothing more to list
  }
  return {
    integrity,
    textVersions: { ...(audit.texts ?? {}) },
    consents: { ...(audit.consents ?? {}) },
    language: row.signatureAudit ? shownLanguage(audit) : null,
    digest: row.signedContentDigest,
  };
}

/**
 * next-intl's translator of the `StaffServer` namespace (getTranslations on the staff page, staffServerTexts for the
 * PDFs), typed by the keys the record asks for: a catalog without the words of an integrity, a text or a language
 * fails tsc.
 */
export type SignatureRecordTexts = (
  key:
    | `integrity.${Integrity}`
    | `signatureRecord.${'integrity' | 'textsShown' | 'consents' | 'shownIn' | 'digest' | 'agreed' | 'notAgreed'}`
    | `agreementTexts.${AgreementRole}`
    | `languages.${ShownLanguage}`,
) => string;

/** A stored record may name a role this app does not know. */
const isAgreementRole = (role: string): role is AgreementRole => Object.hasOwn(AGREEMENT_TEXTS.en, role);

/** The audit trail as label/value pairs, for the application page and the PDF; a role this app does not know is named as stored. */
export function signatureRecordFields(t: SignatureRecordTexts, record: SignatureRecord): { label: string; value: string }[] {
  const roleName = (role: string) => (isAgreementRole(role) ? t(`agreementTexts.${role}`) : role);
  const texts = Object.entries(record.textVersions).map(([role, version]) => `${roleName(role)}: ${version}`);
  const consents = Object.entries(record.consents).map(
    ([role, given]) => `${roleName(role)}: ${t(given ? 'signatureRecord.agreed' : 'signatureRecord.notAgreed')}`,
  );
  return [
    { label: t('signatureRecord.integrity'), value: t(`integrity.${record.integrity}`) },
    { label: t('signatureRecord.textsShown'), value: texts.join('; ') },
    { label: t('signatureRecord.consents'), value: consents.join('; ') },
    ...(record.language ? [{ label: t('signatureRecord.shownIn'), value: t(`languages.${record.language}`) }] : []),
    { label: t('signatureRecord.digest'), value: record.digest },
  ];
}
