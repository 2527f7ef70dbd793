import { saveCompany } from '@/lib/companies/companies';
import { companyInputSchema } from '@/lib/companies/company-input';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { staffRoute } from '@/lib/auth/staff-route';
import { parseFields, readJson } from '@/lib/server/http/guards';
import { jsonResponse } from '@/lib/server/http/json-response';

/** POST /api/staff/companies — an admin creates a carrier record or changes its name and address. */
export const dynamic = 'force-dynamic';

export const POST = staffRoute('api/staff/companies', { role: 'admin' }, async (request, access) => {
  const company = parseFields(companyInputSchema, await readJson(request, 8_192), 'Check the carrier.');
  const { created } = await saveCompany(company);
  await recordAuditEvent({ action: 'company-saved', detail: { code: company.code, created, by: 'staff-area' } }, access.staff, access.facts);
  return jsonResponse(created ? 201 : 200, { code: company.code, created });
});
