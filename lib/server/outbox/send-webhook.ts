import 'server-only';
import type { Outcome } from './outcome';
import { webhookHeaders } from './sign-webhook';
import { webhookBody } from './webhook-body';

/** A receiver gets this long to answer; a slow one costs the worker time, never an applicant. */
export const SEND_TIMEOUT_MS = 10_000;

/** POSTs one outbox row's notice, signed, to the configured receiver. */
export async function sendWebhook(
  deliveryId: number,
  numberId: number,
  storedBody: string,
  webhook: { url: string; secret: string },
): Promise<Outcome> {
  const body = webhookBody(storedBody, numberId);
  if (body === null) return { ok: false, status: null, error: 'unreadable outbox row' };
  try {
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: webhookHeaders(body, webhook.secret, deliveryId, new Date()),
      body,
      // A redirect is a failure, not an invitation to send the signed notice somewhere else.
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    // The answer's body is never read (nor logged): only its status matters. Cancelling frees the connection.
    await response.body?.cancel().catch(() => undefined);
    return response.ok ? { ok: true, status: response.status } : { ok: false, status: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, status: null, error: describeFailure(error) };
  }
}

/** A short kind of failure for the staff page and the log; never a message that could quote data. */
export function describeFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${SEND_TIMEOUT_MS / 1000} s`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : '';
  return networkFailure(code);
}

/** A socket error code as words. */
export function networkFailure(code: string): string {
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'connection reset';
    default:
      return code ? `network error (${code.slice(0, 40)})` : 'network error';
  }
}
