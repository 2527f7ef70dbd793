import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ListTable } from '@/components/staff/list-table';
import { CompanyForm } from '@/components/staff/company-form';
import { SourceLinks } from '@/components/staff/source-links';
import { ScreeningQuestionsSection } from '@/components/screening/screening-questions-section';
import { requireStaff } from '@/lib/auth/staff-session';
import { listCompanies } from '@/lib/companies/companies';
import { carriersWithoutAgency } from '@/lib/consents/server/carrier-consents';
import { DEFAULT_COMPANY_CODE } from '@/lib/applicant/schema';
import { serverConfig } from '@/lib/server/env';

export const metadata: Metadata = { title: 'Carriers — Driver Application staff', robots: { index: false } };

const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /staff/companies (admins): the carriers behind the company codes. An application names its carrier by the code
 * (49 CFR 391.21(b)(1)); with a record here, the wizard, the application page and the PDF show its name and address.
 */
export default async function CompaniesPage({ searchParams }: Props) {
  await requireStaff({ role: 'admin' });
  const companies = await listCompanies();
  const { edit: editCode, screening: screeningCode } = await searchParams;
  const editing = companies.find((company) => company.code === editCode);
  // The links' address: APP_BASE_URL; without it (a test machine), the address this page was opened at.
  const configured = serverConfig().appBaseUrl;
  const requestHeaders = await headers();
  const baseUrl = configured ?? `${requestHeaders.get('x-forwarded-proto') === 'https' ? 'https' : 'http'}://${requestHeaders.get('host') ?? 'localhost'}`;
  const codes = companies.length > 0 ? companies.map((company) => company.code) : [DEFAULT_COMPANY_CODE];
  const withoutAgency = await carriersWithoutAgency(companies.map((company) => company.code));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h1">Carriers</Typography>
      <Typography color="text.secondary">
        Each company code names the motor carrier the applicant applies to. Codes without a record keep working; the
        application then shows the code alone.
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ mb: 1.5 }}>
          {editing ? `Change ${editing.code}` : 'Add a carrier'}
        </Typography>
        <CompanyForm
          key={editing?.code ?? 'new'}
          editing={editing && { ...editing, notifyEmails: editing.notifyEmails.split(',').join(', ') }}
        />
      </Paper>
      {withoutAgency.size > 0 && (
        <Alert severity="warning" variant="outlined">
          The California notice is incomplete for {[...withoutAgency].join(', ')}: no consumer reporting agency is named
          (Consents, in the table below). Until one is, the notice tells applicants the carrier will give its details.
        </Alert>
      )}
      {companies.length > 0 && (
        <ListTable label="Carriers" columns={['Code', 'Legal name', { label: 'Address', sx: wideOnly }, { label: 'Notified of applications', sx: wideOnly }, '']}>
            {companies.map((company) => (
              <TableRow key={company.code}>
                <TableCell>{company.code}</TableCell>
                <TableCell>
                  {company.legalName}
                  {/* On a phone the address sits under the name rather than in a third, squeezed column. */}
                  <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}>
                    {company.address}
                  </Box>
                  {company.notifyEmails && (
                    <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary', overflowWrap: 'anywhere' }}>
                      Notified: {company.notifyEmails.split(',').join(', ')}
                    </Box>
                  )}
                </TableCell>
                <TableCell sx={wideOnly}>{company.address}</TableCell>
                <TableCell sx={{ ...wideOnly, overflowWrap: 'anywhere' }}>
                  {company.notifyEmails ? company.notifyEmails.split(',').join(', ') : <Box component="span" sx={{ color: 'text.secondary' }}>Office default</Box>}
                </TableCell>
                <TableCell align="right">
                  <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                    <Link href={`/staff/companies/${encodeURIComponent(company.code)}/consents`} aria-label={`Consents of ${company.code}`}>
                      Consents
                    </Link>
                    <Link href={`/staff/companies?edit=${encodeURIComponent(company.code)}`} aria-label={`Change ${company.code}`}>
                      Change
                    </Link>
                  </Box>
                  {withoutAgency.has(company.code) && (
                    <Box component="span" sx={{ display: 'block', color: '#7a3e00', fontSize: '0.8125rem' }}>
                      CA notice incomplete
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            ))}
        </ListTable>
      )}
      <ScreeningQuestionsSection companies={companies} chosen={typeof screeningCode === 'string' ? screeningCode : undefined} />
      <Paper variant="outlined" component="section" aria-labelledby="source-links-heading" sx={{ p: 2 }}>
        <Typography id="source-links-heading" variant="h2" sx={{ mb: 1.5 }}>
          Links per source
        </Typography>
        {!configured && (
          <Alert severity="warning" variant="outlined" sx={{ mb: 1.5 }}>
            APP_BASE_URL is not set: these links use this page&apos;s address. Set it to the public address before
            handing links out.
          </Alert>
        )}
        <SourceLinks baseUrl={baseUrl} codes={codes} />
      </Paper>
    </Box>
  );
}
