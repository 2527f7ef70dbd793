import 'server-only';
import { parseUsDate } from '@/lib/applicant/us-date';
import { counterStore } from '@/lib/server/rate-limit/limits';

/**
 * The date of birth guards what a link opens: a saved draft (a link forwarded or seen on a shared phone must not show
 * three years of addresses) and the applicant's copy of a submitted application (its link is mailed to an address
 * nobody verified). A date of birth has only some 30,000 likely values, so wrong tries are counted where every
 * instance sees them (the abuse-limit counters: the database, or Redis) and the fifth wrong one locks that link for
 * an hour. Unlike the abuse limits, this check fails closed: without the counters nobody can tell how many tries
 * were made, so nothing is opened (the caller answers 503).
 */
export const WRONG_DOB_TRIES = 5;
export const DOB_LOCK_MS = 60 * 60 * 1000;

/** What a link opens: each kind counts its own tries, under the hash of its token (never the token). */
export type DobLockScope = 'draft' | 'copy' | 'reuse';

const triesKey = (scope: DobLockScope, tokenHash: string) => `${scope}-dob:${tokenHash}`;
const lockKey = (scope: DobLockScope, tokenHash: string) => `${scope}-lock:${tokenHash}`;

/** Milliseconds the link stays locked, or 0 when it may be tried. */
export async function dobLockedFor(scope: DobLockScope, tokenHash: string, now = Date.now()): Promise<number> {
  const lock = await (await counterStore()).peek(lockKey(scope, tokenHash), now);
  return lock ? Math.max(1_000, lock.resetAt - now) : 0;
}

/** A wrong date: how many tries are left before the lock (0 = locked now). */
export async function recordWrongDob(scope: DobLockScope, tokenHash: string, now = Date.now()): Promise<number> {
  const store = await counterStore();
  const [tries] = await store.hit([{ key: triesKey(scope, tokenHash), windowMs: DOB_LOCK_MS }], now);
  const wrong = tries?.count ?? WRONG_DOB_TRIES;
  if (wrong < WRONG_DOB_TRIES) return WRONG_DOB_TRIES - wrong;
  await store.hit([{ key: lockKey(scope, tokenHash), windowMs: DOB_LOCK_MS }], now);
  // After the lock the count starts again: five more tries, then another hour.
  await store.clear([triesKey(scope, tokenHash)]);
  return 0;
}

export async function clearWrongDobs(scope: DobLockScope, tokenHash: string): Promise<void> {
  await (await counterStore()).clear([triesKey(scope, tokenHash)]);
}

/** A typed date of birth as mm/dd/yyyy, also without leading zeros (5/7/1990), as a day number; null when no date. */
export function dobDay(text: string): number | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  return parseUsDate(`${match[1]!.padStart(2, '0')}/${match[2]!.padStart(2, '0')}/${match[3]}`)?.getTime() ?? null;
}
