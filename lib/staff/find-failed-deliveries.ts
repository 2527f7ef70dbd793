import 'server-only';
import { getDb } from '@/lib/server/db';

/** The most a page lists; the total is still counted, so the page can say when there are more. */
const PAGE_LIMIT = 200;

/**
 * New-application notices (webhooks) that have been tried and not yet delivered, newest first. They are still
 * being retried by the worker (lib/server/outbox); this is for staff to see that the receiving end is failing.
 * Only the outcome of each try is selected, never the notice's body.
 */
export async function findFailedDeliveries() {
  const db = await getDb();
  const where = { deliveredAt: null, attempts: { gt: 0 } };
  const [rows, total] = await Promise.all([
    db.webhookDelivery.findMany({
      where,
      orderBy: { createdAt: 'desc' },
      take: PAGE_LIMIT,
      select: {
        id: true,
        numberId: true,
        createdAt: true,
        attempts: true,
        lastStatus: true,
        lastError: true,
        nextAttemptAt: true,
      },
    }),
    db.webhookDelivery.count({ where }),
  ]);
  return { rows, total };
}

export type FailedDelivery = Awaited<ReturnType<typeof findFailedDeliveries>>['rows'][number];
