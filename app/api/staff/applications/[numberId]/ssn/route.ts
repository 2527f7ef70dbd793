import { requireStaffRequest } from '@/lib/auth/staff-session';
import { jsonResponse } from '@/lib/server/json-response';
import { parseNumberId } from '@/lib/staff/number-id-param';
import { revealSsn } from '@/lib/staff/reveal-ssn';

/** POST /api/staff/applications/{n}/ssn — the full SSN for a signed-in staff member; audited. */
export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ numberId: string }> }) {
  const access = await requireStaffRequest(request);
  if (access.response) return access.response;
  const numberId = parseNumberId((await params).numberId);
  const ssn = numberId === null ? null : await revealSsn(numberId, access.staff, access.facts);
  if (ssn === null) return jsonResponse(404, { error: 'No such application.' });
  return jsonResponse(200, { ssn });
}
