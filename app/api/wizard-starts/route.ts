import * as z from 'zod/mini';
import { companyCode } from '@/lib/applicant/schema';
import { csrfRefusal } from '@/lib/server/csrf';
import { serverConfig } from '@/lib/server/env';
import { recordFunnelEvent } from '@/lib/server/funnel/record-funnel-event';
import { jsonResponse } from '@/lib/server/json-response';
import { logFailure } from '@/lib/server/log-failure';
import { wizardStartAllowance } from '@/lib/server/rate-limit/limits';
import { readJsonBody } from '@/lib/server/read-json-body';
import { requestFacts } from '@/lib/server/request-facts';
import { parseAttribution } from '@/lib/sources/attribution';

/**
 * POST /api/wizard-starts — the wizard reports, once per page, that the applicant passed step 1: the dashboard's
 * "started" (README, "Office dashboard and sources"). Stored as a FunnelEvent row with the time, the company code
 * and where the applicant came from; nothing of the answers is sent or kept. CSRF header and the per-IP limit, as
 * for drafts. 204 when counted; the wizard never waits for it or tells the applicant.
 */
export const dynamic = 'force-dynamic';

const startRequest = z.object({
  compCode: companyCode,
  source: z.optional(z.unknown()),
});

export async function POST(request: Request): Promise<Response> {
  let config;
  try {
    config = serverConfig();
  } catch (error) {
    logFailure('api/wizard-starts', 'configuration', error);
    return jsonResponse(503, { error: 'Not available right now.' });
  }
  const refusal = csrfRefusal(request, config.allowedOrigins);
  if (refusal) return jsonResponse(403, { error: refusal });
  const allowance = await wizardStartAllowance(requestFacts(request.headers).ip);
  if (!allowance.allowed) {
    return jsonResponse(429, { error: 'Too many requests.' }, { 'Retry-After': String(allowance.retryAfterSeconds) });
  }
  const body = await readJsonBody(request, 2_048);
  if (!body.ok) return jsonResponse(body.status, { error: body.message });
  const parsed = startRequest.safeParse(body.value);
  if (!parsed.success) return jsonResponse(400, { error: 'Not a wizard start.' });

  const recorded = await recordFunnelEvent('started', parsed.data.compCode, parseAttribution(parsed.data.source));
  return recorded ? new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } }) : jsonResponse(503, { error: 'Not recorded.' });
}
