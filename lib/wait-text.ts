/**
 * "a minute", "5 minutes", "2 hours": how long to wait, from a 429's Retry-After (seconds), for a plain sentence.
 * A missing or unreadable header reads as "a few minutes".
 */
export function waitText(retryAfter: string | number | null | undefined): string {
  const seconds = Number(retryAfter);
  if (retryAfter === null || retryAfter === undefined || retryAfter === '' || !Number.isFinite(seconds) || seconds <= 0) {
    return 'a few minutes';
  }
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return 'a minute';
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
