import 'server-only';
import type { InquiryResponse } from '@/lib/inquiries/response-schema';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { getDb } from '@/lib/server/db';
import type { RequestFacts } from '@/lib/server/http/request-facts';
import { openInquiry } from './open-inquiry';
import { hashResponseToken } from './token';

export type ResponseOutcome = { kind: 'stored'; answeredAt: Date } | { kind: 'unknown' | 'expired' | 'answered' };

/**
 * Stores an employer's answers once. The UPDATE itself checks that the link is still open (not answered, not
 * expired), so of two submissions at once exactly one is kept, whichever instance each reaches.
 */
export async function recordInquiryResponse(
  token: string,
  answers: InquiryResponse,
  facts: RequestFacts,
  now: Date = new Date(),
): Promise<ResponseOutcome> {
  const state = await openInquiry(token, now);
  if (state.kind !== 'open') return { kind: state.kind };
  const { inquiry } = state;
  const db = await getDb();
  const stored = await db.safetyInquiry.updateMany({
    where: { id: inquiry.inquiryId, tokenHash: hashResponseToken(token), answeredAt: null, expiresAt: { gt: now } },
    data: { answers: JSON.stringify(answers), answeredAt: now },
  });
  if (stored.count === 0) return { kind: 'answered' };
  await recordAuditEvent(
    { action: 'inquiry-answered', numberId: inquiry.numberId, detail: { inquiryId: inquiry.inquiryId, job: inquiry.job } },
    null,
    facts,
  );
  return { kind: 'stored', answeredAt: now };
}
