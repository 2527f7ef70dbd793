import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@/lib/server/db';
import type { DocumentKind } from '../document-kinds';
import type { CheckedUpload } from './check-upload';
import { encryptDocument } from './document-cipher';

/** An upload that no application or saved draft has taken after this long is deleted. */
export const UNCLAIMED_DOCUMENT_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps one checked upload, encrypted, unlinked: the submission (or a saved draft) claims it by its id within a
 * day. The SHA-256 is of the bytes kept (the re-encoded image, or the PDF as sent), the one the signature covers.
 */
export async function storeUpload(
  db: Database,
  kind: DocumentKind,
  checked: CheckedUpload & { ok: true },
  dataKey: Buffer,
  // A DQ item's document is filed with its item at once: never unclaimed, never an application's (lib/dq-file).
  owner: { dqItemId: number } | null = null,
) {
  const id = randomBytes(16).toString('base64url');
  const sha256 = createHash('sha256').update(checked.bytes).digest('hex');
  await db.applicantDocument.create({
    data: {
      id,
      kind,
      dqItemId: owner?.dqItemId ?? null,
      mediaType: checked.mediaType,
      byteSize: checked.bytes.length,
      width: checked.width,
      height: checked.height,
      sha256,
      file: {
        create: {
          content: encryptDocument(checked.bytes, dataKey, id),
          thumbnail: checked.thumbnail ? encryptDocument(checked.thumbnail, dataKey, id, 'thumbnail') : null,
        },
      },
    },
  });
  return { id, kind, sha256, mediaType: checked.mediaType, byteSize: checked.bytes.length, width: checked.width, height: checked.height };
}

/**
 * Deletes the uploads no application, saved draft or DQ item took within a day (run by the app after an upload, and by the
 * purge commands). A draft's documents go with the draft (the foreign key cascades), an application's with it.
 */
export async function deleteUnclaimedDocuments(db: Database, now = Date.now()): Promise<number> {
  const { count } = await db.applicantDocument.deleteMany({
    where: { numberId: null, draftId: null, dqItemId: null, createdAt: { lt: new Date(now - UNCLAIMED_DOCUMENT_MS) } },
  });
  return count;
}
