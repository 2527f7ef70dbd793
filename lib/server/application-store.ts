import 'server-only';
import { logFailure } from './http/log-failure';
import type { Applicant } from '@/lib/applicant/schema';
import { hasAttribution, type Attribution } from '@/lib/sources/attribution';
import { COPY_LINK_LIFETIME_MS, COPY_PATH, storeCopyLinkStep } from '@/lib/applicant-copy/server/copy-link';
import { applicationRow, payloadDigest } from './application-row';
import { getDb, type Database } from './db';
import { insertRowReturningStep, insertRowsStep } from './raw-insert';
import { runTransaction } from './sql-transaction';
import { deleteSubmittedDraft } from '@/lib/drafts/server/draft-store';
import { draftTokenHash, newDraftToken, type DraftKey } from '@/lib/drafts/server/draft-token';
import { serverConfig } from './env';
import type { ShownLanguage } from '@/lib/signed-content/server/signed-content-versions';
import { recordAuditEvent } from './audit/record-event';
import { recentCompany } from '@/lib/companies/companies';
import { newApplicationNotices, receiptAddress } from './outbox/new-application-notices';
import { receiptAllowed } from '@/lib/mail/server/receipt-limit';
import type { CheckedScreening } from '@/lib/screening/server/check-answers';
import { screeningSubmission } from '@/lib/screening/server/screening-record';
import type { ConsentFiling } from '@/lib/consents/server/consent-filing';
import { consentRecord } from '@/lib/consents/server/consent-section';
import { documentRecord, type DocumentFiling } from '@/lib/documents/server/document-section';

export type SubmissionMeta = {
  idempotencyKey: string | null;
  submitterIp: string;
  userAgent: string;
  /**
   * The saved draft this application was finished from (its token and the proof of its date of birth): deleted in
   * the same transaction when the proof holds.
   */
  draft?: DraftKey | null;
  /** The language the wizard showed the application in (its declaration with the submit); English when not declared. */
  shownLanguage?: ShownLanguage;
  /**
   * Where the applicant came from, as the wizard declared it (lib/sources/attribution.ts). When it declares none
   * and the application is finished from a saved draft, the draft's is kept: a resumed application keeps its source.
   */
  attribution?: Attribution;
  /** The answers to the carrier's screening questions, checked (lib/screening); none: not screened. */
  screening?: CheckedScreening;
  /**
   * The background-check consents it was signed with, checked (lib/consents/server/consent-filing.ts); null or absent
   * for a client that sent none (the application is flagged "consents not on file").
   */
  consents?: ConsentFiling | null;
  /** The documents of step 4 it names, checked (lib/documents/server/document-filing.ts): linked in its transaction. */
  documents?: DocumentFiling | null;
  /** Where the answers came from, checked (lib/application-file/server/started-from-record.ts): "" when typed. */
  startedFrom?: string;
  /**
   * A check still under way beside this call (the signature's PNG, read in a worker): the row is prepared meanwhile,
   * and nothing is written or counted before it settles; its rejection is thrown unchanged.
   */
  checked?: Promise<void>;
};
export type StoredSubmission = { numberId: number; creationDate: string };
export type StoreResult =
  /**
   * `notices`: outbox rows were written with it, to be sent now (lib/server/outbox). `copyPath`: the link to the
   * applicant's own copy (the receipt's, shown in the confirmation as well), stored with the application.
   */
  | { kind: 'created'; submission: StoredSubmission; notices: boolean; copyPath: string }
  | { kind: 'replayed'; submission: StoredSubmission }
  | { kind: 'key-reused' };

const toSubmission = (row: { numberId: number; creationDate: Date }): StoredSubmission => ({
  numberId: row.numberId,
  creationDate: row.creationDate.toISOString(),
});

/**
 * Stores one validated application. The SSN is kept only encrypted (plus its last four digits for display).
 * With an Idempotency-Key, a retry of the same application returns the first answer and stores nothing new;
 * the same key with a different application is refused rather than silently ignored.
 */
