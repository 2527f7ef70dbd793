import 'server-only';
import type { Attribution } from '@/lib/sources/attribution';
import { getDb } from '../db';
import { logFailure } from '@/lib/server/http/log-failure';

/**
 * The funnel's events that no other row records (table FunnelEvent): `started`, the applicant passed step 1 of the
 * wizard (POST /api/wizard-starts); `saved`, an application was first saved for later (POST /api/drafts). The
 * third figure, submitted, is the Applicant table itself. `reminded`, a saved application's reminder was mailed, and
 * `resumed`, a reminded one was opened again (lib/drafts/server/draft-reminders.ts). Nothing personal: when, which
 * company code, which source.
 */
export const FUNNEL_EVENT_KINDS = ['started', 'saved', 'reminded', 'resumed'] as const;
export type FunnelEventKind = (typeof FUNNEL_EVENT_KINDS)[number];

/**
 * Writes one event. A figure for the dashboard is never worth an applicant's failed save: a failure is logged (its
 * kind only) and swallowed; the caller learns whether the row was written.
 */
export async function recordFunnelEvent(kind: FunnelEventKind, compCode: string, attribution: Attribution): Promise<boolean> {
  try {
    const db = await getDb();
    await db.funnelEvent.create({ data: { kind, compCode, ...attribution } });
    return true;
  } catch (error) {
    logFailure('funnel', kind, error);
    return false;
  }
}
