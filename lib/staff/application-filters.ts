import { z } from 'zod';
import { APPLICATION_STATUSES } from './status';
import { SCREENING_OUTCOMES } from '@/lib/screening/questions';
import { DEFAULT_PAGE_SIZE, listParamsShape, listQuery, parseSearchParams, textParam, type SearchParamsInput } from './search-params';

/**
 * The applications list's filters as they appear in the URL (/staff?q=…&compCode=…), so back/forward, reloads
 * and shared links all show the same list. The CSV export reads the same parameters.
 *
 *   q         name (contains, any case) or the last four SSN digits (exactly four digits, e.g. 1234 or ***-**-1234)
 *   compCode  company code, exact
 *   status    one of APPLICATION_STATUSES
 *   inquiries `overdue`: a 391.23 safety history request sent, unanswered, its 30 days over
 *   screening one of SCREENING_OUTCOMES (lib/screening): meets, does-not-meet, priority, not-screened
 *   from, to  received on or after / on or before this day (YYYY-MM-DD, both included), read in `tz`
 *   tz        the browser's IANA time zone, added by the filter form when a day is given; UTC without it
 *   page      1-based; pageSize 25, 50 or 100
 */
export const SEARCH_MAX_LENGTH = 100;

export const applicationFiltersSchema = z.object({
  q: textParam(SEARCH_MAX_LENGTH),
  // The same shape the application form accepts (lib/applicant/schema.ts companyCode), so a typo cannot match.
  compCode: z.string().trim().toUpperCase().regex(/^[A-Z0-9_-]{1,20}$/).catch(''),
  status: z.enum(APPLICATION_STATUSES).or(z.literal('')).catch(''),
  inquiries: z.literal('overdue').or(z.literal('')).catch(''),
  screening: z.enum(SCREENING_OUTCOMES).or(z.literal('')).catch(''),
  ...listParamsShape,
});

export type ApplicationFilters = z.output<typeof applicationFiltersSchema>;

export function parseApplicationFilters(input: SearchParamsInput): ApplicationFilters {
  return parseSearchParams(applicationFiltersSchema, input);
}

export type ApplicationSearch = { kind: 'ssnLast4'; digits: string } | { kind: 'name'; text: string };

/**
 * What the search box asks for. Four digits are the last four of an SSN (also when pasted the way the list
 * shows them, ***-**-1234); anything else is part of a name. Names hold no digits, so nothing is lost.
 */
export function applicationSearch(q: string): ApplicationSearch | null {
  const text = q.trim();
  if (!text) return null;
  const lastFour = /^[*\sxX-]*(\d{4})$/.exec(text);
  return lastFour?.[1] ? { kind: 'ssnLast4', digits: lastFour[1] } : { kind: 'name', text };
}

export function hasActiveFilters(filters: ApplicationFilters): boolean {
  return Boolean(filters.q || filters.compCode || filters.status || filters.inquiries || filters.screening || filters.from || filters.to);
}

/** The query string ('' or '?…') that shows `filters`, with defaults left out so links stay short. */
export function applicationFiltersQuery(filters: ApplicationFilters, changes: Partial<ApplicationFilters> = {}): string {
  const next = { ...filters, ...changes };
  return listQuery(
    [['q', next.q], ['compCode', next.compCode], ['status', next.status], ['inquiries', next.inquiries], ['screening', next.screening]],
    next,
  );
}

/** The export takes the list's filters but not its page: it exports every matching row. */
export function exportQuery(filters: ApplicationFilters): string {
  return applicationFiltersQuery(filters, { page: 1, pageSize: DEFAULT_PAGE_SIZE });
}

/**
 * The filters of an export as the audit log keeps them. The search term itself is left out — it is a name or
 * SSN digits, and the audit log records who did what, never applicants' data (lib/server/audit/events.ts) —
 * only which kind of search narrowed the export.
 */
export function auditedExportFilters(filters: ApplicationFilters): Record<string, string> {
  const search = applicationSearch(filters.q);
  const audited: Record<string, string> = {};
  if (search) audited.search = search.kind === 'ssnLast4' ? 'last 4 of SSN' : 'name';
  if (filters.compCode) audited.compCode = filters.compCode;
  if (filters.status) audited.status = filters.status;
  if (filters.inquiries) audited.inquiries = filters.inquiries;
  if (filters.screening) audited.screening = filters.screening;
  if (filters.from) audited.from = filters.from;
  if (filters.to) audited.to = filters.to;
  if ((filters.from || filters.to) && filters.tz !== 'UTC') audited.tz = filters.tz;
  return audited;
}
