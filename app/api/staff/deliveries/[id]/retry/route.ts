import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { sendNoticesSoon } from '@/lib/server/outbox/send-soon';
import { retryDelivery } from '@/lib/staff/find-failed-deliveries';
import { parseNumberId } from '@/lib/staff/number-id-param';
import { staffRoute } from '@/lib/auth/staff-route';
import { jsonResponse } from '@/lib/server/http/json-response';
import { refusal } from '@/lib/server/http/route-error';

/**
 * POST /api/staff/deliveries/{id}/retry — an admin sends an undelivered notice (webhook or mail) again now, instead
 * of at its next backed-off try. 404 when there is no such undelivered notice (it may have gone out meanwhile).
 */
export const dynamic = 'force-dynamic';

export const POST = staffRoute<{ id: string }>('api/staff/deliveries/retry', { role: 'admin' }, async (_request, access, params) => {
  // The same shape of id as an application number: a plain positive integer.
  const id = parseNumberId(params.id);
  const retried = id === null ? null : await retryDelivery(id);
  if (id === null || !retried) throw refusal(404, 'This notice is not waiting to be sent (it may have been delivered meanwhile).');
  await recordAuditEvent(
    { action: 'delivery-retried', ...(retried.numberId !== null && { numberId: retried.numberId }), detail: { deliveryId: id, kind: retried.kind } },
    access.staff,
    access.facts,
  );
  sendNoticesSoon();
  return jsonResponse(200, { id, due: true });
});
