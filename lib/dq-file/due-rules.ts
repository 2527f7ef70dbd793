import { parseUsDate } from '@/lib/applicant/us-date';
import { todayIn } from '@/lib/staff/dashboard/dashboard-filters';
import { addDays, daysBetween } from '@/lib/staff/search-params';
import {
  BEFORE_DUTY_KINDS,
  DQ_ITEM_SPECS,
  DUE_SOON_DAYS,
  type DqFileState,
  type DqItemKind,
  type DqItemStanding,
} from './item-kinds';

/**
 * The DQ file's date rules (docs/dq-file.md): every day is a calendar day (YYYY-MM-DD) in the carrier's time zone,
 * so "due in 30 days" and "overdue" change at the carrier's midnight, not at UTC's. No server code: the page shows
 * the same standing the digest mails.
 */

export { addDays, daysBetween };

/** Today in the carrier's time zone. */
export const dayIn = (timeZone: string, now: Date = new Date()): string => todayIn(timeZone, now);

/** `months` calendar months after `day`; the 29th–31st of a shorter month is its last day (29 Feb + 12 months = 28 Feb). */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastOfTarget))).toISOString().slice(0, 10);
}

/** A real calendar day as YYYY-MM-DD between 1900 and 2199 (nothing else is stored as a DQ day). */
export function isDay(value: string): boolean {
  if (!/^(19|20|21)\d\d-\d\d-\d\d$/.test(value)) return false;
  const [year = 0, month = 0, date = 0] = value.split('-').map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
}

/** The due day of an item opened at hire, by its rule; "" for an item with none. */
export function dueAtHire(kind: DqItemKind, hireDate: string): string {
  switch (DQ_ITEM_SPECS[kind].rule) {
    case 'before-duty':
    case 'on-hire':
      return hireDate;
    case 'within-30':
      return addDays(hireDate, 30);
    case 'yearly':
      return addMonths(hireDate, 12);
    case 'on-expiry':
    case 'when-needed':
      return '';
  }
}

/**
 * The due day of the next occurrence once a recurring item is done: 12 months after the day it was done (391.25,
 * 382.701(b)), or the day what it proves expires (a medical certificate). Null for an item that does not recur.
 */
export function nextDue(kind: DqItemKind, doneOn: string, expiresOn: string): string | null {
  const spec = DQ_ITEM_SPECS[kind];
  if (!spec.recurs) return null;
  if (spec.expires) return expiresOn || null;
  return addMonths(doneOn, 12);
}

/** The medical card's expiry as the applicant typed it (MM/DD/YYYY), as a day; "" when not given. */
export function medicalCardExpiry(answers: { medicalCardMissing?: string; medicalCardExpiration?: string }): string {
  if (answers.medicalCardMissing === 'Y') return '';
  const expires = parseUsDate(answers.medicalCardExpiration ?? '');
  return expires ? expires.toISOString().slice(0, 10) : '';
}

export type ItemForStanding = { status: string; dueOn: string };

/** An item's standing on `today`: a pending item is overdue the day after its due day, due soon within 30 days. */
export function itemStanding(item: ItemForStanding, today: string): DqItemStanding {
  if (item.status === 'done') return 'done';
  if (item.status === 'not-applicable') return 'not-applicable';
  if (!item.dueOn) return 'pending';
  const daysLeft = daysBetween(today, item.dueOn);
  if (daysLeft < 0) return 'overdue';
  return daysLeft <= DUE_SOON_DAYS ? 'due-soon' : 'pending';
}

/** What a file's state is computed from: its pending items' earliest due day, and whether a pre-duty item is pending. */
export type FileFacts = { beforeDutyPending: boolean; earliestDue: string };

export function fileFacts(items: ReadonlyArray<{ kind: string; status: string; dueOn: string }>): FileFacts {
  let beforeDutyPending = false;
  let earliestDue = '';
  for (const item of items) {
    if (item.status !== 'pending') continue;
    if ((BEFORE_DUTY_KINDS as readonly string[]).includes(item.kind)) beforeDutyPending = true;
    if (item.dueOn && (!earliestDue || item.dueOn < earliestDue)) earliestDue = item.dueOn;
  }
  return { beforeDutyPending, earliestDue };
}

/**
 * The driver's state: not cleared to drive while a pre-duty item (drug test, Clearinghouse full query, road test)
 * is pending; else overdue, due within 30 days, or qualified, by the earliest pending due day.
 */
export function fileState(facts: FileFacts, today: string): DqFileState {
  if (facts.beforeDutyPending) return 'not-cleared';
  const standing = itemStanding({ status: 'pending', dueOn: facts.earliestDue }, today);
  if (standing === 'overdue') return 'overdue';
  return standing === 'due-soon' ? 'due-soon' : 'qualified';
}

/** The day a file may be destroyed: three years after the termination date (391.51(c)); "" while employed. */
export function keptUntil(terminationDate: string): string {
  return terminationDate ? addMonths(terminationDate, 36) : '';
}
