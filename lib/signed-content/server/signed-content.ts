import 'server-only';
import { createHash } from 'node:crypto';
import { AGREEMENT_TEXTS, publishedWording } from '@/lib/signed-content/agreement-texts-by-language';
import type { Applicant } from '@/lib/applicant/schema';
import { documentFromAnswers, storedDocument } from '@/lib/applicant/application-document';
import type { SignedSections } from './signed-sections';
import { SIGNED_CONTENT_VERSIONS, type ShownLanguage, type SignedContentVersion } from './signed-content-versions';

/**
 * The e-signature audit record (49 CFR 390.32, ESIGN): what was signed, under which wording, when and from where,
 * and a SHA-256 digest of a canonical serialization of the signed content, so the office can show that a stored
 * application is still exactly what its applicant signed.
 *
 * The signed content: the application's answers (from version 4 the stored application document, before it every
 * answer of the version's field list; the signature PNG and its strokes among them), the full texts the applicant agreed to, by version, the consents and the receipt facts. Which answers and
 * which bytes is decided by the content version (signed-content-versions.ts), recorded with each application and
 * used again, and only, to verify it.
 */

/**
 * Text versions by role: the accident procedure, the phone policy and the certification (every client showed
 * these), plus the investigation notice, the authorization of the 391.23 inquiries and
 * the e-signature consent when given.
 */
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
  /**
   * The language the application and the texts above were shown in. Absent from the records of content version 1,
   * which all were shown in English, the only language then.
   */
  language?: ShownLanguage;
  digestAlgorithm: 'SHA-256';
};

/** What the applications of the versions before the language was recorded were shown in: English, the only one. */
const LANGUAGE_BEFORE_IT_WAS_RECORDED: ShownLanguage = 'en';
const isShownLanguage = (value: unknown): value is ShownLanguage => value === 'en' || value === 'es';

/**
 * The language an application was shown in, as its record says (English before it was recorded); null when the
 * record names one this app does not know (such a record also reads as altered).
 */
export function shownLanguage(audit: { language?: unknown }): ShownLanguage | null {
  const language = audit.language ?? LANGUAGE_BEFORE_IT_WAS_RECORDED;
  return isShownLanguage(language) ? language : null;
}

export type Integrity = 'verified' | 'altered' | 'not-recorded';

/** Stored answers by name, the SSN decrypted: what verification reads (a version picks its own fields). */
export type StoredAnswers = Readonly<Record<string, unknown>>;

/**
 * Signing and verifying under a list of content versions: the last one signs, each stored application is verified
 * with the one it names. The app uses SIGNED_CONTENT_VERSIONS; a test builds a longer list to show what adding a
 * version does to applications already stored.
 */
