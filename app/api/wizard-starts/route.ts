import * as z from 'zod/mini';
import { companyCode } from '@/lib/applicant/schema';
import { recordFunnelEvent } from '@/lib/server/funnel/record-funnel-event';
import { wizardStartAllowance } from '@/lib/server/rate-limit/limits';
import { parseAttribution } from '@/lib/sources/attribution';
import { apiRoute } from '@/lib/server/http/api-route';
import { applicantPost, parseWith } from '@/lib/server/http/guards';
import { refusal } from '@/lib/server/http/route-error';

/**
 * POST /api/wizard-starts — the wizard reports, once per page, that the applicant passed step 1: the dashboard's
 * "started" (docs/dashboard.md). Stored as a FunnelEvent row with the time, the company code
 * and where the applicant came from; nothing of the answers is sent or kept. CSRF header and the per-IP limit, as
 * for drafts. 204 when counted; the wizard never waits for it or tells the applicant.
 */
export const dynamic = 'force-dynamic';

const startRequest = z.object({
  compCode: companyCode,
  source: z.optional(z.unknown()),
});

export const POST = apiRoute('api/wizard-starts', async (request) => {
  const { body } = await applicantPost(request, { allowance: wizardStartAllowance, tooMany: 'Too many requests.', maxBytes: 2_048 });
  const start = parseWith(startRequest, body, 'Not a wizard start.');
  const recorded = await recordFunnelEvent('started', start.compCode, parseAttribution(start.source));
  if (!recorded) throw refusal(503, 'Not recorded.');
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
