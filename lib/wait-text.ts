/**
 * How long to wait, from a 429's Retry-After (seconds): a few minutes (a missing or unreadable header), whole
 * minutes up to two hours, else whole hours. The applicant's pages word it in their language (`Wait` messages);
 * the staff area, in English, with waitText.
 */
export type WaitDuration = { unit: 'fewMinutes' } | { unit: 'minutes' | 'hours'; count: number };

export function waitDuration(retryAfter: string | number | null | undefined): WaitDuration {
  const seconds = Number(retryAfter);
  if (retryAfter === null || retryAfter === undefined || retryAfter === '' || !Number.isFinite(seconds) || seconds <= 0) {
    return { unit: 'fewMinutes' };
  }
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return { unit: 'minutes', count: Math.max(minutes, 1) };
  return { unit: 'hours', count: Math.ceil(minutes / 60) };
}

/** "a minute", "5 minutes", "2 hours", "a few minutes": the staff area's plain sentence. */
export function waitText(retryAfter: string | number | null | undefined): string {
  const wait = waitDuration(retryAfter);
  if (wait.unit === 'fewMinutes') return 'a few minutes';
  if (wait.unit === 'minutes') return wait.count === 1 ? 'a minute' : `${wait.count} minutes`;
  return `${wait.count} hours`;
}