export function signedContentRegistry(versions: readonly SignedContentVersion[]) {
  const byNumber = new Map(versions.map((version) => [version.version, version]));
  const current = versions.at(-1);
  if (!current || byNumber.size !== versions.length || versions.some((version, i) => i > 0 && version.version <= versions[i - 1]!.version)) {
    throw new Error('Signed content versions must be listed oldest first, each number once');
  }

  /**
   * The record of one submission. The I Agree boxes of the two policies are required by every client's wizard;
   * the 391.21(d) notice, the authorization of the 391.23 inquiries and the consent to sign electronically are
   * shown and recorded by this wizard only, so an application from the original client records them as not given
   * (and is flagged, lib/applicant/missing-items.ts, for the 391.21 items among them).
   *
   * `language` is the language the applicant was shown the application in (the wizard declares it with the submit;
   * English for a client that does not): the texts recorded are that language's own versions, so a Spanish
   * application is signed in the Spanish words the applicant read.
   */
  function auditRecord(
    answers: Pick<Applicant, 'noticeAcknowledged' | 'safetyHistoryAuthorized' | 'esignConsent'>,
    language: ShownLanguage = 'en',
  ): SignatureAudit {
    const noticeGiven = answers.noticeAcknowledged === 'Y';
    const authorizationGiven = answers.safetyHistoryAuthorized === 'Y';
    const esignGiven = answers.esignConsent === 'Y';
    const shown = AGREEMENT_TEXTS[language];
    return {
      contentVersion: current!.version,
      texts: {
        accidentProcedure: shown.accidentProcedure.version,
        phonePolicy: shown.phonePolicy.version,
        certification: shown.certification.version,
        ...(noticeGiven && { investigationNotice: shown.investigationNotice.version }),
        ...(authorizationGiven && { safetyHistoryAuthorization: shown.safetyHistoryAuthorization.version }),
        ...(esignGiven && { electronicSignature: shown.electronicSignature.version }),
      },
      consents: {
        accidentProcedure: true,
        phonePolicy: true,
        investigationNotice: noticeGiven,
        safetyHistoryAuthorization: authorizationGiven,
        electronicSignature: esignGiven,
      },
      language,
      digestAlgorithm: 'SHA-256',
    };
  }

  /**
   * The digest of the signed content under the version the audit record names, or null when that version, a
   * recorded wording or the recorded language is not known to this version of the app.
   */
  function digest(
    answers: StoredAnswers,
    receipt: ReceiptFacts,
    audit: SignatureAudit,
    dataKey: Buffer,
    sections: SignedSections = {},
    /** The application document as stored; absent when signing a submission, whose document is made from `answers`. */
    document?: Readonly<Record<string, unknown>>,
  ): string | null {
    const version = byNumber.get(audit.contentVersion);
    if (!version) return null;
    // A version that signs the language needs it in the record: one removed or unknown is not what was signed.
    const language = version.signsLanguage ? audit.language : LANGUAGE_BEFORE_IT_WAS_RECORDED;
    if (!isShownLanguage(language)) return null;
    const texts: Record<string, unknown> = {};
    for (const [role, textVersion] of Object.entries(audit.texts)) {
      // English or Spanish: every wording ever published stays known by its version.
      const published = typeof textVersion === 'string' ? publishedWording(textVersion) : undefined;
      if (published === undefined) return null;
      texts[role] = published.wording;
    }
    const content = version.serialize(
      {
        answers,
        texts,
        consents: audit.consents,
        receipt,
        language,
        sections,
        // Made only for a version that signs it: the versions before 4 read their answer lists. A function, not a
        // getter: an object literal with a getter kept each submission's answers alive through young collections
        // until the next full one (docs/performance.md, "What outlives a young collection").
        document: () => document ?? storedDocument(documentFromAnswers(answers)),
      },
      dataKey,
    );
    return createHash('sha256').update(content, 'utf8').digest('hex');
  }

  /**
   * Recomputes the digest over what is stored now, under the content version the application was signed with.
   * `answers` (the flat answers read from the stored document) must carry the decrypted SSN; `document` is the stored
   * document itself, which version 4 on signs as it is. An application stored before signatures were audited has no record
   * ('not-recorded'); a record that cannot be read, names a content version or a wording this app does not know,
   * or whose digest differs was not signed as it stands ('altered'). `sections` are the application's signed sections
   * as stored now (./signed-sections.ts).
   */
  function verify(
    answers: StoredAnswers,
    receipt: ReceiptFacts,
    auditJson: string,
    storedDigest: string,
    dataKey: Buffer,
    sections: SignedSections = {},
    document?: Readonly<Record<string, unknown>>,
  ): Integrity {
    if (!auditJson || !storedDigest) return 'not-recorded';
    let audit: SignatureAudit;
    try {
      audit = JSON.parse(auditJson) as SignatureAudit;
    } catch {
      return 'altered';
    }
    if (typeof audit !== 'object' || audit === null || typeof audit.texts !== 'object' || audit.texts === null) return 'altered';
    return digest(answers, receipt, audit, dataKey, sections, document) === storedDigest ? 'verified' : 'altered';
  }

  return { current, auditRecord, digest, verify };
}

const live = signedContentRegistry(SIGNED_CONTENT_VERSIONS);

/** The content version new applications are signed under. */
export const SIGNED_CONTENT_VERSION = live.current.version;
export const signatureAuditRecord = live.auditRecord;
export const signedContentDigest = live.digest;
export const verifySignedContent = live.verify;
