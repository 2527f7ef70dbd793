import { findCompany } from '@/lib/companies/companies';
import { consentSettingsSchema } from '@/lib/consents/consent-settings-input';
import { saveConsentSettings } from '@/lib/consents/server/carrier-consents';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { staffRoute } from '@/lib/auth/staff-route';
import { parseFields, readJson } from '@/lib/server/http/guards';
import { jsonResponse } from '@/lib/server/http/json-response';
import { refusal } from '@/lib/server/http/route-error';

/**
 * POST /api/staff/companies/consents — an admin sets which consents a carrier's applicants sign (PSP, the
 * Clearinghouse, the states of its jobs) and its consumer reporting agency. The next applicant to reach step 11 gets
 * them; applications already signed keep what they were shown.
 */
export const dynamic = 'force-dynamic';

export const POST = staffRoute('api/staff/companies/consents', { role: 'admin' }, async (request, access) => {
  const settings = parseFields(consentSettingsSchema, await readJson(request, 8_192), 'Check the consent settings.');
  if (!(await findCompany(settings.code))) throw refusal(404, 'No carrier with that code: add the carrier first.');
  await saveConsentSettings(settings);
  await recordAuditEvent({ action: 'consent-settings-saved', detail: { code: settings.code } }, access.staff, access.facts);
  return jsonResponse(200, { code: settings.code });
});
