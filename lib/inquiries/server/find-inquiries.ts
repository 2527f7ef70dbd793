import 'server-only';
import { inquiryResponseSchema, type InquiryResponse } from '@/lib/inquiries/response-schema';
import { getDb } from '@/lib/server/db';
import { employersToAsk, type PreviousEmployer } from '@/lib/inquiries/server/employer-facts';
import { inquiryStatus, type InquiryStatus } from '@/lib/inquiries/server/inquiry-status';

/** One employer of the "Safety performance history (391.23)" section: what the driver gave, and the inquiry so far. */
export type InquiryView = {
  employer: PreviousEmployer;
  inquiryId: number | null;
  status: InquiryStatus;
  contactEmail: string;
  contactFax: string;
  contactAddress: string;
  sentAt: Date | null;
  sentTo: string;
  sentByName: string;
  expiresAt: Date | null;
  answeredAt: Date | null;
  answers: InquiryResponse | null;
  notes: { createdAt: Date; staffName: string; note: string }[];
};

/**
 * The employers 391.23 says to ask for an application (step 6's jobs under the FMCSRs, of the past three years), each
 * with its stored inquiry if there is one. The mailing address starts as the one the driver gave.
 */
export async function findInquiries(application: Record<string, unknown> & { numberId: number; creationDate: Date }, now = new Date()): Promise<InquiryView[]> {
  const db = await getDb();
  const stored = await db.safetyInquiry.findMany({
    where: { numberId: application.numberId },
    include: { notes: { orderBy: { createdAt: 'asc' }, select: { createdAt: true, staffName: true, note: true } } },
  });
  return employersToAsk(application).map((employer) => {
    const inquiry = stored.find((row) => row.job === employer.job);
    const parsed = inquiry?.answers ? inquiryResponseSchema.safeParse(JSON.parse(inquiry.answers)) : null;
    return {
      employer,
      inquiryId: inquiry?.id ?? null,
      status: inquiry ? inquiryStatus(inquiry, now) : 'not-sent',
      contactEmail: inquiry?.contactEmail ?? '',
      contactFax: inquiry?.contactFax ?? '',
      contactAddress: inquiry?.contactAddress || employer.address,
      sentAt: inquiry?.sentAt ?? null,
      sentTo: inquiry?.sentTo ?? '',
      sentByName: inquiry?.sentByName ?? '',
      expiresAt: inquiry?.expiresAt ?? null,
      answeredAt: inquiry?.answeredAt ?? null,
      answers: parsed?.success ? parsed.data : null,
      notes: inquiry?.notes ?? [],
    };
  });
}
