import 'server-only';
import { getDb } from '@/lib/server/db';

/** The most a page lists; the total is still counted, so the page can say when there are more. */
const PAGE_LIMIT = 200;
/** A delivered mail whose server refused some of its recipients stays listed this long, so someone sees it. */
const REFUSED_SHOWN_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Notices of every kind (webhook, office mail, receipt) that have been tried and not yet delivered, and recently
 * delivered mails that some recipients' servers refused; newest first. Undelivered ones are still being retried
 * (lib/server/outbox); this is for staff to see that a receiving end is failing. Only the outcome of each try and
 * the recipients are selected, never the notice's body.
 */
export async function findFailedDeliveries(now: Date = new Date()) {
  const db = await getDb();
  const where = {
    OR: [
      { deliveredAt: null, attempts: { gt: 0 } },
      { deliveredAt: { gte: new Date(now.getTime() - REFUSED_SHOWN_MS) }, lastError: { not: '' } },
    ],
  };
  const [rows, total] = await Promise.all([
    db.delivery.findMany({
      where,
      orderBy: { createdAt: 'desc' },
      take: PAGE_LIMIT,
      select: {
        id: true,
        kind: true,
        numberId: true,
        recipients: true,
        createdAt: true,
        attempts: true,
        deliveredAt: true,
        lastStatus: true,
        lastError: true,
        nextAttemptAt: true,
      },
    }),
    db.delivery.count({ where }),
  ]);
  return { rows, total };
}

export type FailedDelivery = Awaited<ReturnType<typeof findFailedDeliveries>>['rows'][number];

/**
 * Makes an undelivered notice due now (an admin fixed the address or the server and does not want to wait for the
 * backoff). The next pass of the worker, the cron route or a submission sends it; null when no such undelivered row.
 */
export async function retryDelivery(id: number): Promise<{ numberId: number | null; kind: string } | null> {
  const db = await getDb();
  const row = await db.delivery.findUnique({ where: { id }, select: { numberId: true, kind: true, deliveredAt: true } });
  if (!row || row.deliveredAt) return null;
  const updated = await db.delivery.updateMany({ where: { id, deliveredAt: null }, data: { nextAttemptAt: new Date() } });
  return updated.count === 1 ? { numberId: row.numberId, kind: row.kind } : null;
}
