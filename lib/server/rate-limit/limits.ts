import 'server-only';
import { getDb } from '../db';
import { serverConfig, type RateLimit, type ServerConfig } from '../env';
import { onShutdown } from '../shutdown';
import { clientNetwork } from './client-network';
import type { CounterStore } from './counter-store';
import { databaseCounterStore } from './database-store';
import { redisCounterStore } from './redis-store';

/** Go ahead, or wait this many seconds (the Retry-After of a 429). */
export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };
const ALLOWED: LimitVerdict = { allowed: true };

/** After this many wrong passwords in a row an account is locked: 1 minute, doubling per further miss, up to 1 hour. */
export const ACCOUNT_LOCK_AFTER_FAILURES = 5;
const FIRST_LOCK_MS = 60_000;
const LONGEST_LOCK_MS = 3_600_000;
/** Wrong passwords are forgotten a day after the first of them, or at once after a successful sign-in. */
const FAILURE_MEMORY_MS = 86_400_000;

const cache = globalThis as unknown as { driverApplicationCounters?: Promise<CounterStore> };

/**
 * The shared counters (also the date-of-birth lock of drafts and copies, lib/drafts/server/dob-lock.ts, the copies'
 * downloads per link and the receipts per address).
 */
export function counterStore(): Promise<CounterStore> {
  cache.driverApplicationCounters ??= (async () => {
    const { redisUrl } = serverConfig();
    if (!redisUrl) return databaseCounterStore(await getDb());
    const store = await redisCounterStore(redisUrl);
    onShutdown('redis', store.close);
    return store;
  })().catch((error: unknown) => {
    cache.driverApplicationCounters = undefined;
    throw error;
  });
  return cache.driverApplicationCounters;
}

/**
 * A limit that cannot be checked (store unreachable) lets the request through: losing a driver's application, or
 * locking the office out, is worse than a few minutes without the abuse limit. The failure is logged.
 */
async function orAllow(check: (store: CounterStore) => Promise<LimitVerdict>): Promise<LimitVerdict> {
  try {
    return await check(await counterStore());
  } catch (error) {
    console.error(`[rate-limit] counters unavailable, request allowed: ${error instanceof Error ? error.name : typeof error}`);
    return ALLOWED;
  }
}

const secondsUntil = (resetAt: number, now: number) => Math.max(1, Math.ceil((resetAt - now) / 1_000));

/**
 * Counts one request of a client against every window of `limits`; refused while any window is over its count. The
 * client is its network (lib/server/rate-limit/client-network.ts: an IPv4 address, an IPv6 /64), in either store.
 */
function countAgainst(scope: string, clientIp: string, limits: readonly RateLimit[], now: number): Promise<LimitVerdict> {
  return countKeyAgainst(`${scope}:${clientNetwork(clientIp)}`, limits, now);
}

/** Counts one hit on `prefix` against every window of `limits`; refused while any window is over its count. */
async function countKeyAgainst(prefix: string, limits: readonly RateLimit[], now: number): Promise<LimitVerdict> {
  return orAllow(async (store) => {
    const counters = await store.hit(limits.map((limit) => ({ key: `${prefix}:${limit.unit}`, windowMs: limit.windowMs })), now);
    const over = counters.filter((counter, index) => counter.count > (limits[index]?.max ?? Infinity));
    if (over.length === 0) return ALLOWED;
    return { allowed: false, retryAfterSeconds: Math.max(...over.map((counter) => secondsUntil(counter.resetAt, now))) };
  });
}

/** The settings that hold a list of limits (lib/server/env.ts); null turns that limit off. */
type LimitSetting = { [K in keyof ServerConfig]: ServerConfig[K] extends RateLimit[] | null ? K : never }[keyof ServerConfig];

/** A check of one client network against the limits of `setting`, counted under `scope` apart from the others. */
function perNetwork(scope: string, setting: LimitSetting) {
  return async (clientIp: string, now = Date.now()): Promise<LimitVerdict> => {
    const limits = serverConfig()[setting];
    return limits ? countAgainst(scope, clientIp, limits, now) : ALLOWED;
  };
}

/** A check of one address (a keyed digest of it, never the address) against the limits of `setting`. */
function perAddress(scope: string, setting: LimitSetting) {
  return async (addressKey: string, now = Date.now()): Promise<LimitVerdict> => {
    const limits = serverConfig()[setting];
    return limits ? countKeyAgainst(`${scope}:${addressKey}`, limits, now) : ALLOWED;
  };
}

