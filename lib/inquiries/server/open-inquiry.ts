import 'server-only';
import { publishedWording } from '@/lib/signed-content/agreement-texts-by-language';
import { findCompany } from '@/lib/companies/companies';
import { staffServerTexts } from '@/lib/i18n/server/catalog-texts';
import { getDb } from '@/lib/server/db';
import { withStoredAnswers } from '@/lib/server/stored-answers';
import { previousEmployers } from './employer-facts';
import { hashResponseToken, TOKEN_PATTERN } from './token';

/**
 * What the employer's response page may show for a link: the carrier, the driver's name, the job as the driver
 * gave it, and the driver's signature with its date. Never the SSN, the date of birth or an address of the driver:
 * only these fields are read from the application.
 */
export type InquiryForEmployer = {
  inquiryId: number;
  numberId: number;
  job: number;
  carrierName: string;
  carrierAddress: string;
  driverName: string;
  employerName: string;
  employedFrom: string;
  employedTo: string;
  position: string;
  dotTested: boolean;
  signaturePng: string;
  signedAt: Date;
  /**
   * The authorization the driver gave on the application, in English (the employer's language): the words and
   * version agreed to, or, when the driver agreed to a translation, the English original it translates and
   * `agreedIn` the translation's language and version. null when the application holds none (signed before the
   * form asked for it, or sent by a client that does not ask).
   */
  authorization: { text: string; version: string; agreedIn?: { language: string; version: string } } | null;
  expiresAt: Date;
};

const textOf = (wording: unknown) => (wording as { text?: unknown } | undefined)?.text;

/** The wording of the authorization an application records, by the version its signature record names. */
function authorizationOnFile(authorized: string, signatureAudit: string): InquiryForEmployer['authorization'] {
  if (authorized !== 'Y') return null;
  let version: unknown;
  try {
    version = (JSON.parse(signatureAudit) as { texts?: Record<string, unknown> }).texts?.safetyHistoryAuthorization;
  } catch {
    return null;
  }
  if (typeof version !== 'string') return null;
  // Every published wording stays known by its version; one this app does not know is not quoted.
  const published = publishedWording(version);
  if (!published) return null;
  if (!published.original) {
    const text = textOf(published.wording);
    return typeof text === 'string' ? { text, version } : null;
  }
  const original = textOf(published.original.wording);
  if (typeof original !== 'string') return null;
  return {
    text: original,
    version: published.original.version,
    // Named in English, as the office names it: the employer's page is English.
    agreedIn: { language: staffServerTexts(`languages.${published.language}`), version },
  };
}

export type LinkState =
  | { kind: 'unknown' }
  | { kind: 'expired' }
  | { kind: 'answered'; answeredAt: Date }
  | { kind: 'open'; inquiry: InquiryForEmployer };

/** The inquiry a link's token opens, and whether it can still be answered at `now`. */
export async function openInquiry(token: string, now: Date = new Date()): Promise<LinkState> {
  if (!TOKEN_PATTERN.test(token)) return { kind: 'unknown' };
  const db = await getDb();
  const row = await db.safetyInquiry.findUnique({
    where: { tokenHash: hashResponseToken(token) },
    select: {
      id: true, numberId: true, job: true, expiresAt: true, answeredAt: true,
      applicant: { select: { creationDate: true, applicantName: true, compCode: true, signatureAudit: true, answers: true } },
    },
  });
  if (!row || !row.expiresAt) return { kind: 'unknown' };
  if (row.answeredAt) return { kind: 'answered', answeredAt: row.answeredAt };
  if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };

  const applicant = withStoredAnswers(row.applicant);
  const employer = previousEmployers(applicant).find((entry) => entry.job === row.job);
  const company = applicant.compCode ? await findCompany(applicant.compCode.toUpperCase()) : null;
  return {
    kind: 'open',
    inquiry: {
      inquiryId: row.id,
      numberId: row.numberId,
      job: row.job,
      carrierName: company?.legalName ?? applicant.compCode.toUpperCase(),
      carrierAddress: company?.address ?? '',
      driverName: applicant.applicantName,
      employerName: employer?.name ?? '',
      employedFrom: employer?.from ?? '',
      employedTo: employer?.to ?? '',
      position: employer?.position ?? '',
      dotTested: employer?.dotTested ?? false,
      signaturePng: applicant.signature64,
      signedAt: applicant.creationDate,
      authorization: authorizationOnFile(applicant.safetyHistoryAuthorized, applicant.signatureAudit),
      expiresAt: row.expiresAt,
    },
  };
}