export async function storeApplication(applicant: Applicant, meta: SubmissionMeta): Promise<StoreResult> {
  const db = await getDb();
  const config = serverConfig();
  const { dataKey } = config;
  // Stored, signed and filed with the application; a retry with the same key must carry the same answers too.
  const screening = screeningSubmission(meta.screening, dataKey);
  const submissionDigest = screening.digest(payloadDigest(applicant, dataKey));

  const replay = async (): Promise<StoreResult | null> => {
    if (!meta.idempotencyKey) return null;
    const earlier = await db.applicant.findUnique({
      where: { idempotencyKey: meta.idempotencyKey },
      select: { numberId: true, creationDate: true, payloadDigest: true },
    });
    if (!earlier) return null;
    return earlier.payloadDigest === submissionDigest
      ? { kind: 'replayed', submission: toSubmission(earlier) }
      : { kind: 'key-reused' };
  };

  try {
    const receivedAt = new Date();
    const attribution = meta.attribution && hasAttribution(meta.attribution)
      ? meta.attribution
      : meta.draft
        ? ((await draftAttribution(db, meta.draft.token)) ?? meta.attribution)
        : meta.attribution;
    // The consents are signed with the answers (a section of the signed content) and stored with them, as are the
    // answers to the carrier's screening questions.
    const consents = consentRecord(meta.consents ?? null, receivedAt);
    const documents = documentRecord(meta.documents ?? null);
    const row = {
      ...applicationRow(
        applicant,
        {
          receivedAt,
          submitterIp: meta.submitterIp,
          userAgent: meta.userAgent,
          idempotencyKey: meta.idempotencyKey,
          shownLanguage: meta.shownLanguage,
          attribution,
          payloadDigest: submissionDigest,
        },
        dataKey,
        { ...screening.sections, ...consents.sections, ...documents.sections },
      ),
      screeningOutcome: screening.outcome,
      startedFrom: meta.startedFrom || (meta.draft ? await draftReusedFrom(db, meta.draft.token) : ''),
    };
    // The carrier's name and notification list go into the mails; read before the transaction, which stays short.
    const carrier = config.mail ? await recentCompany(applicant.compCode) : null;
    // The receipt carries the link to the applicant's own copy. Its token is made here and its hash
    // stored in the same transaction as the application and the receipt row, so the row can never name a link that
    // does not exist. The link in the row is the one secret the outbox keeps: the worker removes it as soon as the
    // receipt is delivered, and after 24 hours it opens nothing anyway (docs/notices.md). One link serves the mail
    // and the confirmation's download button.
    const copyToken = newDraftToken();
    const copyLink = config.mail
      ? { url: `${config.mail.appBaseUrl}${COPY_PATH}/${copyToken}`, expiresAt: new Date(receivedAt.getTime() + COPY_LINK_LIFETIME_MS) }
      : undefined;
    await meta.checked;
    const receiptTo = config.mail ? receiptAddress(applicant) : null;
    const receiptSkipped = receiptTo !== null && !(await receiptAllowed(receiptTo, dataKey));
    const notices = newApplicationNotices(
      applicant,
      { receivedAt, missingItems: row.missingItems, copyLink, receiptSkipped, language: meta.shownLanguage },
      carrier,
      config,
    );
    // The outbox rows are written in the same transaction: the application is never stored without its notices,
    // and a receiver or mail server that is down or slow is never waited for here. Likewise the saved draft it
    // came from is deleted, and its screening answers and consents written, with the same commit.
    const numberId = await runTransaction(db, function* () {
      const stored = yield* insertApplication(row);
      if (screening.write) yield* screening.write(stored);
      yield* consents.store(stored);
      // Before the draft is deleted: its documents go with it otherwise (the foreign key cascades).
      yield* documents.store(stored);
      if (meta.draft) yield* deleteSubmittedDraft(meta.draft, dataKey);
      // Delivery's `@default(now())` is Prisma's, not the table's: its moments are written here.
      yield* insertRowsStep(
        'WebhookDelivery',
        notices.map((notice) => ({ ...notice, numberId: stored, createdAt: receivedAt, nextAttemptAt: receivedAt })),
      );
      yield* storeCopyLinkStep(copyToken, stored, receivedAt);
      return stored;
    });
    if (receiptSkipped) {
      // Where the office sees it (/staff/audit): no receipt row exists in /staff/deliveries for this application.
      await recordAuditEvent(
        { action: 'receipt-skipped', numberId, detail: {} },
        null,
        { ip: meta.submitterIp, userAgent: meta.userAgent },
      ).catch((error: unknown) => logFailure('receipts', 'audit', error));
    }
    return {
      kind: 'created',
      submission: toSubmission({ numberId, creationDate: receivedAt }),
      notices: notices.length > 0,
      copyPath: `${COPY_PATH}/${copyToken}`,
    };
  } catch (error) {
    // The Idempotency-Key is already stored: a retry of an application stored before (its first answer is
    // returned), two copies of one submission racing (the loser answers with the winner's row), or a reused key.
    const earlier = isUniqueViolation(error) ? await replay() : null;
    if (earlier) return earlier;
    throw error;
  }
}

/** Where the saved draft an application is finished from came from; null when there is no such draft. */
async function draftAttribution(db: Database, token: string): Promise<Attribution | null> {
  return db.applicationDraft.findUnique({
    where: { tokenHash: draftTokenHash(token) },
    select: { source: true, utmSource: true, utmMedium: true, utmCampaign: true, utmTerm: true, utmContent: true },
  });
}

/** For a draft started from an earlier application (lib/reuse), the `startedFrom` that says so; "" otherwise. */
async function draftReusedFrom(db: Database, token: string): Promise<string> {
  const draft = await db.applicationDraft.findUnique({ where: { tokenHash: draftTokenHash(token) }, select: { reusedFrom: true } });
  return draft?.reusedFrom ? JSON.stringify({ kind: 'previous', numberId: draft.reusedFrom }) : '';
}

/** The application's row: one INSERT … RETURNING as raw SQL, the hot path of a hiring rush (lib/server/raw-insert.ts). */
const insertApplication = (row: Record<string, unknown>) => insertRowReturningStep('Applicant', row, 'numberId');

/**
 * P2002 from a model query; from a raw one P2010 with the driver's code (SQLite 2067, PostgreSQL 23505); better-sqlite3's
 * own error in a transaction run on its connection (lib/server/sql-transaction.ts).
 */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, meta } = error as { code?: unknown; meta?: { code?: unknown; driverAdapterError?: unknown } };
  if (code === 'P2002' || code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
  const text = JSON.stringify(meta ?? {});
  return code === 'P2010' && /2067|23505|UniqueConstraintViolation|UNIQUE constraint/i.test(text);
}
