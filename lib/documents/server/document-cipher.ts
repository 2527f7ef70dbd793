import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A document's bytes at rest: AES-256-GCM with the applicant data key (the key of the SSNs), as one buffer
 * `version (1 byte) | iv (12) | tag (16) | ciphertext`. The row's id is authenticated with it, so a document's
 * ciphertext copied into another row does not open.
 */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const context = (id: string, part: 'content' | 'thumbnail') => Buffer.from(`applicant.document.${part}.${id}`);

export function encryptDocument(plain: Buffer, key: Buffer, id: string, part: 'content' | 'thumbnail' = 'content'): Buffer<ArrayBuffer> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(context(id, part));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), data]);
}

/** Throws when the stored bytes are not this row's, or were changed. */
export function decryptDocument(stored: Uint8Array, key: Buffer, id: string, part: 'content' | 'thumbnail' = 'content'): Buffer {
  const bytes = Buffer.from(stored);
  if (bytes[0] !== VERSION || bytes.length < 1 + IV_BYTES + TAG_BYTES) throw new Error('Unknown document ciphertext');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(1, 1 + IV_BYTES));
  decipher.setAAD(context(id, part));
  decipher.setAuthTag(bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
}
