import 'server-only';
import { serverConfig } from '@/lib/server/env';
import { decryptSsn } from '@/lib/server/pii-crypto';
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

export const INTEGRITY_LABELS: Record<Integrity, string> = {
  verified: 'Integrity: verified',
  altered: 'Altered after signing',
  'not-recorded': 'Not recorded (stored before signatures were audited)',
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

const TEXT_ROLE_LABELS: Record<string, string> = {
  accidentProcedure: 'Accident reporting procedure',
  phonePolicy: 'Cellular phone and seat belt policy',
  certification: 'Certification',
  investigationNotice: 'Investigation notice (391.21(d))',
  safetyHistoryAuthorization: 'Authorization of the inquiries to previous employers (391.23)',
  electronicSignature: 'Consent to sign electronically',
};

const LANGUAGE_NAMES: Record<ShownLanguage, string> = { en: 'English', es: 'Spanish' };

/** The audit trail as label/value pairs, for the application page and the PDF. */
export function signatureRecordFields(record: SignatureRecord): { label: string; value: string }[] {
  const texts = Object.entries(record.textVersions).map(([role, version]) => `${TEXT_ROLE_LABELS[role] ?? role}: ${version}`);
  const consents = Object.entries(record.consents).map(
    ([role, given]) => `${TEXT_ROLE_LABELS[role] ?? role}: ${given ? 'agreed' : 'not agreed'}`,
  );
  return [
    { label: 'Integrity', value: INTEGRITY_LABELS[record.integrity] },
    { label: 'Texts shown', value: texts.join('; ') },
    { label: 'Consents', value: consents.join('; ') },
    ...(record.language ? [{ label: 'Shown in', value: LANGUAGE_NAMES[record.language] }] : []),
    { label: 'Signed content digest (SHA-256)', value: record.digest },
  ];
}
