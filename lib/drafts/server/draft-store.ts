import 'server-only';
import { randomUUID } from 'node:crypto';
import { hasAttribution, type Attribution } from '@/lib/sources/attribution';
import { getDb, type Database } from '@/lib/server/db';
import { serverConfig } from '@/lib/server/env';
import { Prisma } from '@/lib/generated/sqlite/client';
import { execute, query, type Statements } from '@/lib/server/sql-transaction';
import { decryptText, encryptText } from '@/lib/server/pii-crypto';
import type { Locale } from '@/lib/i18n/locales';
import type { DraftAnswers } from './draft-answers';
import { draftProof, isDraftProof } from './draft-proof';
import { draftTokenHash, newDraftToken, type DraftKey } from './draft-token';
import { keepDraftDocuments, purgeDocumentsOfExpiredDrafts } from '@/lib/documents/server/draft-documents';

/** A saved application can be resumed for this long after its last save. */
export const DRAFT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** The answers are bound to their row: a ciphertext copied onto another draft does not open there. */
const cipherContext = (draftId: string) => Buffer.from(`application.draft:${draftId}`);

export function encryptAnswers(draftId: string, answers: DraftAnswers, key: Buffer): string {
  return encryptText(JSON.stringify(answers), key, cipherContext(draftId));
}

export function decryptAnswers(draftId: string, stored: string, key: Buffer): DraftAnswers {
  return JSON.parse(decryptText(stored, key, cipherContext(draftId))) as DraftAnswers;
}

export type SavedDraft = { kind: 'saved'; token: string; proof: string; expiresAt: Date; created: boolean };

/**
 * Saves the answers: with the token of a draft that is still there and the proof that its date of birth is known
 * (lib/drafts/server/draft-proof.ts), that draft is updated (the same link keeps working, for 30 days from now); with
 * its token but no proof, nothing changes (`proof-needed`); with no token, or one whose draft is gone, a new draft
 * with a new token. Each save is one statement on one row, so of two saves at once the later one wins whole; neither
 * can leave a mix of the two.
 */
export async function saveDraft(
  input: {
    token: string | null;
    proof: string | null;
    compCode: string;
    answers: DraftAnswers;
    stepsDone: number;
    attribution?: Attribution;
    /** The ids of step 4's documents the wizard holds (lib/documents/server/draft-documents.ts); absent: left as they are. */
    documentIds?: readonly string[];
    /** A new draft made from an earlier application (lib/reuse): its number, which the finished application names. */
    reusedFrom?: number;
    /** The wizard's language: the reminders are written in it. */
    language: Locale;
  },
  now = new Date(),
): Promise<SavedDraft | { kind: 'proof-needed' }> {
  const db = await getDb();
  const { dataKey } = serverConfig();
  const expiresAt = new Date(now.getTime() + DRAFT_LIFETIME_MS);
  // Expired drafts go on every save, so none outlives its 30 days by long on a server that is in use
  // (`npm run drafts:purge` does the same from a scheduler).
  await purgeExpiredDrafts(db, now);

  if (input.token) {
    const existing = await db.applicationDraft.findUnique({
      where: { tokenHash: draftTokenHash(input.token) },
      select: { id: true, expiresAt: true },
    });
    if (existing && existing.expiresAt > now) {
      if (!isDraftProof(input.proof, existing.id, dataKey)) return { kind: 'proof-needed' };
      const { count } = await db.applicationDraft.updateMany({
        where: { id: existing.id, expiresAt: { gt: now } },
        data: {
          compCode: input.compCode,
          answers: encryptAnswers(existing.id, input.answers, dataKey),
          stepsDone: input.stepsDone,
          revision: { increment: 1 },
          expiresAt,
          language: input.language,
          // A save may bring the address a reminder was waiting for.
          reminderRetryAt: null,
          // Where the applicant first came from stays; a save that names no source does not erase it.
          ...(input.attribution && hasAttribution(input.attribution) && input.attribution),
        },
      });
      if (count === 1) {
        if (input.documentIds) await keepDraftDocuments(db, existing.id, input.documentIds, now);
        return { kind: 'saved', token: input.token, proof: draftProof(existing.id, dataKey), expiresAt, created: false };
      }
    }
  }

  const id = randomUUID();
  const token = newDraftToken();
  await db.applicationDraft.create({
    data: {
      id,
      tokenHash: draftTokenHash(token),
      compCode: input.compCode,
      answers: encryptAnswers(id, input.answers, dataKey),
      stepsDone: input.stepsDone,
      expiresAt,
      language: input.language,
      ...input.attribution,
      ...(input.reusedFrom !== undefined && { reusedFrom: input.reusedFrom }),
    },
  });
  if (input.documentIds) await keepDraftDocuments(db, id, input.documentIds, now);
  return { kind: 'saved', token, proof: draftProof(id, dataKey), expiresAt, created: true };
}

export type DraftRecord = { id: string; compCode: string; answers: string; stepsDone: number; expiresAt: Date } & Attribution;

/** The draft behind a token while it has not expired, else null (unknown and expired links read alike). */
export async function findLiveDraft(token: string, now = new Date()): Promise<DraftRecord | null> {
  const db = await getDb();
  const draft = await db.applicationDraft.findUnique({
    where: { tokenHash: draftTokenHash(token) },
    select: {
      id: true,
      compCode: true,
      answers: true,
      stepsDone: true,
      expiresAt: true,
      source: true,
      utmSource: true,
      utmMedium: true,
      utmCampaign: true,
      utmTerm: true,
      utmContent: true,
    },
  });
  return draft && draft.expiresAt > now ? draft : null;
}

/** Deletes every expired draft; returns how many. */
export async function purgeExpiredDrafts(db: Database, now = new Date()): Promise<number> {
  await purgeDocumentsOfExpiredDrafts(db, now);
  const { count } = await db.applicationDraft.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}

/**
 * Inside the submission's transaction: the draft the application was resumed from is deleted with the same commit
 * that stores the application, so there is never both, nor neither. Only with the proof of its date of birth: an
 * application sent with someone else's link alone is stored, and their draft stays.
 */
export function* deleteSubmittedDraft(draft: DraftKey, dataKey: Buffer): Statements<void> {
  const { rows } = yield query(Prisma.sql`SELECT "id" FROM "ApplicationDraft" WHERE "tokenHash" = ${draftTokenHash(draft.token)}`);
  const id = rows[0]?.id;
  if (typeof id === 'string' && isDraftProof(draft.proof, id, dataKey)) {
    // Its documents that the application did not file (those it filed are the application's by now).
    yield execute(Prisma.sql`DELETE FROM "ApplicantDocument" WHERE "draftId" = ${id} AND "numberId" IS NULL`);
    yield execute(Prisma.sql`DELETE FROM "ApplicationDraft" WHERE "id" = ${id}`);
  }
}
