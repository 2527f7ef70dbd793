/**
 * The review status of an application in the staffing office. No `server-only`: the list's filter, the status
 * chip and the detail page's status change (client components) read the same values. Their words are the catalogs'
 * `Staff.statuses` (lib/i18n/messages).
 */
export const APPLICATION_STATUSES = ['new', 'in_review', 'hired', 'not_hired', 'withdrawn'] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The workflow: which statuses each status may change to. A decided application (hired, not hired, withdrawn)
 * can only be reopened for review, so every decision passes through "in review" and leaves a history entry there.
 */
export const NEXT_STATUSES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['in_review', 'withdrawn'],
  in_review: ['hired', 'not_hired', 'withdrawn'],
  hired: ['in_review'],
  not_hired: ['in_review'],
  withdrawn: ['in_review'],
};

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/**
 * next-intl's translator of the `Staff` namespace, whichever made it: useTranslations, getTranslations or
 * catalogTexts. Typed by the keys it is asked for, so a catalog without a status's words fails tsc.
 */
export type StatusTexts = (key: `statuses.${ApplicationStatus}`) => string;

/** The words of a stored status; a value written by something else is shown as it is rather than hidden. */
export function applicationStatusLabel(t: StatusTexts, status: string): string {
  return isApplicationStatus(status) ? t(`statuses.${status}`) : status;
}

export function canChangeStatus(from: string, to: string): boolean {
  return isApplicationStatus(from) && isApplicationStatus(to) && NEXT_STATUSES[from].includes(to);
}
