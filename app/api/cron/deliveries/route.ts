import { deliverAllDue } from '@/lib/server/outbox/deliver';
import { jsonResponse } from '@/lib/server/http/json-response';
import { cronRoute } from '@/lib/server/http/cron-route';
import { orUnavailable } from '@/lib/server/http/route-error';

/**
 * GET /api/cron/deliveries — sends what is due in the outbox (webhooks, mails), for a scheduler such as Vercel Cron,
 * which calls it with `Authorization: Bearer $CRON_SECRET`. Not a staff route: no session, only the secret; off
 * (401) while CRON_SECRET is unset. Safe beside the worker and other instances: each row is claimed before it is sent.
 * The one GET that changes state, because a GET is what Vercel Cron sends: it acts only on the bearer header, which
 * no link or form on another site can add (a browser's cookies open nothing here).
 */
export const dynamic = 'force-dynamic';
/** Vercel's limit for the function; the sending itself stops taking new batches after SEND_BUDGET_MS. */
export const maxDuration = 60;
const SEND_BUDGET_MS = 40_000;

export const GET = cronRoute('api/cron/deliveries', 'Deliveries are not available right now.', async () => {
  const pass = await orUnavailable('The outbox could not be read right now.', 'delivery', () => deliverAllDue(SEND_BUDGET_MS));
  return jsonResponse(200, pass);
});
