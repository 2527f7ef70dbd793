import 'server-only';
import type { StaffAccess } from '@/lib/auth/staff-route';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { jsonResponse } from '@/lib/server/http/json-response';
import { refusal } from '@/lib/server/http/route-error';
import type { DqChange } from './record-item';

/** A DQ change's answer: refused with its message (and field), or audited and answered 200 with what the client needs. */
export async function answerChange(change: DqChange, access: StaffAccess): Promise<Response> {
  if (!change.ok) throw refusal(change.status, change.message, change.field ? { fields: { [change.field]: change.message } } : {});
  await recordAuditEvent(change.event, access.staff, access.facts);
  return jsonResponse(200, { saved: true, ...(change.id !== undefined && { id: change.id }) });
}
