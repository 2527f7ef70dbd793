import 'server-only';

/**
 * The status of one inquiry as the office sees it. "overdue" is the issue's "no answer after 30 days": sent, not
 * answered, and the 30 days of its link are over. Computed from instants (UTC), so the office's time zone cannot move it.
 * The staff page's words for each are the catalogs' `StaffServer.inquiryStatuses`.
 */
export type InquiryStatus = 'not-sent' | 'sent' | 'answered' | 'overdue';

export function inquiryStatus(
  inquiry: { sentAt: Date | null; expiresAt: Date | null; answeredAt: Date | null },
  now: Date = new Date(),
): InquiryStatus {
  if (inquiry.answeredAt) return 'answered';
  if (!inquiry.sentAt) return 'not-sent';
  return inquiry.expiresAt && inquiry.expiresAt.getTime() <= now.getTime() ? 'overdue' : 'sent';
}
