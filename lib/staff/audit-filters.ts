import { z } from 'zod';
import { AUDIT_ACTIONS, type AuditAction } from '@/lib/server/audit/events';
import { listParamsShape, listQuery, parseSearchParams, textParam, type SearchParamsInput } from './search-params';

/**
 * The audit log's filters as they appear in the URL (/staff/audit?action=…):
 *
 *   action    one of AUDIT_ACTIONS
 *   email     part of the staff member's email (any case)
 *   number    an application number
 *   from, to  on or after / on or before this day (YYYY-MM-DD, both included), read in `tz` (see search-params)
 *   page      1-based; pageSize 25, 50 or 100
 */
export const auditFiltersSchema = z.object({
  action: z.enum(AUDIT_ACTIONS as [AuditAction, ...AuditAction[]]).or(z.literal('')).catch(''),
  email: textParam(254),
  // Application numbers are 32-bit integers in both engines; a larger one cannot exist.
  number: z.literal('').or(z.coerce.number().int().min(1).max(2_147_483_647)).catch(''),
  ...listParamsShape,
});

export type AuditFilters = z.output<typeof auditFiltersSchema>;

export function parseAuditFilters(input: SearchParamsInput): AuditFilters {
  return parseSearchParams(auditFiltersSchema, input);
}

export function hasActiveAuditFilters(filters: AuditFilters): boolean {
  return Boolean(filters.action || filters.email || filters.number !== '' || filters.from || filters.to);
}

/** The query string ('' or '?…') that shows `filters`, defaults left out. */
export function auditFiltersQuery(filters: AuditFilters, changes: Partial<AuditFilters> = {}): string {
  const next = { ...filters, ...changes };
  return listQuery([['action', next.action], ['email', next.email], ['number', next.number]], next);
}
