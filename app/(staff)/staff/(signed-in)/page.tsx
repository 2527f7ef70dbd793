import type { Metadata } from 'next';
import { StaffIntlProvider } from '@/components/staff/staff-intl-provider';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ApplicationFiltersForm } from '@/components/staff/application-filters-form';
import { ApplicationsTable } from '@/components/staff/applications-table';
import { PageLinks } from '@/components/staff/page-links';
import { RefusedDaysNotice } from '@/components/staff/refused-days-notice';
import { requireStaff } from '@/lib/auth/staff-session';
import {
  applicationFiltersQuery,
  exportQuery,
  hasActiveFilters,
  parseApplicationFilters,
} from '@/lib/staff/application-filters';
import { findApplications } from '@/lib/staff/find-applications';
import { refusedDays } from '@/lib/staff/search-params';
import { newestEarlierApplications } from '@/lib/staff/returning/linked-applications';
import { withConsentsOnFile } from '@/lib/consents/server/find-consents';
import { medicalCardBadge, medicalCardStatus } from '@/lib/documents/medical-card-status';

export const metadata: Metadata = { title: 'Applications — Driver Application staff', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /staff: every application, newest first, searched, filtered and paged on the server (the URL holds the state). */
export default async function ApplicationsPage({ searchParams }: Props) {
  const staff = await requireStaff();
  const params = await searchParams;
  const filters = parseApplicationFilters(params);
  const { rows, total } = await findApplications(filters);
  // "Returning": one query for the page's rows (index probes per row), never a scan per row.
  const earlier = await newestEarlierApplications(rows.map((row) => row.numberId));
  const consentsOnFile = await withConsentsOnFile(rows.map((row) => row.numberId));
  const filtersOnly = applicationFiltersQuery(filters, { page: 1, pageSize: 25 });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">Applications</Typography>
        <Box sx={{ flexGrow: 1 }} />
        {staff.role === 'admin' && total > 0 && (
          // A plain link, not a client-side navigation: the browser downloads the file (no SSN is in it).
          <Button href={`/api/staff/applications/export${exportQuery(filters)}`} variant="outlined">
            Export CSV
          </Button>
        )}
      </Box>
      {/* Keyed by the query so the uncontrolled fields show the URL's values after back/forward. */}
      <ApplicationFiltersForm key={filtersOnly} filters={filters} />
      <RefusedDaysNotice refused={refusedDays(params)} instead="The list is not narrowed by that date." />
      {rows.length > 0 ? (
        <StaffIntlProvider>
          <ApplicationsTable
            rows={rows.map((row) => ({
              numberId: row.numberId,
              receivedAt: row.creationDate.toISOString(),
              applicantName: row.applicantName,
              compCode: row.compCode,
              ssnLast4: row.ssnLast4,
              status: row.status,
              incomplete: row.missingItems !== '',
              consentsMissing: !consentsOnFile.has(row.numberId),
              earlierNumberId: earlier.get(row.numberId) ?? null,
              screening: row.screeningOutcome,
              medicalCard: medicalCardBadge(medicalCardStatus(row)),
            }))}
          />
        </StaffIntlProvider>
      ) : (
        <Alert severity="info" variant="outlined">
          {total > 0
            ? 'This page is past the end of the list.'
            : hasActiveFilters(filters)
              ? 'No application matches these filters.'
              : 'No applications yet. They appear here as soon as an applicant submits one.'}
        </Alert>
      )}
      <PageLinks path="/staff" query={filtersOnly} list={filters} total={total} />
    </Box>
  );
}
