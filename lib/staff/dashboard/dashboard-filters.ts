import { z } from 'zod';
import {
  addDays,
  dayParam,
  daysBetween,
  parseSearchParams,
  queryString,
  refusedDays,
  timeZoneParam,
  type RefusedDay,
  type SearchParamsInput,
} from '../search-params';

/**
 * The dashboard's filters as they appear in the URL (/staff/dashboard?from=…&to=…&compCode=…), like the list's:
 * reload, back and a shared link show the same figures. No `server-only`: the filter form builds its links with it.
 *
 *   from, to  the days covered, both included (YYYY-MM-DD), read in `tz`; default: the 12 weeks up to today; each a
 *             day of the staff filters' window (search-params.ts), at most MAX_RANGE_DAYS apart
 *   tz        the browser's IANA time zone, added by the filter form; UTC without it
 *   compCode  one carrier's company code; all carriers without it
 */
export const dashboardFiltersSchema = z.object({
  from: dayParam,
  to: dayParam,
  tz: timeZoneParam,
  compCode: z.string().trim().toUpperCase().regex(/^[A-Z0-9_-]{1,20}$/).catch(''),
});

export type DashboardFilters = z.output<typeof dashboardFiltersSchema>;

/** The default range: the 84 days (12 weeks) up to and including today. */
export const DEFAULT_RANGE_DAYS = 84;

/**
 * The longest range counted at once: three years. The weekly chart then has at most 158 bars, and the page stays
 * a page; a wider range is refused with this limit named (docs/dashboard.md).
 */
export const MAX_RANGE_DAYS = 1096;

/** Today's calendar day in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** What the URL asked for: the filters to count, and what of the URL could not be taken (empty when all was). */
export type DashboardRequest = { filters: DashboardFilters; refused: RefusedDay[] };

/**
 * The filters with both days filled in: a missing `to` is today, a missing `from` is 12 weeks before `to`, and a
 * range given backwards is turned round. Never throws, whatever the URL holds: a day outside the filter window, or
 * a range over MAX_RANGE_DAYS, gives the default range and says why in `refused` (the page shows it; the JSON
 * route answers 400 with it).
 */
export function readDashboardFilters(input: SearchParamsInput, now = new Date()): DashboardRequest {
  const parsed = parseSearchParams(dashboardFiltersSchema, input);
  const today = todayIn(parsed.tz, now);
  const defaults = { ...parsed, from: addDays(today, -(DEFAULT_RANGE_DAYS - 1)), to: today };
  const refused = refusedDays(input, ['from', 'to'], now);
  if (refused.length > 0) return { filters: defaults, refused };

  const to = parsed.to || (parsed.from && parsed.from > today ? parsed.from : today);
  const from = parsed.from || addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  const [first, last] = from <= to ? [from, to] : [to, from];
  const days = daysBetween(first, last) + 1;
  if (days > MAX_RANGE_DAYS) {
    const message = `${first} to ${last} is ${days.toLocaleString('en-US')} days; the dashboard counts at most ${MAX_RANGE_DAYS.toLocaleString('en-US')} days (3 years) at a time.`;
    return { filters: defaults, refused: [{ name: 'to', message }] };
  }
  return { filters: { ...parsed, from: first, to: last }, refused: [] };
}

/** The query string ('' or '?…') that shows `filters`; tz only when it is not UTC. */
export function dashboardQuery(filters: DashboardFilters): string {
  return queryString([
    ['from', filters.from],
    ['to', filters.to],
    ['tz', filters.tz !== 'UTC' ? filters.tz : undefined],
    ['compCode', filters.compCode],
  ]);
}
