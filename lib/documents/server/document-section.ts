import 'server-only';
import { createHash } from 'node:crypto';
import type { Database } from '@/lib/server/db';
import { Prisma } from '@/lib/generated/sqlite/client';
import { serverConfig } from '@/lib/server/env';
import { execute, type Statements } from '@/lib/server/sql-transaction';
import { decryptDocument } from './document-cipher';

/**
 * The "documents" section of the signed content (lib/signed-content/server/signed-sections.ts): each document of
 * step 4 in the order filed, by its type, media type and the SHA-256 of its bytes. Built from the filing when the
 * application is stored, and, whenever it is verified, from the bytes the table holds now (decrypted and hashed
 * again, not the sha256 column): a document replaced, removed or added after signing reads "Altered after signing".
 * An application without documents (one stored before them) has none: null.
 */
export type DocumentSectionEntry = { position: number; kind: string; mediaType: string; sha256: string };

/** What the submission files: the documents it names, checked (./document-filing.ts). */
export type FiledDocument = { id: string; kind: string; mediaType: string; sha256: string };
export type DocumentFiling = { documents: FiledDocument[] };

export function documentSection(filing: DocumentFiling | null): DocumentSectionEntry[] | null {
  if (!filing || filing.documents.length === 0) return null;
  return filing.documents.map((document, position) => ({ position, kind: document.kind, mediaType: document.mediaType, sha256: document.sha256 }));
}

/** The section as the table holds it now (the loader of SIGNED_SECTION_LOADERS). */
export async function loadDocumentSection(db: Database, numberId: number): Promise<DocumentSectionEntry[] | null> {
  const rows = await db.applicantDocument.findMany({
    where: { numberId },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { id: true, position: true, kind: true, mediaType: true, file: { select: { content: true } } },
  });
  if (rows.length === 0) return null;
  const { dataKey } = serverConfig();
  return rows.map((row) => ({ position: row.position, kind: row.kind, mediaType: row.mediaType, sha256: storedSha256(row.id, row.file?.content, dataKey) }));
}

/** The SHA-256 of a row's bytes as they decrypt now; bytes that no longer open are not what was signed. */
function storedSha256(id: string, content: Uint8Array | undefined, dataKey: Buffer): string {
  if (!content) return 'unreadable';
  try {
    return createHash('sha256').update(decryptDocument(content, dataKey, id)).digest('hex');
  } catch {
    return 'unreadable';
  }
}

/**
 * Links the filed documents to the stored application (inside the transaction that stores it), each at its place.
 * A document claimed meanwhile by another submission makes the transaction fail: nothing is stored.
 */
function* linkDocuments(numberId: number, filing: DocumentFiling | null): Statements<void> {
  const ids = filing?.documents.map((document) => document.id) ?? [];
  if (ids.length === 0) return;
  // One raw statement for all of them, as the application's own row (lib/server/raw-insert.ts): `updateMany` is
  // compiled anew on every call, once per document.
  const positions = Prisma.join(ids.map((id, position) => Prisma.sql`WHEN ${id} THEN CAST(${position} AS INTEGER)`), ' ');
  const { changes } = yield execute(Prisma.sql`
    UPDATE "ApplicantDocument" SET "numberId" = ${numberId}, "position" = CASE "id" ${positions} END, "draftId" = NULL
    WHERE "id" IN (${Prisma.join(ids)}) AND "numberId" IS NULL`);
  if (changes !== ids.length) throw new DocumentClaimedError();
}

export class DocumentClaimedError extends Error {
  override name = 'DocumentClaimedError';
}

/** What storing an application does with its documents (lib/server/application-store.ts). */
export function documentRecord(filing: DocumentFiling | null) {
  return {
    sections: { documents: documentSection(filing) },
    store: (numberId: number) => linkDocuments(numberId, filing),
  };
}
