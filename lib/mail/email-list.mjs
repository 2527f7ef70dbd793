// @ts-check
// Mail addresses as people type them: one rule for the settings (OFFICE_NOTIFY_EMAILS, MAIL_FROM), the carriers'
// notification lists (staff form, staff API, `npm run company:add -- --notify`) and the outbox. Plain JavaScript
// because the start-up check and the command-line scripts run in plain Node; no `server-only`, the form uses it.
import * as z from 'zod/mini';

/** zod's address rule: no spaces, quotes, angle brackets or line breaks, so an address can never add a header. */
const emailSchema = z.email();

/** The most addresses one notice goes to; a longer list is a typo or a mailing list that should be one address. */
export const MAX_NOTIFY_EMAILS = 10;

/** @param {string} value */
export const isEmailAddress = (value) => value.length <= 254 && emailSchema.safeParse(value).success;

/**
 * A comma-separated list of addresses, trimmed, lower-cased and without repeats; `error` names the first bad one.
 * @param {string | undefined} text
 * @param {string} label how the message names the list, e.g. "OFFICE_NOTIFY_EMAILS"
 * @returns {{ ok: true, addresses: string[] } | { ok: false, error: string }}
 */
export function parseEmailList(text, label) {
  const items = (text ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  for (const item of items) {
    if (!isEmailAddress(item)) return { ok: false, error: `${label}: "${printable(item)}" is not an email address.` };
  }
  const addresses = [...new Set(items.map((item) => item.toLowerCase()))];
  if (addresses.length > MAX_NOTIFY_EMAILS) return { ok: false, error: `${label}: at most ${MAX_NOTIFY_EMAILS} addresses.` };
  return { ok: true, addresses };
}

/**
 * MAIL_FROM: `office@example.com` or `Example Trucking <office@example.com>`. The name may not hold line breaks,
 * quotes or angle brackets (nodemailer encodes it; refusing them keeps the sender exactly what the operator meant).
 * @param {string} text
 * @returns {{ ok: true, from: { name: string, address: string } } | { ok: false, error: string }}
 */
export function parseMailFrom(text) {
  const match = /^\s*(?:([^<>"\r\n\t]*?)\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(text);
  const address = match?.[2] ?? match?.[3] ?? '';
  if (!match || !isEmailAddress(address)) {
    return { ok: false, error: 'MAIL_FROM must be an address, e.g. office@example.com or "Example Trucking <office@example.com>".' };
  }
  return { ok: true, from: { name: (match[1] ?? '').trim(), address } };
}

/** A bad value quoted in a message: one line, bounded. @param {string} value */
const printable = (value) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, 80);
