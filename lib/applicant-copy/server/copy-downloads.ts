import 'server-only';
import { counterStore } from '@/lib/server/rate-limit/limits';
import { COPY_LINK_LIFETIME_MS } from './copy-link';

/**
 * Downloads of one copy link over its 24 hours: enough for a phone, a computer and a retry or two; a link that
 * leaked cannot be used to pull the application again and again. Counted in the shared counters, under the hash of
 * the token, on every instance.
 */
export const DOWNLOADS_PER_LINK = 5;

const downloadsKey = (tokenHash: string) => `copy-downloads:${tokenHash}`;

/** Downloads left on a link before this one (0 = none). */
export async function copyDownloadsLeft(tokenHash: string, now = Date.now()): Promise<number> {
  const counter = await (await counterStore()).peek(downloadsKey(tokenHash), now);
  return Math.max(0, DOWNLOADS_PER_LINK - (counter?.count ?? 0));
}

/** Counts one download handed out; answers the downloads left after it. */
export async function recordCopyDownload(tokenHash: string, now = Date.now()): Promise<number> {
  const [counter] = await (await counterStore()).hit([{ key: downloadsKey(tokenHash), windowMs: COPY_LINK_LIFETIME_MS }], now);
  return Math.max(0, DOWNLOADS_PER_LINK - (counter?.count ?? DOWNLOADS_PER_LINK));
}
