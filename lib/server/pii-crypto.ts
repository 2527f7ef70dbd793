import 'server-only';

/** The app's way to the personal-data cipher (plain JavaScript, shared with the start-up check): server code only. */
export { decryptSsn, decryptText, encryptSsn, encryptText, keyedDigest } from './pii-cipher.mjs';
