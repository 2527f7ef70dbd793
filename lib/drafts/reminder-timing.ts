/**
 * When a saved, unsubmitted application's reminders are due (docs/drafts-and-copies.md): the first `delays[0]`
 * after its last save, the second `delays[1]` after it, never more than two, none once stopped or past its expiry.
 * Pure, so the schedule is tested without a clock; lib/drafts/server/draft-reminders.ts asks the database the same
 * question (`dueSavedBefore`).
 */
export const MAX_REMINDERS = 2;

export type ReminderState = { savedAt: Date; remindersSent: number; remindersStopped: boolean; expiresAt: Date };

/** When the next reminder is due, or null when none will be. */
export function nextReminderAt(draft: ReminderState, delaysMs: readonly [number, number]): Date | null {
  if (draft.remindersStopped || draft.remindersSent >= MAX_REMINDERS) return null;
  const due = new Date(draft.savedAt.getTime() + delaysMs[draft.remindersSent === 0 ? 0 : 1]!);
  return due < draft.expiresAt ? due : null;
}

export function isReminderDue(draft: ReminderState, delaysMs: readonly [number, number], now: Date): boolean {
  const due = nextReminderAt(draft, delaysMs);
  return due !== null && due <= now && now < draft.expiresAt;
}

/** For the query: reminder `n` (0 or 1 sent so far) is due for a draft last saved at or before this time. */
export const dueSavedBefore = (remindersSent: number, delaysMs: readonly [number, number], now: Date) =>
  new Date(now.getTime() - delaysMs[remindersSent === 0 ? 0 : 1]!);
