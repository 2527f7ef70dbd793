import { staffRoute } from '@/lib/auth/staff-route';
import { addDriverSchema } from '@/lib/dq-file/dq-input';
import { addDriverByHand } from '@/lib/dq-file/server/add-driver';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { parseFields, readJson } from '@/lib/server/http/guards';
import { jsonResponse } from '@/lib/server/http/json-response';

/**
 * POST /api/staff/drivers — a driver hired before this app (no application here) added by hand: { companyCode,
 * driverName, hireDate, licenseStates: "TX, OK" }. Opens the DQ file with its checklist; 201 with its id.
 */
export const dynamic = 'force-dynamic';

export const POST = staffRoute('api/staff/drivers', {}, async (request, access) => {
  const input = parseFields(addDriverSchema, await readJson(request, 4_096), 'Check the driver.');
  const fileId = await addDriverByHand(input, access.staff);
  await recordAuditEvent({ action: 'dq-file-opened', detail: { fileId, by: 'hand' } }, access.staff, access.facts);
  return jsonResponse(201, { id: fileId });
});
