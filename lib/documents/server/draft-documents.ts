import 'server-only';
import type { Database } from '@/lib/server/db';
import { DOCUMENT_KINDS } from '../document-kinds';
import { documentLabel } from './document-labels';
import { UNCLAIMED_DOCUMENT_MS } from './store-upload';

/**
 * A saved application ("Save and finish later") keeps its documents: the save names the ids the wizard holds, and
 * those uploads (unclaimed and less than a day old, or already this draft's) become the draft's, living as long as
 * it does; a document the applicant removed since the last save is deleted. The resumed wizard lists them again.
 */
export async function keepDraftDocuments(db: Database, draftId: string, ids: readonly string[], now = new Date()): Promise<void> {
  await db.applicantDocument.deleteMany({ where: { draftId, id: { notIn: [...ids] } } });
  if (ids.length === 0) return;
  await db.applicantDocument.updateMany({
    where: {
      id: { in: [...ids] },
      numberId: null,
      OR: [{ draftId }, { draftId: null, createdAt: { gt: new Date(now.getTime() - UNCLAIMED_DOCUMENT_MS) } }],
    },
    data: { draftId },
  });
}

/** In step 4's order of kinds, then as uploaded. */
const byKind = <Row extends { kind: string }>(rows: Row[]) =>
  rows.sort((a, b) => (DOCUMENT_KINDS as readonly string[]).indexOf(a.kind) - (DOCUMENT_KINDS as readonly string[]).indexOf(b.kind));

/** The documents a saved draft keeps, in step 4's order: what the resumed wizard shows. */
export async function draftDocuments(db: Database, draftId: string) {
  return byKind(
    await db.applicantDocument.findMany({
      where: { draftId, numberId: null },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { id: true, kind: true, mediaType: true },
    }),
  );
}

/** For the office's unfinished list: which documents each draft keeps ("CDL, front; CDL, back"), by draft id. */
export async function draftDocumentNames(db: Database, draftIds: readonly string[]): Promise<Map<string, string>> {
  if (draftIds.length === 0) return new Map();
  const rows = await db.applicantDocument.findMany({
    where: { draftId: { in: [...draftIds] }, numberId: null },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { draftId: true, kind: true },
  });
  const names = new Map<string, string[]>();
  for (const row of byKind(rows)) names.set(row.draftId!, [...(names.get(row.draftId!) ?? []), documentLabel(row.kind)]);
  return new Map([...names].map(([id, kinds]) => [id, kinds.join('; ')]));
}

/**
 * Deletes the documents of drafts that expired (before the drafts themselves, each table named) and the uploads
 * nobody claimed within a day; their bytes go with them by the foreign key's cascade.
 */
export async function purgeDocumentsOfExpiredDrafts(db: Database, now = new Date()): Promise<void> {
  await db.applicantDocument.deleteMany({ where: { numberId: null, draft: { expiresAt: { lte: now } } } });
  await db.applicantDocument.deleteMany({ where: { numberId: null, draftId: null, dqItemId: null, createdAt: { lt: new Date(now.getTime() - UNCLAIMED_DOCUMENT_MS) } } });
}
