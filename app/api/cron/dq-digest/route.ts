import { queueDigests } from '@/lib/dq-file/server/digest';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { deliverAllDue } from '@/lib/server/outbox/deliver';
import { cronRoute } from '@/lib/server/http/cron-route';
import { jsonResponse } from '@/lib/server/http/json-response';
import { requestFacts } from '@/lib/server/http/request-facts';
import { orUnavailable, refusal } from '@/lib/server/http/route-error';

/**
 * GET /api/cron/dq-digest — queues each carrier's daily DQ digest (lib/dq-file/server/digest.ts) and sends what is
 * due in the outbox, for a scheduler (Vercel Cron, `Authorization: Bearer $CRON_SECRET`). Each carrier gets one
 * digest per day of its own calendar however often this runs. `?now=2027-03-01T12:00:00Z` runs it as of another
 * moment (a missed day caught up, a drill); only the secret's holder can ask it.
 */
export const dynamic = 'force-dynamic';
export const maxDuration = 60;
const SEND_BUDGET_MS = 40_000;

export const GET = cronRoute('api/cron/dq-digest', 'The DQ digest is not available right now.', async (request) => {
  const asked = new URL(request.url).searchParams.get('now');
  const now = asked === null ? new Date() : new Date(asked);
  if (asked !== null && (asked.length > 40 || Number.isNaN(now.getTime()) || now.getUTCFullYear() < 2000 || now.getUTCFullYear() > 2199)) {
    throw refusal(400, 'now must be an ISO 8601 moment such as 2027-03-01T12:00:00Z.');
  }
  const facts = requestFacts(request.headers);
  const run = await orUnavailable('The DQ files could not be read right now.', 'dq-digest', () =>
    queueDigests(now, (code, day, items) => recordAuditEvent({ action: 'dq-digest-queued', detail: { code, day, items } }, null, facts)),
  );
  const sent = await orUnavailable('The outbox could not be read right now.', 'delivery', () => deliverAllDue(SEND_BUDGET_MS));
  return jsonResponse(200, { ...run, ...sent });
});
