import 'server-only';
import { getDb } from '../db';
import { serverConfig } from '../env';
import { retryDelayMs } from './retry-delay';
import { webhookHeaders } from './sign-webhook';
import { webhookBody } from './webhook-body';

/** A receiver gets this long to answer; a slow one costs the worker time, never an applicant. */
export const SEND_TIMEOUT_MS = 10_000;
/** A claim outlives the longest send with room to spare; a worker that dies mid-send frees its rows by then. */
const CLAIM_MS = 60_000;
/** Rows claimed per pass; they are sent in parallel, so one slow receiver call does not queue the rest. */
export const BATCH_SIZE = 10;

export type DeliveryPass = { claimed: number; delivered: number; failed: number };

type Outcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/**
 * One pass over the outbox: claims the notices that are due, POSTs each signed, and records the outcome.
 * A 2xx marks a notice delivered; anything else schedules another try with backoff. Safe to run in several
 * processes at once: a row is sent only by whoever's conditional claim on it succeeded.
 */
export async function deliverDueWebhooks(now: Date = new Date()): Promise<DeliveryPass> {
  const pass: DeliveryPass = { claimed: 0, delivered: 0, failed: 0 };
  const webhook = serverConfig().webhook;
  if (!webhook) return pass;
  const db = await getDb();

  const due = {
    deliveredAt: null,
    nextAttemptAt: { lte: now },
    OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }],
  };
  const candidates = await db.webhookDelivery.findMany({
    where: due,
    orderBy: { nextAttemptAt: 'asc' },
    take: BATCH_SIZE,
    select: { id: true, numberId: true, body: true, attempts: true },
  });

  const lockedUntil = new Date(now.getTime() + CLAIM_MS);
  // Settled, not Promise.all: the pass ends only when every claimed row has its outcome recorded.
  const results = await Promise.allSettled(
    candidates.map(async (row) => {
      // The claim only succeeds on the row exactly as read (same attempts, still due, unclaimed), so two workers
      // that read the same candidate cannot both send it, and `attempts` below is current.
      const claim = await db.webhookDelivery.updateMany({
        where: { id: row.id, attempts: row.attempts, ...due },
        data: { lockedUntil },
      });
      if (claim.count !== 1) return;
      pass.claimed += 1;

      const attempts = row.attempts + 1;
      const sentAt = new Date();
      const outcome = await send(row.id, row.numberId, row.body, webhook);
      if (outcome.ok) {
        pass.delivered += 1;
        // Recorded whoever holds the claim now: the notice did arrive.
        await db.webhookDelivery.update({
          where: { id: row.id },
          data: { deliveredAt: new Date(), attempts, lastStatus: outcome.status, lastError: '', lockedUntil: null },
        });
        return;
      }
      pass.failed += 1;
      const delay = retryDelayMs(attempts, webhook.retryBaseMs);
      // Only while the claim is still ours: if it ran out, another worker owns the row and its record wins.
      await db.webhookDelivery.updateMany({
        where: { id: row.id, lockedUntil },
        data: {
          attempts,
          lastStatus: outcome.status,
          lastError: outcome.error,
          nextAttemptAt: new Date(sentAt.getTime() + delay),
          lockedUntil: null,
        },
      });
      console.warn(
        `[webhook] delivery ${row.id} failed: ${outcome.error} (attempt ${attempts}, next in ${Math.ceil(delay / 1000)} s)`,
      );
    }),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return pass;
}

async function send(
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
