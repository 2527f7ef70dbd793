import 'server-only';
import { getDb } from '@/lib/server/db';
import { nowAndThen } from '@/lib/server/now-and-then';
import { insertRowsStep } from '@/lib/server/raw-insert';
import { runTransaction, type Statements } from '@/lib/server/sql-transaction';
import { DRAFT_TOKEN_PATTERN, draftTokenHash, newDraftToken } from '@/lib/drafts/server/draft-token';

/**
 * The applicant's own copy of what they submitted: a link shown in the confirmation after Finish and mailed in the
 * receipt. It works for 24 hours, through a random token (256 bits, only its SHA-256 stored, as the resume links),
 * never through the application number alone, which is short and counts up. The link opens a page that asks for the
 * date of birth (app/(applicant)/copy/[token]); only the right one, POSTed to COPY_API, downloads the PDF.
 */
export const COPY_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The page of the link: /copy/{token}. */
export const COPY_PATH = '/copy';
/** Where the page POSTs the token and the date of birth for the PDF. */
export const COPY_API = '/api/applicant-copy';
/** The response header of POST /api/drivers that carries the link (the 201 body stays { numberId, creationDate }). */
export const COPY_HEADER = 'Applicant-Copy-Url';

/** A new link to the copy of `numberId`. */
export async function issueCopyLink(numberId: number, now = new Date()): Promise<string> {
  const token = newDraftToken();
  await runTransaction(await getDb(), () => storeCopyLinkStep(token, numberId, now));
  return `${COPY_PATH}/${token}`;
}

/**
 * Expired links deleted once a minute per server, apart from the submission that sets it off (never inside its
 * transaction): an expired link opens nothing meanwhile, as findCopyLink checks its time.
 */
export const sweepExpiredCopyLinks = nowAndThen(60_000, 'api/drivers', async () =>
  (await getDb()).applicantCopyLink.deleteMany({ where: { expiresAt: { lte: new Date() } } }),
);

/**
 * Stores the hash of `token` as a link to `numberId` for 24 hours from `now`: a step of the submission's transaction
 * (lib/server/application-store.ts), so the receipt's row can never name a link that does not exist.
 */
export function* storeCopyLinkStep(token: string, numberId: number, now: Date): Statements<void> {
  const expiresAt = new Date(now.getTime() + COPY_LINK_LIFETIME_MS);
  yield* insertRowsStep('ApplicantCopyLink', [{ tokenHash: draftTokenHash(token), numberId, expiresAt }]);
  sweepExpiredCopyLinks();
}

export type LiveCopyLink = { numberId: number; tokenHash: string; expiresAt: Date };

/** The link behind a token while it lives, or null (unknown, malformed or older than 24 hours read alike). */
export async function findCopyLink(token: string, now = new Date()): Promise<LiveCopyLink | null> {
  if (!DRAFT_TOKEN_PATTERN.test(token)) return null;
  const db = await getDb();
  const tokenHash = draftTokenHash(token);
  const link = await db.applicantCopyLink.findUnique({ where: { tokenHash } });
  return link && link.expiresAt > now ? { numberId: link.numberId, tokenHash, expiresAt: link.expiresAt } : null;
}
