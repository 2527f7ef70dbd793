import 'server-only';

/** Retries never stop (every notice is delivered at least once), but never wait longer than this between tries. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * Wait before the next try after `attempts` failed tries: base · 2^(attempts-1), capped at an hour, then
 * randomized between half and all of that, so notices that failed together (a receiver outage) do not all
 * come back at the same instant.
 */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const ceiling = Math.min(baseMs * 2 ** exponent, MAX_RETRY_DELAY_MS);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
