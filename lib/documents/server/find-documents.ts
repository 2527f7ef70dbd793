import 'server-only';
import { getDb } from '@/lib/server/db';
import { serverConfig } from '@/lib/server/env';
import { decryptDocument } from './document-cipher';

/** A filed document as the office lists it: its facts and, for a photo, its thumbnail as a data URL (never cached). */
export type FiledDocumentView = {
  id: string;
  kind: string;
  mediaType: string;
  byteSize: number;
  width: number;
  height: number;
  sha256: string;
  thumbnailUrl: string | null;
};

/** The documents of one application, in the order filed. */
export async function filedDocuments(numberId: number): Promise<FiledDocumentView[]> {
  const db = await getDb();
  const { dataKey } = serverConfig();
  const rows = await db.applicantDocument.findMany({
    where: { numberId },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { id: true, kind: true, mediaType: true, byteSize: true, width: true, height: true, sha256: true, file: { select: { thumbnail: true } } },
  });
  return rows.map(({ file, ...row }) => ({ ...row, thumbnailUrl: file?.thumbnail ? thumbnailUrl(file.thumbnail, dataKey, row.id) : null }));
}

function thumbnailUrl(stored: Uint8Array, dataKey: Buffer, id: string): string | null {
  try {
    return `data:image/jpeg;base64,${decryptDocument(stored, dataKey, id, 'thumbnail').toString('base64')}`;
  } catch {
    return null;
  }
}

/**
 * Whose documents: an application's (its number), or a DQ file's (lib/dq-file), which are never the application's
 * (their numberId is null, so they never join its signed documents section).
 */
export type DocumentOwner = number | { dqFileId: number };
const ownedBy = (owner: DocumentOwner) => (typeof owner === 'number' ? { numberId: owner } : { dqItem: { fileId: owner.dqFileId } });

/** One filed document's bytes, decrypted, for the office to view or download; null when it is not this owner's. */
export async function filedDocumentContent(owner: DocumentOwner, id: string) {
  const db = await getDb();
  const row = await db.applicantDocument.findFirst({ where: { id, ...ownedBy(owner) }, select: { id: true, kind: true, mediaType: true, file: { select: { content: true } } } });
  if (!row?.file) return null;
  return { kind: row.kind, mediaType: row.mediaType, bytes: decryptDocument(row.file.content, serverConfig().dataKey, row.id) };
}

/** The decrypted bytes of every filed document, for the PDF of record (or the DQ file's, item by item). */
export async function filedDocumentContents(owner: DocumentOwner) {
  const db = await getDb();
  const { dataKey } = serverConfig();
  const rows = await db.applicantDocument.findMany({
    where: ownedBy(owner),
    orderBy: [{ dqItemId: 'asc' }, { position: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, kind: true, mediaType: true, sha256: true, dqItemId: true, file: { select: { content: true } } },
  });
  return rows.map((row) => {
    let bytes: Buffer | null = null;
    try {
      if (row.file) bytes = decryptDocument(row.file.content, dataKey, row.id);
    } catch {
      // Bytes that no longer open: the page says the application was altered; the PDF says the document is unreadable.
    }
    return { id: row.id, kind: row.kind, mediaType: row.mediaType, sha256: row.sha256, dqItemId: row.dqItemId, bytes };
  });
}
