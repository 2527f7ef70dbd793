import 'server-only';
import { getDb } from '@/lib/server/db';

export type ApplicationLinks = {
  /** The 391.23 inquiries of the application (one per previous employer): answered, or with a good-faith note. */
  inquiries: { total: number; answered: number; withEffort: number };
  /** When the applicant signed the Clearinghouse limited-query consent (382.703(a)); null when not on file. */
  limitedQueryConsentAt: Date | null;
  /** The medical card the applicant photographed at step 4 (its document id), the proof behind the medical item. */
  medicalCardId: string | null;
};

/**
 * What the application already holds for items of its DQ file: the safety performance history inquiries
 * (lib/inquiries), the limited-query consent of step 11 (lib/consents), the medical card of step 4 (lib/documents).
 * Read from their own tables.
 */
export async function applicationLinks(numberId: number | null): Promise<ApplicationLinks | null> {
  if (numberId === null) return null;
  const db = await getDb();
  const [inquiries, consent, medicalCard] = await Promise.all([
    db.safetyInquiry.findMany({ where: { numberId }, select: { answeredAt: true, _count: { select: { notes: true } } } }),
    db.applicantConsent.findFirst({ where: { numberId, consent: 'clearinghouse-limited-query' }, select: { agreedAt: true } }),
    db.applicantDocument.findFirst({ where: { numberId, kind: 'medical-card' }, select: { id: true } }),
  ]);
  return {
    inquiries: {
      total: inquiries.length,
      answered: inquiries.filter((inquiry) => inquiry.answeredAt !== null).length,
      withEffort: inquiries.filter((inquiry) => inquiry.answeredAt === null && inquiry._count.notes > 0).length,
    },
    limitedQueryConsentAt: consent?.agreedAt ?? null,
    medicalCardId: medicalCard?.id ?? null,
  };
}
