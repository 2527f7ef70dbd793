// @ts-check
// The keys that link the applications of one person ("Applied before"), in plain JavaScript so that the start-up
// step that fills them for rows stored before they existed (scripts/support/fill-link-keys.mjs, run by
// `npm run db:migrate`) computes them exactly as the app does at submission (lib/server/application-row.ts).
//
// Each key is a keyed digest (HMAC-SHA256 with the applicant data key, pii-cipher.mjs keyedDigest): the database
// compares digests, never an SSN, and a copy of the table cannot be searched for a known SSN without the key. Each
// purpose has its own prefix, so no key equals a digest the app keeps for anything else (the signed content's SSN).
import { keyedDigest } from './pii-cipher.mjs';

/** @typedef {{ ssnDigest: string, dobPhoneDigest: string, dobEmailDigest: string }} LinkKeys */

/** The SSN's nine digits, or '' when it does not have nine (the dashes of 123-45-6789 do not matter). */
export function ssnDigits(/** @type {string} */ ssn) {
  const digits = String(ssn ?? '').replace(/\D/g, '');
  return digits.length === 9 ? digits : '';
}

/** mm/dd/yyyy (also without leading zeros) as yyyy-mm-dd, or '' when it is no such date. */
export function normalizedDob(/** @type {string} */ dob) {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(String(dob ?? ''));
  if (!match) return '';
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return '';
  return date.toISOString().slice(0, 10);
}

/**
 * The phone's digits: (713) 555-0142, 713.555.0142 and +1 713 555 0142 are one number. Fewer than 7 digits is no
 * number to link by.
 */
export function normalizedPhone(/** @type {string} */ phone) {
  let digits = String(phone ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length >= 7 ? digits : '';
}

/** The email trimmed and lower-cased ('' when it is not an address). */
export function normalizedEmail(/** @type {string} */ email) {
  const text = String(email ?? '').trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(text) ? text : '';
}

/**
 * The three link keys of one application. Two applications are the same person's when they share the SSN digest,
 * or the date of birth together with the phone or the email. A name is never a key: two drivers may share one,
 * and one driver may spell it two ways.
 * @param {{ ssn: string, dob: string, phone?: string, email?: string }} answers the SSN in plain text (at submission,
 *   or decrypted once by the start-up step)
 * @param {Buffer} key the applicant data key
 * @returns {LinkKeys}
 */
export function linkKeys(answers, key) {
  const ssn = ssnDigits(answers.ssn);
  const dob = normalizedDob(answers.dob);
  const phone = normalizedPhone(answers.phone ?? '');
  const email = normalizedEmail(answers.email ?? '');
  return {
    ssnDigest: ssn ? keyedDigest(`link.ssn:${ssn}`, key) : '',
    dobPhoneDigest: dob && phone ? keyedDigest(`link.dob-phone:${dob}|${phone}`, key) : '',
    dobEmailDigest: dob && email ? keyedDigest(`link.dob-email:${dob}|${email}`, key) : '',
  };
}

/**
 * The key an applicant's own email finds their applications by ("Applied before? Start from your last application",
 * lib/reuse): a keyed digest of the address alone, never compared in plain text. "none" for an application without
 * an address, so the start-up step that fills it for older rows reads each row once.
 * @param {string} email @param {Buffer} key
 */
export function emailKey(email, key) {
  const address = normalizedEmail(email);
  return address ? keyedDigest(`reuse.email:${address}`, key) : 'none';
}
