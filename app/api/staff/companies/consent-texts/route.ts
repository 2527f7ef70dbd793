import { findCompany } from '@/lib/companies/companies';
import { carrierTextSchema } from '@/lib/consents/consent-settings-input';
import { saveCarrierText } from '@/lib/consents/server/carrier-consents';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { staffRoute } from '@/lib/auth/staff-route';
import { parseFields, readJson } from '@/lib/server/http/guards';
import { jsonResponse } from '@/lib/server/http/json-response';
import { refusal } from '@/lib/server/http/route-error';

/**
 * POST /api/staff/companies/consent-texts — an admin saves a carrier's own wording of one consent (its counsel's):
 * a new version, the older ones kept, since applications signed under them name them; or a version that withdraws
 * it, so the app's own text is shown again. PSP takes only a newer version of the FMCSA's own form.
 */
export const dynamic = 'force-dynamic';

const MAX_BODY_BYTES = 200_000;

export const POST = staffRoute('api/staff/companies/consent-texts', { role: 'admin' }, async (request, access) => {
  const input = parseFields(carrierTextSchema, await readJson(request, MAX_BODY_BYTES), 'Check the text.');
  if (!(await findCompany(input.code))) throw refusal(404, 'No carrier with that code: add the carrier first.');
  const { number } = await saveCarrierText(input, access.staff.name);
  await recordAuditEvent(
    { action: 'consent-text-saved', detail: { code: input.code, consent: input.consent, number, withdrawn: input.withdraw === true } },
    access.staff,
    access.facts,
  );
  return jsonResponse(201, { code: input.code, consent: input.consent, number });
});
