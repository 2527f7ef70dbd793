import 'server-only';
import { getDb } from '../db';
import { serverConfig, type ServerConfig } from '../env';
import type { Outcome } from './outcome';
import { withoutCopyLink } from '@/lib/mail/server/mail-content';
import { retryDelayMs } from './retry-delay';
import { sendInquiryMail } from '@/lib/inquiries/server/request-mail';
import { deliverMessage, sendMail } from '@/lib/mail/server/send-mail';
import { dqDigestMail } from '@/lib/dq-file/server/digest-mail';
import { sendWebhook } from './send-webhook';
import { sendReuseMail } from '@/lib/reuse/server/reuse-mail';
import type { DeliveryKind } from './delivery-kinds';

/** A claim outlives the longest send with room to spare; a worker that dies mid-send frees its rows by then. */
const CLAIM_MS = 60_000;
/** Rows claimed per pass; they are sent in parallel, so one slow receiver call does not queue the rest. */
export const BATCH_SIZE = 10;

export type DeliveryPass = { claimed: number; delivered: number; failed: number };

type Row = { id: number; kind: string; numberId: number | null; body: string; recipients: string; attempts: number };

/** The kinds this configuration can send; rows of other kinds wait (e.g. mail while SMTP_URL is unset). */
function sendableKinds(config: ServerConfig): DeliveryKind[] {
  return [...(config.webhook ? (['webhook'] as const) : []), ...(config.mail ? (['office-mail', 'receipt-mail', 'inquiry-mail', 'reuse-mail', 'dq-digest-mail'] as const) : [])];
}

function send(row: Row, config: ServerConfig): Promise<Outcome> {
  const { numberId } = row;
  if (row.kind === 'webhook' && config.webhook && numberId !== null) return sendWebhook(row.id, numberId, row.body, config.webhook);
  if ((row.kind === 'office-mail' || row.kind === 'receipt-mail') && config.mail && numberId !== null) {
    return sendMail(row.kind, numberId, row.body, row.recipients, config.mail);
  }
  if (row.kind === 'inquiry-mail' && config.mail) return sendInquiryMail(row.body, row.recipients, config.mail, config.dataKey);
  if (row.kind === 'reuse-mail' && config.mail) return sendReuseMail(row.body, row.recipients, config.mail, config.dataKey);
  if (row.kind === 'dq-digest-mail' && config.mail) return deliverMessage(dqDigestMail(row.body, config.mail.appBaseUrl), row.recipients, config.mail);
  return Promise.resolve({ ok: false, status: null, error: 'no sender for this kind' });
}

/**
 * One pass over the outbox: claims the notices that are due (webhooks and mails alike), sends each with the sender
 * of its kind, and records the outcome. Success marks a notice delivered; anything else schedules another try with
 * backoff. Safe to run in several processes at once, and beside the cron route and the after-submission pass: a
 * row is sent only by whoever's conditional claim on it succeeded.
 */
export async function deliverDue(now: Date = new Date()): Promise<DeliveryPass> {
  const pass: DeliveryPass = { claimed: 0, delivered: 0, failed: 0 };
  const config = serverConfig();
  const kinds = sendableKinds(config);
  if (kinds.length === 0) return pass;
  const db = await getDb();

  const due = {
    kind: { in: kinds },
    deliveredAt: null,
    nextAttemptAt: { lte: now },
    OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }],
  };
  const candidates = await db.delivery.findMany({
    where: due,
    orderBy: { nextAttemptAt: 'asc' },
    take: BATCH_SIZE,
    select: { id: true, kind: true, numberId: true, body: true, recipients: true, attempts: true },
  });

  const lockedUntil = new Date(now.getTime() + CLAIM_MS);
  // Settled, not Promise.all: the pass ends only when every claimed row has its outcome recorded.
  const results = await Promise.allSettled(
    candidates.map(async (row) => {
      // The claim only succeeds on the row exactly as read (same attempts, still due, unclaimed), so two senders
      // that read the same candidate cannot both send it, and `attempts` below is current.
      const claim = await db.delivery.updateMany({
        where: { id: row.id, attempts: row.attempts, ...due },
        data: { lockedUntil },
      });
      if (claim.count !== 1) return;
      pass.claimed += 1;

      const attempts = row.attempts + 1;
      const sentAt = new Date();
      const outcome = await send(row, config);
      if (outcome.ok) {
        pass.delivered += 1;
        // Recorded whoever holds the claim now: the notice did arrive.
        await db.delivery.update({
          where: { id: row.id },
          data: {
            deliveredAt: new Date(),
            attempts,
            lastStatus: outcome.status,
            lastError: outcome.refused ?? '',
            lockedUntil: null,
            // The receipt's copy link is a live secret: once the mail has it, the row does not keep it; nor the reuse link.
            ...(row.kind === 'receipt-mail' && { body: withoutCopyLink(row.body) }),
            ...(row.kind === 'reuse-mail' && { body: '{}' }),
          },
        });
        return;
      }
      pass.failed += 1;
      const delay = retryDelayMs(attempts, config.retryBaseMs);
      // Only while the claim is still ours: if it ran out, another worker owns the row and its record wins.
      await db.delivery.updateMany({
        where: { id: row.id, lockedUntil },
        data: {
          attempts,
          lastStatus: outcome.status,
          lastError: outcome.error,
          nextAttemptAt: new Date(sentAt.getTime() + delay),
          lockedUntil: null,
        },
      });
      // The kind of failure only: never the addresses or the server's reply text.
      console.warn(
        `[outbox] ${row.kind} delivery ${row.id} failed: ${outcome.error} (attempt ${attempts}, next in ${Math.ceil(delay / 1000)} s)`,
      );
    }),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return pass;
}

/**
 * Passes until nothing more is due or `budgetMs` is spent: for the cron route and the after-submission send,
 * which run without the worker's loop. Returns the totals.
 */
export async function deliverAllDue(budgetMs: number): Promise<DeliveryPass> {
  const total: DeliveryPass = { claimed: 0, delivered: 0, failed: 0 };
  const deadline = Date.now() + budgetMs;
  for (;;) {
    const pass = await deliverDue();
    total.claimed += pass.claimed;
    total.delivered += pass.delivered;
    total.failed += pass.failed;
    // A full batch means more may be due; a smaller one means the rest is claimed elsewhere or not due yet.
    if (pass.claimed < BATCH_SIZE || Date.now() > deadline) return total;
  }
}
