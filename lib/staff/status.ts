/**
 * The review status of an application in the staffing office. No `server-only`: the list's filter, the status
 * chip and the detail page's status change (client components) read the same values and labels.
 */
export const APPLICATION_STATUSES = ['new', 'in_review', 'hired', 'not_hired', 'withdrawn'] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  in_review: 'In review',
  hired: 'Hired',
  not_hired: 'Not hired',
  withdrawn: 'Withdrawn',
};

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

/** The label of a stored status; a value written by something else is shown as it is rather than hidden. */
export function applicationStatusLabel(status: string): string {
  return isApplicationStatus(status) ? APPLICATION_STATUS_LABELS[status] : status;
}

export function canChangeStatus(from: string, to: string): boolean {
  return isApplicationStatus(from) && isApplicationStatus(to) && NEXT_STATUSES[from].includes(to);
}
