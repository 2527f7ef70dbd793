import { parseUsDate } from '@/lib/applicant/us-date';

/**
 * The medical examiner's certificate as the office reads it (the application page, the list, the PDF): expired, due
 * within WARN_DAYS, current, or not provided ("I don't have it with me", or a form that did not ask it).
 */
export const WARN_DAYS = 30;
const DAY_MS = 86_400_000;

export type MedicalCardStatus =
  | { kind: 'not-provided'; label: string }
  | { kind: 'expired' | 'expiring' | 'current'; label: string; expiration: string; daysLeft: number };

export function medicalCardStatus(answers: { medicalCardMissing: string; medicalCardExpiration: string }, now = new Date()): MedicalCardStatus {
  const expires = answers.medicalCardMissing === 'Y' ? null : parseUsDate(answers.medicalCardExpiration);
  if (!expires) return { kind: 'not-provided', label: 'Medical card not provided' };
  // Valid through its expiry day, in the office's calendar (UTC days, as the answers are stored).
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysLeft = Math.round((expires.getTime() - today) / DAY_MS);
  const expiration = answers.medicalCardExpiration;
  if (daysLeft < 0) return { kind: 'expired', label: `Medical card expired ${expiration}`, expiration, daysLeft };
  if (daysLeft <= WARN_DAYS) return { kind: 'expiring', label: `Medical card expires ${expiration} (${daysLeft} day${daysLeft === 1 ? '' : 's'})`, expiration, daysLeft };
  return { kind: 'current', label: `Medical card valid until ${expiration}`, expiration, daysLeft };
}

/** The list's badge: "Expired" after the expiry day, the days left within WARN_DAYS, else none (nor for no card). */
export function medicalCardBadge(status: MedicalCardStatus): { severity: 'expired' | 'expiring'; label: string; title: string } | null {
  if (status.kind === 'expired') return { severity: 'expired', label: 'Medical card expired', title: status.label };
  if (status.kind === 'expiring') return { severity: 'expiring', label: `Medical card: ${status.daysLeft} days left`, title: status.label };
  return null;
}
