import { requireStaffRequest } from '@/lib/auth/staff-session';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { sendNoticesSoon } from '@/lib/server/outbox/send-soon';
import { retryDelivery } from '@/lib/staff/find-failed-deliveries';
import { parseNumberId } from '@/lib/staff/number-id-param';

/**
 * POST /api/staff/deliveries/{id}/retry — an admin sends an undelivered notice (webhook or mail) again now, instead
 * of at its next backed-off try. 404 when there is no such undelivered notice (it may have gone out meanwhile).
 */
export const dynamic = 'force-dynamic';

const answer = (status: number, body: object) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const access = await requireStaffRequest(request, { role: 'admin' });
  if (access.response) return access.response;
  // The same shape of id as an application number: a plain positive integer.
  const id = parseNumberId((await params).id);
  const retried = id === null ? null : await retryDelivery(id);
  if (id === null || !retried) return answer(404, { error: 'This notice is not waiting to be sent (it may have been delivered meanwhile).' });
  await recordAuditEvent(
    { action: 'delivery-retried', numberId: retried.numberId, detail: { deliveryId: id, kind: retried.kind } },
    access.staff,
    access.facts,
  );
  sendNoticesSoon();
  return answer(200, { id, due: true });
}
