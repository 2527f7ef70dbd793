import { readCookie } from '@/lib/cookies';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/csrf-names';

/**
 * fetch() for the staff area's own API calls from the browser: JSON in and out, with the double-submit CSRF
 * token every state-changing staff request must carry (the same scheme as the applicant's submission).
 */
export async function staffFetch(url: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  const token = readCookie(CSRF_COOKIE, document.cookie) ?? '';
  return fetch(url, {
    method: init.method ?? 'POST',
    headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: token },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
}
