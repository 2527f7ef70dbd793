import { fieldMessages } from '@/lib/applicant/schema';
import { requireStaffRequest } from '@/lib/auth/staff-session';
import { saveCompany } from '@/lib/companies/companies';
import { companyInputSchema } from '@/lib/companies/company-input';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { jsonResponse } from '@/lib/server/json-response';
import { readJsonBody } from '@/lib/server/read-json-body';

/** POST /api/staff/companies — an admin creates a carrier record or changes its name and address. */
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  const access = await requireStaffRequest(request, { role: 'admin' });
  if (access.response) return access.response;

  const body = await readJsonBody(request, 8_192);
  if (!body.ok) return jsonResponse(body.status, { error: body.message });
  const parsed = companyInputSchema.safeParse(body.value);
  if (!parsed.success) return jsonResponse(422, { error: 'Check the carrier.', fields: fieldMessages(parsed.error) });

  const { created } = await saveCompany(parsed.data);
  await recordAuditEvent(
    { action: 'company-saved', detail: { code: parsed.data.code, created, by: 'staff-area' } },
    access.staff,
    access.facts,
  );
  return jsonResponse(created ? 201 : 200, { code: parsed.data.code, created });
}
