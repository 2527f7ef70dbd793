import { z } from 'zod';
import { fieldMessages } from '@/lib/applicant/schema';
import { inquiryResponseSchema } from '@/lib/inquiries/response-schema';
import { recordInquiryResponse } from '@/lib/inquiries/server/record-response';
import { jsonResponse } from '@/lib/server/http/json-response';
import { inquiryAllowance } from '@/lib/server/rate-limit/limits';
import { apiRoute } from '@/lib/server/http/api-route';
import { applicantPost } from '@/lib/server/http/guards';
import { orUnavailable, refusal } from '@/lib/server/http/route-error';

/**
 * POST /api/inquiries/answers — a previous employer's answer to a 49 CFR 391.23 inquiry: { token, answers }. The token
 * travels in the body, not the address, so no access log keeps it. No account: the link's token is the only key.
 * 201 stored; 404 unknown or altered link; 410 expired (30 days); 409 already answered; 422 with field messages.
 * A page opened before the feature's rename posts to its first address, rewritten here (next.config.mjs).
 */
export const dynamic = 'force-dynamic';

const MAX_BODY_BYTES = 65_536;
const envelopeSchema = z.object({ token: z.string().max(200), answers: z.record(z.string(), z.unknown()) });

export const POST = apiRoute('api/inquiries/answers', async (request) => {
  const { body, facts } = await applicantPost(request, {
    allowance: inquiryAllowance,
    tooMany: 'Too many requests from this network. Please wait, then try again.',
    maxBytes: MAX_BODY_BYTES,
  });
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) throw refusal(400, 'Send { token, answers } as JSON.');
  const parsed = inquiryResponseSchema.safeParse(envelope.data.answers);
  if (!parsed.success) throw refusal(422, 'Some answers need correcting.', { fields: fieldMessages(parsed.error) });

  const outcome = await orUnavailable('The answers could not be saved right now. Please try again.', 'storage', () =>
    recordInquiryResponse(envelope.data.token, parsed.data, facts),
  );
  switch (outcome.kind) {
    case 'stored':
      return jsonResponse(201, { answeredAt: outcome.answeredAt.toISOString() });
    case 'answered':
      throw refusal(409, 'This request has already been answered. Thank you.');
    case 'expired':
      throw refusal(410, 'This link has expired (links are valid for 30 days). Please ask the carrier for a new one.');
    default:
      throw refusal(404, 'This link is not valid. Check that it was copied whole, or ask the carrier for a new one.');
  }
});
