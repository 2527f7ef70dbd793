import 'server-only';
import { getDb } from '@/lib/server/db';

export type ApplicationLinks = {
  /** The 391.23 inquiries of the application (one per previous employer): answered, or with a good-faith note. */
  inquiries: { total: number; answered: number; withEffort: number };
  /** When the applicant signed the Clearinghouse limited-query consent (382.703(a)); null when not on file. */
  limitedQueryConsentAt: Date | null;
};

/**
 * What the application already holds for two items of its DQ file: the safety performance history inquiries
 * (lib/inquiries) and the limited-query consent of step 11 (lib/consents). Read from their own tables.
 */
export async function applicationLinks(numberId: number | null): Promise<ApplicationLinks | null> {
  if (numberId === null) return null;
  const db = await getDb();
  const [inquiries, consent] = await Promise.all([
    db.safetyInquiry.findMany({ where: { numberId }, select: { answeredAt: true, _count: { select: { notes: true } } } }),
    db.applicantConsent.findFirst({ where: { numberId, consent: 'clearinghouse-limited-query' }, select: { agreedAt: true } }),
  ]);
  return {
    inquiries: {
      total: inquiries.length,
      answered: inquiries.filter((inquiry) => inquiry.answeredAt !== null).length,
      withEffort: inquiries.filter((inquiry) => inquiry.answeredAt === null && inquiry._count.notes > 0).length,
    },
    limitedQueryConsentAt: consent?.agreedAt ?? null,
  };
}
