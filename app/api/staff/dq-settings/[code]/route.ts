import { staffRoute } from '@/lib/auth/staff-route';
import { carrierSettingsSchema } from '@/lib/dq-file/dq-input';
import { saveCarrierSettings } from '@/lib/dq-file/server/carrier-settings';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { parseFields, readJson } from '@/lib/server/http/guards';
import { jsonResponse } from '@/lib/server/http/json-response';
import { refusal } from '@/lib/server/http/route-error';

/**
 * POST /api/staff/dq-settings/{code} — a carrier's DQ settings (admins): { timeZone, digestEmails: "a@x, b@y" };
 * empty values fall back to the office's (OFFICE_TIME_ZONE, OFFICE_NOTIFY_EMAILS).
 */
export const dynamic = 'force-dynamic';

export const POST = staffRoute<{ code: string }>('api/staff/dq-settings', { role: 'admin' }, async (request, access, params) => {
  const code = params.code.toUpperCase();
  if (!/^[A-Z0-9_-]{1,20}$/.test(code)) throw refusal(404, 'No such carrier.');
  const input = parseFields(carrierSettingsSchema, await readJson(request, 4_096), 'Check the settings.');
  await saveCarrierSettings(code, input);
  await recordAuditEvent({ action: 'dq-settings-saved', detail: { code } }, access.staff, access.facts);
  return jsonResponse(200, { saved: true });
});
