// @ts-check
// AES-256-GCM for personal data at rest, in plain JavaScript so that the start-up check (scripts/check-config.mjs,
// plain Node) can tell whether the configured key opens what is stored. The app imports it through
// lib/server/pii-crypto.ts, which keeps it out of client code.
import { createCipheriv, createDecipheriv, createHmac, createSecretKey, randomBytes } from 'node:crypto';

/** @type {WeakMap<Buffer, import('node:crypto').KeyObject>} */
const keyObjects = new WeakMap();

/**
 * The key as Node's KeyObject, made once per key: given the raw bytes, Node imports them again for every HMAC and
 * cipher, and a submission makes several (an HMAC took 17 µs that way and 3.5 µs with the KeyObject, on Node 24).
 * @param {Buffer} key @returns {import('node:crypto').KeyObject}
 */
function keyObject(key) {
  let made = keyObjects.get(key);
  if (!made) {
    made = createSecretKey(key);
    keyObjects.set(key, made);
  }
  return made;
}

/**
 * The format is versioned so the key or algorithm can change later without guessing what an old row holds:
 * `v1.<iv>.<auth tag>.<ciphertext>`, each part base64url.
 */
const VERSION = 'v1';
// Binds ciphertexts to their purpose: an SSN ciphertext cannot be passed off as another field's.
const SSN_CONTEXT = Buffer.from('applicant.ssn');

/** @param {string} plain @param {Buffer} key @returns {string} */
export function encryptSsn(plain, key) {
  return encryptText(plain, key, SSN_CONTEXT);
}

/** @param {string} stored @param {Buffer} key @returns {string} */
export function decryptSsn(stored, key) {
  return decryptText(stored, key, SSN_CONTEXT);
}

/**
 * The same cipher for other personal data (a saved draft's answers): `context` is authenticated with the
 * ciphertext, so a ciphertext only opens for the purpose (and row) it was written for.
 * @param {string} plain @param {Buffer} key @param {Buffer} context @returns {string}
 */
export function encryptText(plain, key, context) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyObject(key), iv);
  cipher.setAAD(context);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** @param {string} stored @param {Buffer} key @param {Buffer} context @returns {string} */
export function decryptText(stored, key, context) {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== VERSION || !iv || !tag || !data) throw new Error('Unknown ciphertext format');
  const decipher = createDecipheriv('aes-256-gcm', keyObject(key), Buffer.from(iv, 'base64url'));
  decipher.setAAD(context);
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * A keyed digest: a plain hash of a payload holding an SSN could be brute-forced from the other columns.
 * @param {string} text @param {Buffer} key @returns {string}
 */
export function keyedDigest(text, key) {
  return createHmac('sha256', keyObject(key)).update(text).digest('base64url');
}
