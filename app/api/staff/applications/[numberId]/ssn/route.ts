import { parseNumberId } from '@/lib/staff/number-id-param';
import { revealSsn } from '@/lib/staff/reveal-ssn';
import { staffRoute } from '@/lib/auth/staff-route';
import { jsonResponse } from '@/lib/server/http/json-response';
import { refusal } from '@/lib/server/http/route-error';

/** POST /api/staff/applications/{n}/ssn — the full SSN for a signed-in staff member; audited. */
export const dynamic = 'force-dynamic';

export const POST = staffRoute<{ numberId: string }>('api/staff/ssn', {}, async (_request, access, params) => {
  const numberId = parseNumberId(params.numberId);
  const ssn = numberId === null ? null : await revealSsn(numberId, access.staff, access.facts);
  if (ssn === null) throw refusal(404, 'No such application.');
  return jsonResponse(200, { ssn });
});
