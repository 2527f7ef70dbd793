import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AddDriverForm } from '@/components/dq-file/add-driver-form';
import { CarrierSettingsForm } from '@/components/dq-file/carrier-settings-form';
import { DqStateChip } from '@/components/dq-file/dq-state-chip';
import { PageLinks } from '@/components/staff/page-links';
import { requireStaff } from '@/lib/auth/staff-session';
import { listCompanies } from '@/lib/companies/companies';
import { dayIn } from '@/lib/dq-file/due-rules';
import { readDriversFilters } from '@/lib/dq-file/drivers-filters';
import { DQ_FILE_STATES } from '@/lib/dq-file/item-kinds';
import { carrierSettings } from '@/lib/dq-file/server/carrier-settings';
import { DRIVERS_PAGE_SIZE, dqCarrierCodes, listDrivers } from '@/lib/dq-file/server/find-files';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { serverConfig } from '@/lib/server/env';
import { queryString } from '@/lib/staff/search-params';

export const metadata: Metadata = { title: 'Drivers — Driver Application staff', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /staff/drivers: one carrier's drivers in employment and the state of each one's DQ file (not cleared to drive,
 * items overdue, due within 30 days, qualified), counted in the carrier's calendar; the carrier's DQ settings (admins)
 * and adding a driver hired before this app. Audited.
 */
export default async function DriversPage({ searchParams }: Props) {
  const staff = await requireStaff();
  const filters = readDriversFilters(await searchParams);
  const t = await getTranslations('DqFile');
  const [codes, companies] = await Promise.all([dqCarrierCodes(), listCompanies()]);
  const carriers = [...new Set([...codes, ...companies.map((company) => company.code)])].sort();
  const compCode = filters.compCode || carriers[0] || '';
  const settings = compCode ? await carrierSettings(compCode) : null;
  const today = settings ? dayIn(settings.timeZone) : dayIn(serverConfig().officeTimeZone);
  const day = filters.asOf || today;
  const list = compCode ? await listDrivers(compCode, day, { state: filters.state, page: filters.page }) : { rows: [], total: 0, counts: null };
  await recordAuditEvent({ action: 'drivers-listed', detail: { compCode, rows: list.rows.length } }, staff, staff.facts);
  const messages = (await getMessages()) as { DqFile: Record<string, unknown> };
  const query = queryString([['compCode', compCode], ['state', filters.state], ['asOf', filters.asOf]]);

  return (
    <NextIntlClientProvider messages={{ DqFile: messages.DqFile }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Typography variant="h1">{t('list.title')}</Typography>
        <Typography color="text.secondary">{t('list.intro', { day, timeZone: settings?.timeZone ?? 'UTC' })}</Typography>
        <Box component="form" method="get" action="/staff/drivers" aria-label={t('list.title')} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField select label={t('list.carrier')} name="compCode" defaultValue={compCode} size="small" slotProps={{ select: { native: true } }} sx={{ minWidth: '10rem' }}>
            {carriers.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </TextField>
          <TextField select label={t('list.state')} name="state" defaultValue={filters.state ?? ''} size="small" slotProps={{ select: { native: true } }} sx={{ minWidth: '12rem' }}>
            <option value="">{t('list.allStates')}</option>
            {DQ_FILE_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`states.${state}`)}
              </option>
            ))}
          </TextField>
          <TextField label={t('list.asOf')} name="asOf" type="date" defaultValue={filters.asOf} size="small" slotProps={{ inputLabel: { shrink: true } }} />
          <Button type="submit" variant="outlined">
            {t('list.show')}
          </Button>
        </Box>
        {list.counts && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label={t('list.count', { count: DQ_FILE_STATES.reduce((sum, state) => sum + list.counts[state], 0) })} role="group">
            {DQ_FILE_STATES.map((state) => (
              <Link key={state} href={`/staff/drivers${queryString([['compCode', compCode], ['state', state], ['asOf', filters.asOf]])}`}>
                {t(`states.${state}`)}: {list.counts[state]}
              </Link>
            ))}
          </Box>
        )}
        {list.rows.length === 0 ? (
          <Alert severity="info" variant="outlined">
            {t('list.none')}
          </Alert>
        ) : (
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-label={t('list.tableLabel', { carrier: compCode })}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('list.driver')}</TableCell>
                    <TableCell>{t('list.state')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('list.hired')}</TableCell>
                    <TableCell>{t('list.nextDue')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.rows.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>
                        <Link href={`/staff/drivers/${row.id}`}>
                          {row.driverName}
                        </Link>
                        <Typography variant="body2" color="text.secondary">
                          {row.numberId !== null ? t('list.application', { numberId: row.numberId }) : t('list.byHand')}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                          <DqStateChip state={row.state} label={t(`states.${row.state}`)} />
                          {row.reopened && <DqStateChip state="reopened" label={t('states.reopened')} />}
                        </Box>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{row.hireDate}</TableCell>
                      <TableCell>{row.nextDue || '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
        )}
        {list.total > DRIVERS_PAGE_SIZE && <PageLinks path="/staff/drivers" query={query} list={{ page: filters.page, pageSize: DRIVERS_PAGE_SIZE }} total={list.total} />}
        {compCode && (
          <Paper variant="outlined" component="section" aria-labelledby="add-driver" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
            <Typography id="add-driver" variant="h2">
              {t('add.title')}
            </Typography>
            <AddDriverForm companyCode={compCode} today={today} />
          </Paper>
        )}
        {staff.role === 'admin' && settings && (
          <Paper variant="outlined" component="section" aria-labelledby="dq-settings" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
            <Typography id="dq-settings" variant="h2">
              {t('settings.title', { carrier: compCode })}
            </Typography>
            <CarrierSettingsForm
              companyCode={compCode}
              timeZone={settings.ownTimeZone ? settings.timeZone : ''}
              digestEmails={settings.ownList ? settings.digestEmails.join(', ') : ''}
              officeTimeZone={serverConfig().officeTimeZone}
            />
          </Paper>
        )}
      </Box>
    </NextIntlClientProvider>
  );
}
