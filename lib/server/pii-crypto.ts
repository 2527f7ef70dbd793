import 'server-only';

/** The app's way to the SSN cipher (plain JavaScript, shared with the start-up check): server code only. */
export { decryptSsn, encryptSsn, keyedDigest } from './pii-cipher.mjs';
