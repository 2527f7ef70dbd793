import { z } from 'zod';
import { fieldMessages } from '@/lib/applicant/schema';
import { inquiryResponseSchema } from '@/lib/inquiries/response-schema';
import { csrfRefusal } from '@/lib/server/csrf';
import { serverConfig } from '@/lib/server/env';
import { recordInquiryResponse } from '@/lib/server/inquiries/record-response';
import { jsonResponse } from '@/lib/server/json-response';
import { safetyHistoryAllowance } from '@/lib/server/rate-limit/limits';
import { readJsonBody } from '@/lib/server/read-json-body';
import { requestFacts } from '@/lib/server/request-facts';

/**
 * POST /api/safety-history — a previous employer's answer to a 49 CFR 391.23 inquiry: { token, answers }. The token
 * travels in the body, not the address, so no access log keeps it. No account: the link's token is the only key.
 * 201 stored; 404 unknown or altered link; 410 expired (30 days); 409 already answered; 422 with field messages.
 */
export const dynamic = 'force-dynamic';

const MAX_BODY_BYTES = 65_536;
const envelopeSchema = z.object({ token: z.string().max(200), answers: z.record(z.string(), z.unknown()) });

export async function POST(request: Request): Promise<Response> {
  const refusal = csrfRefusal(request, serverConfig().allowedOrigins);
  if (refusal) return jsonResponse(403, { error: refusal });

  const facts = requestFacts(request.headers);
  const allowance = await safetyHistoryAllowance(facts.ip);
  if (!allowance.allowed) {
    return jsonResponse(
      429,
      { error: 'Too many requests from this network. Please wait, then try again.' },
      { 'Retry-After': String(allowance.retryAfterSeconds) },
    );
  }

  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return jsonResponse(body.status, { error: body.message });
  const envelope = envelopeSchema.safeParse(body.value);
  if (!envelope.success) return jsonResponse(400, { error: 'Send { token, answers } as JSON.' });

  const parsed = inquiryResponseSchema.safeParse(envelope.data.answers);
  if (!parsed.success) {
    return jsonResponse(422, { error: 'Some answers need correcting.', fields: fieldMessages(parsed.error) });
  }

  try {
    const outcome = await recordInquiryResponse(envelope.data.token, parsed.data, facts);
    switch (outcome.kind) {
      case 'stored':
        return jsonResponse(201, { answeredAt: outcome.answeredAt.toISOString() });
      case 'answered':
        return jsonResponse(409, { error: 'This request has already been answered. Thank you.' });
      case 'expired':
        return jsonResponse(410, { error: 'This link has expired (links are valid for 30 days). Please ask the carrier for a new one.' });
      default:
        return jsonResponse(404, { error: 'This link is not valid. Check that it was copied whole, or ask the carrier for a new one.' });
    }
  } catch (error) {
    console.error(`[api/safety-history] storage failure: ${error instanceof Error ? error.name : typeof error}`);
    return jsonResponse(503, { error: 'The answers could not be saved right now. Please try again.' });
  }
}
