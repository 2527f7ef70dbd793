import { fieldMessages } from '@/lib/applicant/schema';
import { requireStaffRequest } from '@/lib/auth/staff-session';
import { jsonResponse } from '@/lib/server/json-response';
import { readJsonBody } from '@/lib/server/read-json-body';
import { parseNumberId } from '@/lib/staff/number-id-param';
import { recordReview, reviewInputSchema } from '@/lib/staff/record-review';
import { APPLICATION_STATUS_LABELS, applicationStatusLabel } from '@/lib/staff/status';

/**
 * POST /api/staff/applications/{n}/review — change the status and/or add a note: { expectedStatus, status?, note? },
 * where expectedStatus is the status the reviewer's page showed. 409 when the change is not a workflow step or the
 * stored status is no longer expectedStatus; 422 when nothing would change (same status, no note).
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ numberId: string }> }) {
  const access = await requireStaffRequest(request);
  if (access.response) return access.response;
  const numberId = parseNumberId((await params).numberId);
  if (numberId === null) return jsonResponse(404, { error: 'No such application.' });

  const body = await readJsonBody(request, 16_384);
  if (!body.ok) return jsonResponse(body.status, { error: body.message });
  const parsed = reviewInputSchema.safeParse(body.value);
  if (!parsed.success) return jsonResponse(422, { error: 'Check the review.', fields: fieldMessages(parsed.error) });

  const outcome = await recordReview(numberId, parsed.data, access.staff, access.facts);
  if (outcome.kind === 'not-found') return jsonResponse(404, { error: 'No such application.' });
  if (outcome.kind === 'not-allowed') {
    return jsonResponse(409, {
      error: `The status cannot go from ${APPLICATION_STATUS_LABELS[outcome.from]} to ${APPLICATION_STATUS_LABELS[outcome.to]}.`,
    });
  }
  if (outcome.kind === 'changed-meanwhile') {
    return jsonResponse(409, {
      error: `Someone else changed this application's status to ${applicationStatusLabel(outcome.current)} while you were looking at it. Reload to see it.`,
      status: outcome.current,
    });
  }
  return jsonResponse(200, { status: outcome.status });
}
