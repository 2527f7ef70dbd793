import 'server-only';
import { Prisma } from '@/lib/generated/sqlite/client';
import type { Database } from '@/lib/server/db';
import { readRows } from '@/lib/server/sql-transaction';
import { refusal } from '@/lib/server/http/route-error';
import { DOCUMENT_KINDS, REQUIRED_KINDS } from '../document-kinds';
import { submittedDocumentsSchema } from '../submitted-documents';
import type { DocumentFiling } from './document-section';
import { UNCLAIMED_DOCUMENT_MS } from './store-upload';
import { draftTokenHash, type DraftKey } from '@/lib/drafts/server/draft-token';
import { isDraftProof } from '@/lib/drafts/server/draft-proof';
import { copyDocument, WITH_FILE } from './copy-document';

/** One of each; the other kinds may come more than once (two hazmat pages). */
const ONCE_KINDS = new Set(['cdl-front', 'cdl-back', 'medical-card']);

export type DocumentRefusalTexts = { missingCdl: string; unknownDocument: string; tooManyDocuments: string };

/**
 * The documents a submission names (POST /api/drivers, `documents`: the ids the uploads answered), checked: each
 * uploaded within the day and not yet part of an application (or kept by the saved draft this application is
 * finished from, or filed by the first try of this very submission), the CDL's front and back among them, no kind
 * twice that comes once. The files themselves never travel with the submission. Refused with 422 and
 * `fields.documents`; nothing is stored.
 *
 * One more case: corrected answers after a try whose answer was lost, naming documents that try filed and that the
 * browser holds no file of (photos kept by a saved draft, or offered again from an earlier application). The client
 * names that try's Idempotency-Key (`earlierAttempt`, a secret only that browser has); each such document is copied
 * for this application, as the first keeps what its signature covers.
 *
 * A body without `documents` at all is a client older than them (the original client's contract,
 * docs/specification.md): stored, and shown to the office as "CDL photos not on file", as consents are. The wizard
 * always sends them.
 */
export async function fileDocuments(
  db: Database,
  body: Record<string, unknown>,
  from: { draftId: string | null; idempotencyKey: string | null; earlierAttempt?: string | null },
  texts: DocumentRefusalTexts,
  dataKey: Buffer,
  now = Date.now(),
): Promise<DocumentFiling | null> {
  if (body.documents === undefined) return null;
  const refuse = (message: string, problem: string) => refusal(422, message, { fields: { documents: message }, documentProblems: [problem] });
  const parsed = submittedDocumentsSchema.safeParse(body.documents);
  if (!parsed.success) throw refuse(texts.tooManyDocuments, 'documents: not a list of at most 8 document ids');
  const ids = [...new Set(parsed.data)];
  const rows = await uploadedDocuments(db, ids);
  // Which submission filed a document already filed (a retry's, or a lost try's): asked only then, not on every one.
  const filedIds = [...new Set(rows.flatMap((row) => (row.numberId === null ? [] : [row.numberId])))];
  const filedBy = new Map(
    filedIds.length === 0
      ? []
      : (await db.applicant.findMany({ where: { numberId: { in: filedIds } }, select: { numberId: true, idempotencyKey: true } }))
          .map((applicant) => [applicant.numberId, applicant] as const),
  );
  const byId = new Map(rows.map((row) => [row.id, { ...row, applicant: row.numberId === null ? null : filedBy.get(row.numberId) }]));
  const toCopy: string[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    // A retry of a submission whose answer was lost names documents its first try filed: the store answers it with
    // that application (Idempotency-Key).
    const retried = row?.applicant && from.idempotencyKey !== null && row.applicant.idempotencyKey === from.idempotencyKey;
    const unclaimed = row && row.numberId === null && (row.draftId === null ? now - row.createdAt.getTime() < UNCLAIMED_DOCUMENT_MS : row.draftId === from.draftId);
    const filedByEarlierAttempt = row?.applicant && from.earlierAttempt && row.applicant.idempotencyKey === from.earlierAttempt;
    if (filedByEarlierAttempt && !retried) toCopy.push(id);
    else if (!retried && !unclaimed) throw refuse(texts.unknownDocument, `${id}: unknown, expired or already filed`);
  }
  const kinds = ids.map((id) => byId.get(id)!.kind);
  if (!REQUIRED_KINDS.every((kind) => kinds.includes(kind))) throw refuse(texts.missingCdl, 'documents: the CDL front and back are required');
  for (const kind of ONCE_KINDS) {
    if (kinds.filter((each) => each === kind).length > 1) throw refuse(texts.unknownDocument, `${kind}: sent twice`);
  }
  for (const id of toCopy) {
    // Read whole only here: a submission's usual documents are checked without their bytes.
    const copy = await copyDocument(db, await db.applicantDocument.findUniqueOrThrow({ where: { id }, include: WITH_FILE }), dataKey);
    byId.set(id, { ...byId.get(id)!, ...copy });
  }
  // Filed in step 4's order of kinds, then as sent.
  const order = (kind: string) => (DOCUMENT_KINDS as readonly string[]).indexOf(kind);
  const documents = ids
    .map((id) => byId.get(id)!)
    .sort((a, b) => order(a.kind) - order(b.kind))
    .map(({ id, kind, mediaType, sha256 }) => ({ id, kind, mediaType, sha256 }));
  return { documents };
}

/**
 * The uploads named, without their bytes: read on every wizard submission, so as one prepared statement
 * (lib/server/sql-transaction.ts). A document of a driver qualification file is the office's, never an applicant's
 * to name.
 */
async function uploadedDocuments(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await readRows(
    db,
    Prisma.sql`SELECT "id", "kind", "mediaType", "sha256", "numberId", "draftId", "createdAt" FROM "ApplicantDocument"
      WHERE "id" IN (${Prisma.join(ids)}) AND "dqItemId" IS NULL`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    kind: String(row.kind),
    mediaType: String(row.mediaType),
    sha256: String(row.sha256),
    numberId: row.numberId === null ? null : Number(row.numberId),
    draftId: row.draftId === null ? null : String(row.draftId),
    createdAt: new Date(row.createdAt as string | Date),
  }));
}

/** The saved draft an application is finished from, when its proof holds: its documents may be filed. */
export async function provenDraftId(db: Database, draft: DraftKey | null, dataKey: Buffer): Promise<string | null> {
  if (!draft) return null;
  const row = await db.applicationDraft.findUnique({ where: { tokenHash: draftTokenHash(draft.token) }, select: { id: true } });
  return row && isDraftProof(draft.proof, row.id, dataKey) ? row.id : null;
}
