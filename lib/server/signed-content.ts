import 'server-only';
import { createHash } from 'node:crypto';
import {
  ACCIDENT_PROCEDURE,
  APPLICANT_CERTIFICATION,
  ELECTRONIC_SIGNATURE_CONSENT,
  INVESTIGATION_NOTICE,
  PHONE_AND_SEAT_BELT_POLICY,
  SIGNED_TEXTS_BY_VERSION,
} from '@/lib/applicant/agreement-texts';
import { APPLICANT_FIELDS, type Applicant } from '@/lib/applicant/schema';
import { keyedDigest } from './pii-crypto';

/**
 * The e-signature audit record (49 CFR 390.32, ESIGN): what was signed, under which wording, when and from where,
 * and a SHA-256 digest of a canonical serialization of the signed content, so the office can show that a stored
 * application is still exactly what its applicant signed.
 *
 * The canonical content: version 1, every answer by name in a fixed (sorted) order — the signature PNG and its
 * strokes among them — and the full texts the applicant agreed to, by version. The SSN enters as its keyed digest
 * (HMAC with the data key), not as digits: a plain digest over otherwise visible answers would let anyone who can
 * read the table try all 10^9 SSNs against it.
 */
export const SIGNED_CONTENT_VERSION = 1;

/** The wordings every application was shown, by role (the original client showed these too). */
export const CURRENT_TEXT_VERSIONS = {
  accidentProcedure: ACCIDENT_PROCEDURE.version,
  phonePolicy: PHONE_AND_SEAT_BELT_POLICY.version,
  certification: APPLICANT_CERTIFICATION.version,
} as const;

/** Text versions by role: those above, plus the investigation notice and the e-signature consent when shown. */
export type TextVersions = Record<string, string>;

/** Where and when the signed application arrived: the Applicant row's creationDate, submitterIp, userAgent. */
export type ReceiptFacts = {
  /** Server receive time, UTC, ISO 8601 (the application date of 391.21(b)(4)). */
  receivedAt: string;
  ip: string;
  userAgent: string;
};

/** The Applicant row's signatureAudit column (JSON); the receipt facts live in their own columns. */
export type SignatureAudit = {
  contentVersion: number;
  texts: TextVersions;
  /** What the applicant confirmed before signing, by role. */
  consents: Record<string, boolean>;
  digestAlgorithm: 'SHA-256';
};

/**
 * The record of one submission. The I Agree boxes of the two policies are required by every client's wizard; the
 * 391.21(d) notice and the consent to sign electronically are shown and recorded by this wizard only, so an
 * application from the original client records them as not given (and is flagged, lib/applicant/missing-items.ts).
 */
export function signatureAuditRecord(answers: Pick<Applicant, 'noticeAcknowledged' | 'esignConsent'>): SignatureAudit {
  const noticeGiven = answers.noticeAcknowledged === 'Y';
  const esignGiven = answers.esignConsent === 'Y';
  return {
    contentVersion: SIGNED_CONTENT_VERSION,
    texts: {
      ...CURRENT_TEXT_VERSIONS,
      ...(noticeGiven && { investigationNotice: INVESTIGATION_NOTICE.version }),
      ...(esignGiven && { electronicSignature: ELECTRONIC_SIGNATURE_CONSENT.version }),
    },
    consents: { accidentProcedure: true, phonePolicy: true, investigationNotice: noticeGiven, electronicSignature: esignGiven },
    digestAlgorithm: 'SHA-256',
  };
}

/** JSON with object keys sorted at every level: one content, one byte sequence. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The digest of the signed content — the answers, the wordings shown, the consents and the receipt facts — or null
 * when a recorded wording is not known to this version of the app.
 */
export function signedContentDigest(
  answers: Applicant,
  receipt: ReceiptFacts,
  audit: SignatureAudit,
  dataKey: Buffer,
): string | null {
  const shownTexts: Record<string, unknown> = {};
  for (const [role, version] of Object.entries(audit.texts)) {
    const wording = SIGNED_TEXTS_BY_VERSION.get(version);
    if (wording === undefined) return null;
    shownTexts[role] = wording;
  }
  const signedAnswers = Object.fromEntries(
    APPLICANT_FIELDS.map((field) => [field, field === 'ssn' ? `hmac:${keyedDigest(answers.ssn, dataKey)}` : answers[field]]),
  );
  const content = canonicalJson({
    version: audit.contentVersion,
    answers: signedAnswers,
    texts: shownTexts,
    consents: audit.consents,
    receipt,
  });
  return createHash('sha256').update(content, 'utf8').digest('hex');
}

export type Integrity = 'verified' | 'altered' | 'not-recorded';

/**
 * Recomputes the digest over what is stored now. `answers` must carry the decrypted SSN. An application stored
 * before signatures were audited has no record ('not-recorded'); a record that cannot be read, names a wording
 * this app does not know, or whose digest differs was not signed as it stands ('altered').
 */
export function verifySignedContent(
  answers: Applicant,
  receipt: ReceiptFacts,
  auditJson: string,
  storedDigest: string,
  dataKey: Buffer,
): Integrity {
  if (!auditJson || !storedDigest) return 'not-recorded';
  let audit: SignatureAudit;
  try {
    audit = JSON.parse(auditJson) as SignatureAudit;
  } catch {
    return 'altered';
  }
  if (audit.contentVersion !== SIGNED_CONTENT_VERSION || typeof audit.texts !== 'object' || audit.texts === null) return 'altered';
  return signedContentDigest(answers, receipt, audit, dataKey) === storedDigest ? 'verified' : 'altered';
}
