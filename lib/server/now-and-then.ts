import 'server-only';
import { logFailure } from './http/log-failure';

/**
 * Housekeeping that requests set off without waiting for it (deleting expired links, unclaimed uploads): `work` runs
 * at most once per `everyMs` in this process, after the caller has gone on; a failure is logged under `place`, never
 * passed to the request that happened to set it off.
 */
export function nowAndThen(everyMs: number, place: string, work: () => Promise<unknown>, clock: () => number = Date.now): () => void {
  let last = -Infinity;
  return () => {
    const now = clock();
    if (now - last < everyMs) return;
    last = now;
    void work().catch((error: unknown) => logFailure(place, 'sweep', error));
  };
}
