import { parseNumberId } from '@/lib/staff/number-id-param';
import { recordReview, reviewInputSchema } from '@/lib/staff/record-review';
import { applicationStatusLabel } from '@/lib/staff/status';
import { staffTexts as t } from '@/lib/i18n/server/catalog-texts';
import { staffRoute } from '@/lib/auth/staff-route';
import { parseFields, readJson } from '@/lib/server/http/guards';
import { jsonResponse } from '@/lib/server/http/json-response';
import { refusal } from '@/lib/server/http/route-error';

/**
 * POST /api/staff/applications/{n}/review — change the status and/or add a note: { expectedStatus, status?, note? },
 * where expectedStatus is the status the reviewer's page showed. 409 when the change is not a workflow step or the
 * stored status is no longer expectedStatus; 422 when nothing would change (same status, no note).
 */
export const dynamic = 'force-dynamic';

export const POST = staffRoute<{ numberId: string }>('api/staff/review', {}, async (request, access, params) => {
  const numberId = parseNumberId(params.numberId);
  if (numberId === null) throw refusal(404, 'No such application.');
  const input = parseFields(reviewInputSchema, await readJson(request, 16_384), 'Check the review.');

  const outcome = await recordReview(numberId, input, access.staff, access.facts);
  if (outcome.kind === 'not-found') throw refusal(404, 'No such application.');
  if (outcome.kind === 'not-allowed') {
    throw refusal(409, `The status cannot go from ${t(`statuses.${outcome.from}`)} to ${t(`statuses.${outcome.to}`)}.`);
  }
  if (outcome.kind === 'changed-meanwhile') {
    throw refusal(
      409,
      `Someone else changed this application's status to ${applicationStatusLabel(t, outcome.current)} while you were looking at it. Reload to see it.`,
      { status: outcome.current },
    );
  }
  return jsonResponse(200, { status: outcome.status });
});
