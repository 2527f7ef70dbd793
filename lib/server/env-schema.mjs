// @ts-check
// The server's settings and their rules, in one place for the two readers: lib/server/env.ts (the running app)
// and scripts/check-config.mjs (`npm start` refuses to start, with one line, on a value the app could not use).
// Plain JavaScript because the start-up script runs in plain Node.
import { z } from 'zod';
import { parseEmailList, parseMailFrom } from '../mail/email-list.mjs';
import { parseTrustProxy } from './client-address.mjs';
import { parseRateLimits } from './rate-limit/setting.mjs';

/**
 * `10/minute,100/day` or `off` (null), read by the one parser.
 * @param {string} name @param {string} fallback
 */
function rateLimitSetting(name, fallback) {
  return z
    .string()
    .default(fallback)
    .transform((value, context) => {
      try {
        return parseRateLimits(value, name);
      } catch (error) {
        context.addIssue({ code: 'custom', message: /** @type {Error} */ (error).message });
        return z.NEVER;
      }
    });
}

/** An optional URL with one of `protocols`; an empty value counts as unset. */
const optionalUrl = (/** @type {RegExp} */ protocols, /** @type {string} */ message) =>
  z.url({ protocol: protocols, message }).optional().or(z.literal('').transform(() => undefined));

/** An optional whole number within bounds; an empty value counts as unset. */
const wholeNumber = (/** @type {string} */ name, /** @type {number} */ min, /** @type {number} */ max, /** @type {number} */ fallback) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ message: `${name} must be a whole number.` }).int(`${name} must be a whole number.`)
      .min(min, `${name} must be at least ${min}.`).max(max, `${name} must be at most ${max}.`).default(fallback),
  );

const DURATION_UNITS_MS = /** @type {const} */ ({ s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 });
/** A saved application lasts 30 days (lib/drafts/server/draft-store.ts): a reminder after that could never be opened. */
const LAST_REMINDER_MS = 29 * DURATION_UNITS_MS.d;

/**
 * The two reminders of a saved application, after its last save: `1d,3d` (units s, m, h, d), `off` for none.
 * @param {string | undefined} value
 * @returns {{ ok: true, delaysMs: [number, number] | null } | { ok: false, error: string }}
 */
export function parseReminderDelays(value) {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'off') return { ok: true, delaysMs: null };
  const parts = (text || '1d,3d').split(',').map((part) => /^(\d{1,6})([smhd])$/.exec(part.trim()));
  const delays = parts.map((match) => (match ? Number(match[1]) * DURATION_UNITS_MS[/** @type {'s'|'m'|'h'|'d'} */ (match[2])] : NaN));
  const [first, second] = delays;
  if (delays.length !== 2 || first === undefined || second === undefined || !(first >= 1_000) || !(second > first) || second > LAST_REMINDER_MS) {
    return { ok: false, error: 'DRAFT_REMINDERS must be two delays after the last save, the second longer, at most 29d (e.g. 1d,3d or 30s,60s), or off.' };
  }
  return { ok: true, delaysMs: [first, second] };
}