/** POST /api/drivers: SUBMISSION_RATE_LIMIT per client network (default 10 a minute and 100 a day). */
export const submissionAllowance = perNetwork('submit', 'submissionRateLimits');

/** POST /api/documents: DOCUMENT_RATE_LIMIT per client network (default 30 a minute and 300 a day). */
export const documentAllowance = perNetwork('document', 'documentRateLimits');

/** The employer's inquiry page and answer (391.23): INQUIRY_RATE_LIMIT per client network, both counted. */
export const inquiryAllowance = perNetwork('inquiry', 'inquiryRateLimits');

/**
 * The applicant's copy (POST /api/applicant-copy): COPY_RATE_LIMIT per client network (default 10 an hour and 30 a
 * day), every request counted, a wrong date of birth as much as a download.
 */
export const copyAllowance = perNetwork('copy', 'copyRateLimits');

/**
 * The applicant's receipt to one address (RECEIPT_RATE_LIMIT, default 3 a day): `addressKey` is a keyed digest of the
 * address (lib/mail/server/receipt-limit.ts), never the address. Refused: that receipt is not sent.
 */
export const receiptAllowance = perAddress('receipt', 'receiptRateLimits');

/**
 * "Start from your last application" (POST /api/reuse, /api/reuse/open): COPY_RATE_LIMIT per client network, counted
 * apart from the copies: both are a link mailed or shown, opened with the date of birth.
 */
export const reuseAllowance = perNetwork('reuse', 'copyRateLimits');

/**
 * The reuse links mailed to one address (as the receipts, RECEIPT_RATE_LIMIT, default 3 a day): `addressKey` is a
 * keyed digest of the address. Refused: no mail is sent, and the page answers as always.
 */
export const reuseMailAllowance = perAddress('reuse-mail', 'receiptRateLimits');

/**
 * Saving and opening a saved application (POST /api/drafts, /api/drafts/open): the same SUBMISSION_RATE_LIMIT per
 * client network, counted apart, so an applicant who saves often never uses up the network's submissions.
 */
export const draftAllowance = perNetwork('draft', 'submissionRateLimits');

/**
 * The wizard's report that an applicant passed step 1 (POST /api/wizard-starts): the same SUBMISSION_RATE_LIMIT per
 * client network, counted apart, so a script cannot inflate the dashboard's "started" from one network, and a busy one
 * never uses up its applicants' saves or submissions.
 */
export const wizardStartAllowance = perNetwork('start', 'submissionRateLimits');

const signInPerNetwork = perNetwork('sign-in', 'signInRateLimits');

/**
 * Before a sign-in is tried: STAFF_SIGN_IN_RATE_LIMIT per client network (every attempt counts), and the lock of an
 * account that has had too many wrong passwords (whichever IPs they came from).
 */
export async function signInAllowance(email: string, clientIp: string, now = Date.now()): Promise<LimitVerdict> {
  const locked = await orAllow(async (store) => {
    const lock = await store.peek(`sign-in-lock:${email}`, now);
    return lock ? { allowed: false, retryAfterSeconds: secondsUntil(lock.resetAt, now) } : ALLOWED;
  });
  if (!locked.allowed) return locked;
  return signInPerNetwork(clientIp, now);
}

/** A wrong password: from the fifth in a row on, the account locks for 1, 2, 4 … minutes (at most an hour). */
export async function recordSignInFailure(email: string, now = Date.now()): Promise<void> {
  await orAllow(async (store) => {
    const [failures = 0] = (await store.hit([{ key: `sign-in-failures:${email}`, windowMs: FAILURE_MEMORY_MS }], now))
      .map((counter) => counter.count);
    if (failures >= ACCOUNT_LOCK_AFTER_FAILURES) {
      const lockMs = Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - ACCOUNT_LOCK_AFTER_FAILURES));
      // Sign-in is refused while the previous lock lasts, so this always starts a fresh lock window.
      await store.hit([{ key: `sign-in-lock:${email}`, windowMs: lockMs }], now);
    }
    return ALLOWED;
  });
}

export async function recordSignInSuccess(email: string): Promise<void> {
  await orAllow(async (store) => {
    await store.clear([`sign-in-failures:${email}`, `sign-in-lock:${email}`]);
    return ALLOWED;
  });
}
