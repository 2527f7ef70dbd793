import 'server-only';
import type { Applicant } from '@/lib/applicant/schema';
import { documentFromAnswers, storedDocument } from '@/lib/applicant/application-document';
import { missingItems, storedMissingItems } from '@/lib/applicant/missing-items';
import { EMPTY_ATTRIBUTION, type Attribution } from '@/lib/sources/attribution';
import { emailKey, linkKeys } from './link-keys.mjs';
import { encryptSsn, keyedDigest } from './pii-crypto';
import { signatureAuditRecord, signedContentDigest, type ReceiptFacts } from '@/lib/signed-content/server/signed-content';
import type { ShownLanguage } from '@/lib/signed-content/server/signed-content-versions';
import type { SignedSections } from '@/lib/signed-content/server/signed-sections';

export type Receipt = {
  receivedAt: Date;
  submitterIp: string;
  userAgent: string;
  idempotencyKey: string | null;
  /** The language the texts were shown in, whose versions the signature record names; English when not given. */
  shownLanguage?: ShownLanguage;
  /** Where the applicant came from (the link's ?source= and utm_ parameters), already checked; none when not given. */
  attribution?: Attribution;
  /** What an Idempotency-Key replay is compared by, when the caller has made it already (its own, or `payloadDigest`). */
  payloadDigest?: string;
};

/**
 * The Applicant row for one validated application: its answers as the application document (without the SSN), the
 * few answers the office lists and searches by copied into columns of their own, the SSN only encrypted (plus its last four digits for
 * display and its keyed digest for linking a returning applicant), the 391.21 items it lacks, the signature audit
 * record with its digest (over the answers and the signed sections the submission carried, e.g. its documents'
 * digests), and where the applicant came from. The benchmark's baseline
 * server builds its rows here too, so it does the same work per submission as the app.
 */
export function applicationRow(applicant: Applicant, receipt: Receipt, dataKey: Buffer, sections: SignedSections = {}) {
  const facts: ReceiptFacts = {
    receivedAt: receipt.receivedAt.toISOString(),
    ip: receipt.submitterIp.slice(0, 64),
    userAgent: receipt.userAgent.slice(0, 512),
  };
  const signatureAudit = signatureAuditRecord(applicant, receipt.shownLanguage);
  const document = storedDocument(documentFromAnswers(applicant));
  return {
    // Text on both engines' drivers: SQLite keeps it as is, PostgreSQL reads it into jsonb.
    answers: JSON.stringify(document),
    compCode: applicant.compCode,
    applicantName: applicant.applicantName,
    medicalCardMissing: applicant.medicalCardMissing,
    medicalCardExpiration: applicant.medicalCardExpiration,
    // Set here rather than by the column default so the webhook's receivedAt and the signed receipt time are
    // the stored time exactly.
    creationDate: receipt.receivedAt,
    ssn: encryptSsn(applicant.ssn, dataKey),
    ssnLast4: applicant.ssn.slice(-4),
    idempotencyKey: receipt.idempotencyKey,
    payloadDigest: receipt.payloadDigest ?? payloadDigest(applicant, dataKey),
    submitterIp: facts.ip,
    userAgent: facts.userAgent,
    missingItems: storedMissingItems(missingItems(applicant, receipt.receivedAt)),
    signatureAudit: JSON.stringify(signatureAudit),
    signedContentDigest: signedContentDigest(applicant, facts, signatureAudit, dataKey, sections, document) ?? '',
    ...linkKeys(applicant, dataKey),
    emailDigest: emailKey(applicant.email, dataKey),
    ...(receipt.attribution ?? EMPTY_ATTRIBUTION),
  };
}

/** What an Idempotency-Key replay is compared by: the same key with other answers is refused. */
export const payloadDigest = (applicant: Applicant, dataKey: Buffer) => keyedDigest(JSON.stringify(applicant), dataKey);
