import 'server-only';
import type { ApplicantDocument, ApplicantDocumentFile } from '@/lib/generated/sqlite/client';
import type { Database } from '@/lib/server/db';
import type { DocumentKind } from '../document-kinds';
import { decryptDocument } from './document-cipher';
import { storeUpload } from './store-upload';

/** What a copy needs of a stored document: the row, less whose it is, with its bytes (read with `WITH_FILE`). */
type StoredDocument = Omit<ApplicantDocument, 'numberId' | 'draftId' | 'dqItemId' | 'position' | 'createdAt'> & {
  file: Pick<ApplicantDocumentFile, 'content' | 'thumbnail'> | null;
};

/** The `include` that reads a document with its bytes, for a copy. */
export const WITH_FILE = { file: true } as const;

/**
 * A stored document copied as a new upload nobody has claimed yet (a draft or a submission claims it by its id): its
 * bytes, already checked when first sent, stored again as an upload is, so under the copy's own id and encryption
 * (a ciphertext is bound to its row) with the same SHA-256. The original stays with the application whose signature
 * covers it.
 */
export async function copyDocument(db: Database, document: StoredDocument, dataKey: Buffer) {
  const { file } = document;
  if (!file) throw new Error(`Document ${document.id} has no bytes to copy.`);
  return storeUpload(
    db,
    document.kind as DocumentKind,
    {
      ok: true,
      mediaType: document.mediaType as 'image/jpeg' | 'application/pdf',
      bytes: decryptDocument(file.content, dataKey, document.id),
      width: document.width,
      height: document.height,
      thumbnail: file.thumbnail ? decryptDocument(file.thumbnail, dataKey, document.id, 'thumbnail') : null,
    },
    dataKey,
  );
}
