import 'server-only';
import { getDb } from '@/lib/server/db';

/** The item of that file, with the application its file came from (for the audit row); null when not that file's. */
export async function findItemOwner(fileId: number, itemId: number): Promise<{ numberId: number | null } | null> {
  const db = await getDb();
  const item = await db.dqItem.findFirst({ where: { id: itemId, fileId }, select: { file: { select: { numberId: true } } } });
  return item ? { numberId: item.file.numberId } : null;
}

/** The application a DQ document's file came from, for the audit row; null when the document is no DQ item's. */
export async function findItemOwnerOfDocument(documentId: string): Promise<{ numberId: number | null } | null> {
  const db = await getDb();
  const row = await db.applicantDocument.findUnique({ where: { id: documentId }, select: { dqItem: { select: { file: { select: { numberId: true } } } } } });
  return row?.dqItem ? { numberId: row.dqItem.file.numberId } : null;
}
