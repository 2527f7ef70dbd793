import 'server-only';
import type { Prisma } from '@/lib/generated/sqlite/client';
import { getDb } from '@/lib/server/db';
import type { AuditFilters } from './audit-filters';
import { containsText } from './contains-text';
import { findPage } from './find-page';
import { listDayRange } from './search-params';

const AUDIT_COLUMNS = {
  id: true,
  createdAt: true,
  action: true,
  staffEmail: true,
  numberId: true,
  ip: true,
  userAgent: true,
  detail: true,
} as const satisfies Prisma.AuditEventSelect;

export type AuditEventRow = Prisma.AuditEventGetPayload<{ select: typeof AUDIT_COLUMNS }>;

/**
 * The filters as a Prisma condition. Action, application number and the date range use the indexes on
 * AuditEvent; the email is a part-of-the-address match (people remember "jane", not the whole address).
 */
export function auditEventsWhere(filters: AuditFilters): Prisma.AuditEventWhereInput {
  const where: Prisma.AuditEventWhereInput = {};
  if (filters.action) where.action = filters.action;
  if (filters.email) where.staffEmail = containsText(filters.email);
  if (filters.number !== '') where.numberId = filters.number;
  where.createdAt = listDayRange(filters);
  return where;
}

/** One page of the audit log, newest first, and the number of matching events. Read only: nothing edits the log. */
export async function findAuditEvents(filters: AuditFilters): Promise<{ rows: AuditEventRow[]; total: number }> {
  const db = await getDb();
  const where = auditEventsWhere(filters);
  return findPage(
    filters,
    (window) => db.auditEvent.findMany({ where, select: AUDIT_COLUMNS, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...window }),
    () => db.auditEvent.count({ where }),
  );
}
