import { readCookie } from '@/lib/cookies';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/csrf-names';
import type { Applicant } from './schema';

export const SUBMIT_URL = '/api/drivers';
/** A request that hangs (dead connection on a phone) must end in the retry dialog, not an endless spinner. */
const TIMEOUT_MS = 30_000;

export type SubmitOutcome = { ok: true } | { ok: false; status: number | null };

/**
 * POSTs the application. The double-submit CSRF token travels from the XSRF-TOKEN cookie to the X-XSRF-TOKEN
 * header; the Idempotency-Key is the same on a retry, so a submit whose answer was lost is not stored twice.
 */
export async function submitApplication(
  payload: Applicant,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Idempotency-Key': idempotencyKey,
  };
  const token = typeof document === 'undefined' ? undefined : readCookie(CSRF_COOKIE, document.cookie);
  if (token) headers[CSRF_HEADER] = token;
  try {
    const response = await fetchImpl(SUBMIT_URL, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      credentials: 'same-origin',
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIMEOUT_MS) : undefined,
    });
    return response.ok ? { ok: true } : { ok: false, status: response.status };
  } catch {
    return { ok: false, status: null };
  }
}
