import { z } from 'zod';
import { dayParam, parseSearchParams, queryString, timeZoneParam, type SearchParamsInput } from '../search-params';

/**
 * The dashboard's filters as they appear in the URL (/staff/dashboard?from=…&to=…&compCode=…), like the list's:
 * reload, back and a shared link show the same figures. No `server-only`: the filter form builds its links with it.
 *
 *   from, to  the days covered, both included (YYYY-MM-DD), read in `tz`; default: the 12 weeks up to today
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

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return dayOf(new Date(Date.UTC(year, month - 1, date + days)));
};

/** Today's calendar day in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The filters with both days filled in: a missing `to` is today, a missing `from` is 12 weeks before `to`, and a
 * range given backwards is turned round. Never throws, whatever the URL holds.
 */
export function parseDashboardFilters(input: SearchParamsInput, now = new Date()): DashboardFilters {
  const parsed = parseSearchParams(dashboardFiltersSchema, input);
  const to = parsed.to || (parsed.from && parsed.from > todayIn(parsed.tz, now) ? parsed.from : todayIn(parsed.tz, now));
  const from = parsed.from || addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  return from <= to ? { ...parsed, from, to } : { ...parsed, from: to, to: from };
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
