import 'server-only';
import { createPrivateKey, createPublicKey, hkdfSync, sign, verify, type KeyObject } from 'node:crypto';
import { canonicalJsonV1 } from '@/lib/signed-content/server/signed-content-versions';
import { FILE_FORMAT, type FileEnvelope } from '../file-format';

/**
 * The installation's signing key for application files: Ed25519, derived one-way from the data key (HKDF), so an
 * installation has one without another secret to keep, and its public key can be published (FILE_KEYS_PATH) while
 * revealing nothing of the data key. Files are signed over the canonical JSON of the envelope without its signature.
 */

/** PKCS #8 DER of an Ed25519 private key, before its 32-byte seed (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
/** SPKI DER of an Ed25519 public key, before its 32 bytes. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

const keys = new WeakMap<Buffer, { privateKey: KeyObject; keyId: string }>();

export function fileSigningKey(dataKey: Buffer): { privateKey: KeyObject; keyId: string } {
  let key = keys.get(dataKey);
  if (!key) {
    const seed = Buffer.from(hkdfSync('sha256', dataKey, 'driver-application', 'application-file-signing', 32));
    const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
    const raw = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(ED25519_SPKI_PREFIX.length);
    key = { privateKey, keyId: Buffer.from(raw).toString('base64url') };
    keys.set(dataKey, key);
  }
  return key;
}

const signedPart = ({ signature: _signature, ...envelope }: FileEnvelope | Record<string, unknown>) => Buffer.from(canonicalJsonV1(envelope), 'utf8');

/** The signed file of one application document (already without the SSN). */
export function signApplicationFile(
  document: Record<string, unknown>,
  issuer: FileEnvelope['issuer'],
  dataKey: Buffer,
  issuedAt = new Date(),
): FileEnvelope {
  const { privateKey, keyId } = fileSigningKey(dataKey);
  const unsigned = { format: FILE_FORMAT, issuer, keyId, issuedAt: issuedAt.toISOString(), document, signature: '' } satisfies FileEnvelope;
  return { ...unsigned, signature: sign(null, signedPart(unsigned), privateKey).toString('base64url') };
}

export type FileCheck = 'verified' | 'not-checked' | 'altered';

/**
 * Whether a file's signature holds under a key this installation trusts (its own, and the keys an admin listed in
 * TRUSTED_FILE_KEYS): 'verified'; 'not-checked' when its key is not one of them (no key is ever fetched from an
 * address a file names); 'altered' when a trusted key's signature does not match what the file holds.
 */
export function checkApplicationFile(envelope: Record<string, unknown>, trustedKeyIds: readonly string[]): FileCheck {
  const { keyId, signature } = envelope;
  if (typeof keyId !== 'string' || !trustedKeyIds.includes(keyId)) return 'not-checked';
  if (typeof signature !== 'string' || !/^[A-Za-z0-9_-]{86}$/.test(signature)) return 'altered';
  const publicKey = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(keyId, 'base64url')]), format: 'der', type: 'spki' });
  try {
    return verify(null, signedPart(envelope), publicKey, Buffer.from(signature, 'base64url')) ? 'verified' : 'altered';
  } catch {
    return 'altered';
  }
}
