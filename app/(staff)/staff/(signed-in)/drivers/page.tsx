import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AddDriverForm } from '@/components/dq-file/add-driver-form';
import { CarrierSettingsForm } from '@/components/dq-file/carrier-settings-form';
import { CurrentDriversTable, FormerDriversTable } from '@/components/dq-file/drivers-tables';
import { FilterSelect } from '@/components/staff/filter-select';
import { PageLinks } from '@/components/staff/page-links';
import { requireStaff } from '@/lib/auth/staff-session';
import { listCompanies } from '@/lib/companies/companies';
import { dayIn } from '@/lib/dq-file/due-rules';
import { readDriversFilters } from '@/lib/dq-file/drivers-filters';
import { DQ_FILE_STATES } from '@/lib/dq-file/item-kinds';
import { carrierSettings } from '@/lib/dq-file/server/carrier-settings';
import { DRIVERS_PAGE_SIZE, dqCarrierCodes, listDrivers, listFormerDrivers } from '@/lib/dq-file/server/find-files';
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
  const known = [...codes, ...companies.map((company) => company.code)].sort();
  const compCode = filters.compCode || known[0] || '';
  // A carrier typed in the URL with no file yet (its first driver is about to be added) is a choice too.
  const carriers = [...new Set([...known, ...(compCode ? [compCode] : [])])].sort();
  const settings = compCode ? await carrierSettings(compCode) : null;
  const today = settings ? dayIn(settings.timeZone) : dayIn(serverConfig().officeTimeZone);
  const day = filters.asOf || today;
  const ended = filters.employment === 'ended';
  const current = compCode && !ended ? await listDrivers(compCode, day, { state: filters.state, page: filters.page }) : { rows: [], total: 0, counts: null };
  const former = compCode && ended ? await listFormerDrivers(compCode, filters.page) : null;
  const list = former ?? current;
  await recordAuditEvent({ action: 'drivers-listed', detail: { compCode, rows: list.rows.length } }, staff, staff.facts);
  const messages = (await getMessages()) as { DqFile: Record<string, unknown> };
  const query = queryString([['compCode', compCode], ['state', filters.state], ['asOf', filters.asOf], ['employment', ended ? 'ended' : undefined]]);
  const stateChoices = DQ_FILE_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }));
  const employmentLink = (which: 'current' | 'ended') => `/staff/drivers${queryString([['compCode', compCode], ['employment', which === 'ended' ? 'ended' : undefined]])}`;

  return (
    <NextIntlClientProvider messages={{ DqFile: messages.DqFile }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Typography variant="h1">{t('list.title')}</Typography>
        <Typography color="text.secondary">{t('list.intro', { day, timeZone: settings?.timeZone ?? 'UTC' })}</Typography>
        <Box component="form" method="get" action="/staff/drivers" aria-label={t('list.filters')} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField select label={t('list.carrier')} name="compCode" defaultValue={compCode} size="small" slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} sx={{ width: { xs: '100%', sm: '12rem' } }}>
            {carriers.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </TextField>
          <FilterSelect name="state" label={t('list.state')} defaultValue={filters.state ?? ''} anyLabel={t('list.allStates')} choices={stateChoices} sx={{ width: { xs: '100%', sm: '14rem' } }} />
          <TextField label={t('list.asOf')} name="asOf" type="date" defaultValue={filters.asOf} size="small" slotProps={{ inputLabel: { shrink: true } }} sx={{ width: { xs: '100%', sm: '12rem' } }} />
          <Button type="submit" variant="outlined">
            {t('list.show')}
          </Button>
        </Box>
        <Box component="nav" aria-label={t('list.employment')} sx={{ display: 'flex', gap: 2 }}>
          <Link href={employmentLink('current')} aria-current={ended ? undefined : 'page'}>
            {t('list.current')}
          </Link>
          <Link href={employmentLink('ended')} aria-current={ended ? 'page' : undefined}>
            {t('list.former')}
          </Link>
        </Box>
        {current.counts && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label={t('list.count', { count: DQ_FILE_STATES.reduce((sum, state) => sum + current.counts[state], 0) })} role="group">
            {DQ_FILE_STATES.map((state) => (
              <Link key={state} href={`/staff/drivers${queryString([['compCode', compCode], ['state', state], ['asOf', filters.asOf]])}`}>
                {t(`states.${state}`)}: {current.counts[state]}
              </Link>
            ))}
          </Box>
        )}
        {list.rows.length === 0 ? (
          <Alert severity="info" variant="outlined">
            {t('list.none')}
          </Alert>
        ) : former ? (
          <FormerDriversTable rows={former.rows} carrier={compCode} />
        ) : (
          <CurrentDriversTable rows={current.rows} carrier={compCode} />
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
