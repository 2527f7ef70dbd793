import { requireStaffRequest } from '@/lib/auth/staff-session';
import { parseNumberId } from '@/lib/staff/number-id-param';
import { revealSsn } from '@/lib/staff/reveal-ssn';

/** POST /api/staff/applications/{n}/ssn — the full SSN for a signed-in staff member; audited. */
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

export async function POST(request: Request, { params }: { params: Promise<{ numberId: string }> }) {
  const access = await requireStaffRequest(request);
  if (access.response) return access.response;
  const numberId = parseNumberId((await params).numberId);
  const ssn = numberId === null ? null : await revealSsn(numberId, access.staff, access.facts);
  if (ssn === null) return Response.json({ error: 'No such application.' }, { status: 404, headers: NO_STORE });
  return Response.json({ ssn }, { headers: NO_STORE });
}
