import 'server-only';
import { randomUUID } from 'node:crypto';
import { hasAttribution, type Attribution } from '@/lib/sources/attribution';
import { getDb, type Database } from '../db';
import { serverConfig } from '../env';
import { decryptText, encryptText } from '../pii-crypto';
import type { DraftAnswers } from './draft-answers';
import { draftTokenHash, newDraftToken } from './draft-token';

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

export type SavedDraft = { token: string; expiresAt: Date };

/**
 * Saves the answers: with the token of a draft that is still there, that draft is updated (the same link keeps
 * working, for 30 days from now); otherwise a new draft with a new token. Each save is one statement on one row,
 * so of two saves at once the later one wins whole; neither can leave a mix of the two.
 */
export async function saveDraft(
  input: { token: string | null; compCode: string; answers: DraftAnswers; stepsDone: number; attribution?: Attribution },
  now = new Date(),
): Promise<SavedDraft & { created: boolean }> {
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
      const { count } = await db.applicationDraft.updateMany({
        where: { id: existing.id, expiresAt: { gt: now } },
        data: {
          compCode: input.compCode,
          answers: encryptAnswers(existing.id, input.answers, dataKey),
          stepsDone: input.stepsDone,
          revision: { increment: 1 },
          expiresAt,
          // Where the applicant first came from stays; a save that names no source does not erase it.
          ...(input.attribution && hasAttribution(input.attribution) && input.attribution),
        },
      });
      if (count === 1) return { token: input.token, expiresAt, created: false };
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
      ...input.attribution,
    },
  });
  return { token, expiresAt, created: true };
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
  const { count } = await db.applicationDraft.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}

/**
 * Inside the submission's transaction: the draft the application was resumed from is deleted with the same commit
 * that stores the application, so there is never both, nor neither.
 */
export async function deleteSubmittedDraft(transaction: Database, token: string): Promise<void> {
  await transaction.applicationDraft.deleteMany({ where: { tokenHash: draftTokenHash(token) } });
}
