import 'server-only';
import { counterStore } from '../rate-limit/limits';

/**
 * The date of birth guards a saved draft (a link forwarded or seen on a shared phone must not show three years of
 * addresses). A date of birth has only some 30,000 likely values, so wrong tries are counted where every instance
 * sees them (the abuse-limit counters: the database, or Redis) and the fifth wrong one locks the draft for an hour.
 * Unlike the abuse limits, this check fails closed: without the counters nobody can tell how many tries were made,
 * so the draft is not opened (the caller answers 503).
 */
export const WRONG_DOB_TRIES = 5;
export const DOB_LOCK_MS = 60 * 60 * 1000;

const triesKey = (tokenHash: string) => `draft-dob:${tokenHash}`;
const lockKey = (tokenHash: string) => `draft-lock:${tokenHash}`;

/** Milliseconds the draft stays locked, or 0 when it may be tried. */
export async function draftLockedFor(tokenHash: string, now = Date.now()): Promise<number> {
  const lock = await (await counterStore()).peek(lockKey(tokenHash), now);
  return lock ? Math.max(1_000, lock.resetAt - now) : 0;
}

/** A wrong date: how many tries are left before the lock (0 = locked now). */
export async function recordWrongDob(tokenHash: string, now = Date.now()): Promise<number> {
  const store = await counterStore();
  const [tries] = await store.hit([{ key: triesKey(tokenHash), windowMs: DOB_LOCK_MS }], now);
  const wrong = tries?.count ?? WRONG_DOB_TRIES;
  if (wrong < WRONG_DOB_TRIES) return WRONG_DOB_TRIES - wrong;
  await store.hit([{ key: lockKey(tokenHash), windowMs: DOB_LOCK_MS }], now);
  // After the lock the count starts again: five more tries, then another hour.
  await store.clear([triesKey(tokenHash)]);
  return 0;
}

export async function clearWrongDobs(tokenHash: string): Promise<void> {
  await (await counterStore()).clear([triesKey(tokenHash)]);
}