export const envSchema = z.object({
  DATABASE_URL: z.string().optional(),
  APPLICANT_DATA_KEY: z.string().optional(),
  /** Extra origins allowed to POST (comma-separated), e.g. when a proxy rewrites the Host header. */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((list) => (list ?? '').split(',').map((origin) => origin.trim()).filter(Boolean)),
  /** Largest accepted request body; a signed application is ~20 KB, the default leaves ample room. */
  MAX_BODY_BYTES: wholeNumber('MAX_BODY_BYTES', 1_024, 104_857_600, 1_048_576),
  /** Public address of the app (https://apply.example.com): links in webhooks, secure staff cookies. */
  APP_BASE_URL: optionalUrl(/^https?$/, 'APP_BASE_URL must be the public address, e.g. https://apply.example.com.'),
  /** Signs staff sessions. Optional: derived from APPLICANT_DATA_KEY when unset, so one secret suffices. */
  BETTER_AUTH_SECRET: z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters.').optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sign-in attempts allowed per client IP, e.g. `10/minute`; `off` disables this part (load tests only). */
  STAFF_SIGN_IN_RATE_LIMIT: rateLimitSetting('STAFF_SIGN_IN_RATE_LIMIT', '10/minute'),
  /** Applications accepted per client IP, e.g. `10/minute,100/day` (a family or truck stop shares one IP). */
  SUBMISSION_RATE_LIMIT: rateLimitSetting('SUBMISSION_RATE_LIMIT', '10/minute,100/day'),
  /** Documents uploaded at step 4 (POST /api/documents) per client IP, e.g. `30/minute,300/day`. */
  DOCUMENT_RATE_LIMIT: rateLimitSetting('DOCUMENT_RATE_LIMIT', '30/minute,300/day'),
  /** The employers' inquiry links (391.23): page loads and answers per client IP, e.g. `30/minute,300/day`. */
  INQUIRY_RATE_LIMIT: rateLimitSetting('INQUIRY_RATE_LIMIT', '30/minute,300/day'),
  /** The applicant's copy (POST /api/applicant-copy): tries and downloads per client network, e.g. `10/hour,30/day`. */
  COPY_RATE_LIMIT: rateLimitSetting('COPY_RATE_LIMIT', '10/hour,30/day'),
  /** Receipts mailed to one applicant address, e.g. `3/day` (the application is stored either way). */
  RECEIPT_RATE_LIMIT: rateLimitSetting('RECEIPT_RATE_LIMIT', '3/day'),
  /** Abuse-limit counters live in Redis when set (redis://…), else in the database. */
  REDIS_URL: optionalUrl(/^rediss?$/, 'REDIS_URL must look like redis://host:6379/0.'),
  /** Where each new application is announced (POST, JSON); unset = no webhook. */
  APPLICATION_WEBHOOK_URL: optionalUrl(/^https?$/, 'APPLICATION_WEBHOOK_URL must be an http(s) address.'),
  /** HMAC-SHA256 key for the webhook's signature header; required with the URL. */
  APPLICATION_WEBHOOK_SECRET: z.string().optional(),
  /** First retry delay of a failed delivery (webhook or mail); it doubles per attempt up to an hour. Tests shorten it. */
  WEBHOOK_RETRY_BASE_MS: wholeNumber('WEBHOOK_RETRY_BASE_MS', 10, 3_600_000, 5_000),
  /** The mail server: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465; unset = no mail. */
  SMTP_URL: optionalUrl(/^smtps?$/, 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465.'),
  /** The sender of every mail: office@example.com or "Example Trucking <office@example.com>"; required with SMTP_URL. */
  MAIL_FROM: z.string().optional().transform((value, context) => {
    if (!value?.trim()) return undefined;
    const parsed = parseMailFrom(value);
    if (parsed.ok) return parsed.from;
    context.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }),
  /** Who is mailed each new application when its carrier has no notification list (comma-separated). */
  OFFICE_NOTIFY_EMAILS: z.string().optional().transform((value, context) => {
    const parsed = parseEmailList(value, 'OFFICE_NOTIFY_EMAILS');
    if (parsed.ok) return parsed.addresses;
    context.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }),
  /**
   * The public keys of other installations whose application files this one trusts (lib/application-file): their
   * keys as published at /.well-known/driver-application-keys.json (`keyId`, base64url), comma-separated. This
   * installation's own key is always trusted; no key is ever fetched from an address a file names.
   */
  TRUSTED_FILE_KEYS: z.string().optional().transform((list, context) => {
    const keys = (list ?? '').split(',').map((key) => key.trim()).filter(Boolean);
    const bad = keys.find((key) => !/^[A-Za-z0-9_-]{43}$/.test(key));
    if (bad === undefined) return keys;
    context.addIssue({ code: 'custom', message: 'TRUSTED_FILE_KEYS must list Ed25519 public keys (43 characters of base64url each), comma-separated.' });
    return z.NEVER;
  }),
  /** The office's IANA time zone (e.g. America/Chicago): DQ due days are counted in it for carriers without their own. */
  OFFICE_TIME_ZONE: z.string().optional().transform((value, context) => {
    const zone = value?.trim() || 'UTC';
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone;
    } catch {
      context.addIssue({ code: 'custom', message: 'OFFICE_TIME_ZONE must be an IANA time zone such as America/Chicago.' });
      return z.NEVER;
    }
  }),
  /** Bearer secret of GET /api/cron/deliveries (a scheduler's call, e.g. Vercel Cron); unset = the route is off. */
  CRON_SECRET: z.string().min(16, 'CRON_SECRET must be at least 16 characters.').optional()
    .or(z.literal('').transform(() => undefined)),
  /** The reminders of a saved, unsubmitted application (docs/drafts-and-copies.md): two delays after the last save, or off. */
  DRAFT_REMINDERS: z.string().optional().transform((value, context) => {
    const parsed = parseReminderDelays(value);
    if (parsed.ok) return parsed.delaysMs;
    context.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }),
  /** `off` where no process lives on between requests (serverless): notices then go out after each submission and by cron. */
  DELIVERY_WORKER: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : 'on'),
    z.enum(['on', 'off'], { message: 'DELIVERY_WORKER must be on or off.' }),
  ),
  /** How many proxies of ours are in front: which X-Forwarded-For entry is the client (client-address.mjs). */
  TRUST_PROXY: z.string().optional().transform((value, context) => {
    try {
      return parseTrustProxy(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: /** @type {Error} */ (error).message });
      return z.NEVER;
    }
  }),
  /** Read by server.mjs: the port, and how long requests in progress may finish after SIGTERM. */
  PORT: wholeNumber('PORT', 0, 65_535, 3_000),
  SHUTDOWN_GRACE_MS: wholeNumber('SHUTDOWN_GRACE_MS', 0, 600_000, 10_000),
}).refine((env) => !env.APPLICATION_WEBHOOK_URL || (env.APPLICATION_WEBHOOK_SECRET ?? '').length >= 16, {
  message: 'APPLICATION_WEBHOOK_SECRET (16 characters or more) is required when APPLICATION_WEBHOOK_URL is set.',
  path: ['APPLICATION_WEBHOOK_SECRET'],
}).refine((env) => !env.APPLICATION_WEBHOOK_URL || env.APP_BASE_URL, {
  // The staff link in each notice: taken from a request, it would be whatever Host/Origin the sender chose.
  message: 'APP_BASE_URL is required when APPLICATION_WEBHOOK_URL is set (the staff links in the notices use it).',
  path: ['APP_BASE_URL'],
}).refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
  message: 'MAIL_FROM (the sender, e.g. office@example.com) is required when SMTP_URL is set.',
  path: ['MAIL_FROM'],
}).refine((env) => !env.SMTP_URL || env.APP_BASE_URL, {
  message: 'APP_BASE_URL is required when SMTP_URL is set (the staff links in the mails use it).',
  path: ['APP_BASE_URL'],
});

/**
 * The settings as given, with a renamed setting read under its old name when only that is set: a deployment that
 * kept SAFETY_HISTORY_RATE_LIMIT (the 391.23 inquiries' first name) keeps its limit.
 * @param {Record<string, string | undefined>} env
 */
export function withRenamedSettings(env) {
  return env.INQUIRY_RATE_LIMIT === undefined && env.SAFETY_HISTORY_RATE_LIMIT !== undefined
    ? { ...env, INQUIRY_RATE_LIMIT: env.SAFETY_HISTORY_RATE_LIMIT }
    : env;
}

/**
 * The first problem with the settings in `env`, as one line for an operator, or null when they can be used.
 * @param {Record<string, string | undefined>} env
 */
export function settingsProblem(env) {
  const parsed = envSchema.safeParse(withRenamedSettings(env));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'The settings cannot be used.');
}
