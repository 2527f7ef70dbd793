import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ListTable } from '@/components/staff/list-table';
import { AuditFiltersForm } from '@/components/staff/audit-filters-form';
import { LocalTime } from '@/components/staff/local-time';
import { PageLinks } from '@/components/staff/page-links';
import { RefusedDaysNotice } from '@/components/staff/refused-days-notice';
import { requireStaff } from '@/lib/auth/staff-session';
import { AUDIT_ACTIONS, type AuditAction } from '@/lib/server/audit/events';
import { auditDetailSummary } from '@/lib/staff/audit-detail';
import { auditFiltersQuery, hasActiveAuditFilters, parseAuditFilters } from '@/lib/staff/audit-filters';
import { findAuditEvents } from '@/lib/staff/find-audit-events';
import { refusedDays } from '@/lib/staff/search-params';

export const metadata: Metadata = { title: 'Audit log — Driver Application staff', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const isAuditAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as string[]).includes(action);

/** /staff/audit (admins): who did what, to which application, when and from where. Read only. */
export default async function AuditLogPage({ searchParams }: Props) {
  await requireStaff({ role: 'admin' });
  const params = await searchParams;
  const filters = parseAuditFilters(params);
  const { rows, total } = await findAuditEvents(filters);
  const filtersOnly = auditFiltersQuery(filters, { page: 1, pageSize: 25 });
  const t = await getTranslations('Staff');
  // An action no longer in the schema (an older release's) is shown as it was stored.
  const actionLabel = (action: string) => (isAuditAction(action) ? t(`auditActions.${action}`) : action);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h1">Audit log</Typography>
      <AuditFiltersForm key={filtersOnly} filters={filters} />
      <RefusedDaysNotice refused={refusedDays(params)} instead="The log is not narrowed by that date." />
      {rows.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {total > 0
            ? 'This page is past the end of the log.'
            : hasActiveAuditFilters(filters)
              ? 'No event matches these filters.'
              : 'Nothing has been recorded yet.'}
        </Alert>
      ) : (
        <ListTable label="Audit events" columns={['When', 'Who', 'Action', 'Application', 'IP', 'Details']}>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <LocalTime iso={row.createdAt.toISOString()} />
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.staffEmail || '—'}</TableCell>
                <TableCell>{actionLabel(row.action)}</TableCell>
                <TableCell>
                  {row.numberId === null ? (
                    '—'
                  ) : (
                    <Link href={`/staff/applications/${row.numberId}`}>No. {row.numberId}</Link>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.ip || '—'}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: '12rem' }}>
                  {auditDetailSummary(row.detail) || '—'}
                </TableCell>
              </TableRow>
            ))}
        </ListTable>
      )}
      <PageLinks path="/staff/audit" query={filtersOnly} list={filters} total={total} />
    </Box>
  );
}
