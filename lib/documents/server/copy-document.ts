import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Database } from '@/lib/server/db';
import { decryptDocument, encryptDocument } from './document-cipher';

type StoredDocument = {
  id: string;
  kind: string;
  mediaType: string;
  byteSize: number;
  width: number;
  height: number;
  sha256: string;
  content: Uint8Array;
  thumbnail: Uint8Array | null;
};

/**
 * A stored document copied as a new upload nobody has claimed yet (a draft or a submission claims it by its id): the
 * same bytes and SHA-256, encrypted again under the copy's own id, as a ciphertext is bound to its row. The original
 * stays with the application whose signature covers it.
 */
export async function copyDocument(db: Database, document: StoredDocument, dataKey: Buffer): Promise<{ id: string; kind: string; mediaType: string; sha256: string }> {
  const id = randomBytes(16).toString('base64url');
  await db.applicantDocument.create({
    data: {
      id,
      kind: document.kind,
      mediaType: document.mediaType,
      byteSize: document.byteSize,
      width: document.width,
      height: document.height,
      sha256: document.sha256,
      content: encryptDocument(decryptDocument(document.content, dataKey, document.id), dataKey, id),
      thumbnail: document.thumbnail ? encryptDocument(decryptDocument(document.thumbnail, dataKey, document.id, 'thumbnail'), dataKey, id, 'thumbnail') : null,
    },
  });
  return { id, kind: document.kind, mediaType: document.mediaType, sha256: document.sha256 };
}
