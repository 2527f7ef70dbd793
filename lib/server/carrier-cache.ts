import 'server-only';
import { setBounded } from './bounded-map';

/**
 * What every submission reads about its carrier and the office changes a few times a year (its record, its consent
 * choices and texts), kept in memory for a few seconds: read from the database on each of them it cost a fifth of
 * a submission's time (docs/performance.md). An edit made through this server is seen at once (its save calls
 * `forgetCarrier`); one made by another instance, or by a script such as company-add, within CARRIER_CACHE_MS. A
 * submission judged meanwhile by the former wording is told its text changed (409), and the wizard loads it again.
 */
export const CARRIER_CACHE_MS = 5_000;
// One entry per carrier and kind: an installation has tens of carriers; a client naming made-up codes only evicts.
const MAX_CARRIERS = 500;

type Entry = { value: Promise<unknown>; loadedAt: number };
const caches: Map<string, Entry>[] = [];

/** `load`, read at most once per CARRIER_CACHE_MS for each carrier. Callers must not change what it answers. */
export function carrierCache<T>(load: (companyCode: string) => Promise<T>, now: () => number = Date.now): (companyCode: string) => Promise<T> {
  const entries = new Map<string, Entry>();
  caches.push(entries);
  return (companyCode) => {
    const hit = entries.get(companyCode);
    if (hit && now() - hit.loadedAt < CARRIER_CACHE_MS) return hit.value as Promise<T>;
    const entry: Entry = { value: load(companyCode), loadedAt: now() };
    // A failed read is not kept: the next submission reads again.
    entry.value.catch(() => entries.get(companyCode) === entry && entries.delete(companyCode));
    setBounded(entries, companyCode, entry, MAX_CARRIERS);
    return entry.value as Promise<T>;
  };
}

/** After an edit of the carrier's record or consents: the next read goes to the database. */
export function forgetCarrier(companyCode: string): void {
  for (const entries of caches) entries.delete(companyCode);
}
