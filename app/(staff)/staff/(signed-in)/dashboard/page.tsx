import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DashboardBarChart } from '@/components/staff/dashboard/dashboard-bar-chart';
import { DashboardFiltersForm } from '@/components/staff/dashboard/dashboard-filters-form';
import { FigureTable } from '@/components/staff/dashboard/figure-table';
import { RefusedDaysNotice } from '@/components/staff/refused-days-notice';
import { STEPS } from '@/lib/applicant/steps';
import { STEP_IDS } from '@/lib/applicant/steps/order';
import { requireStaff } from '@/lib/auth/staff-session';
import { listCompanies } from '@/lib/companies/companies';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { stepTitle } from '@/lib/staff/step-record';
import { dashboardFigures } from '@/lib/staff/dashboard/dashboard-figures';
import { dashboardQuery, readDashboardFilters } from '@/lib/staff/dashboard/dashboard-filters';
import { formatDuration } from '@/lib/staff/dashboard/format-duration';
import { getTranslations } from 'next-intl/server';
import { dqDashboardCounts } from '@/lib/dq-file/server/find-files';

export const metadata: Metadata = { title: 'Dashboard — Driver Application staff', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** "Step 4: Driver licenses (past 3 years)": where an application with `stepsDone` complete steps stopped. */
const stoppedAtLabel = (stepsDone: number) => {
  const id = STEP_IDS[stepsDone];
  return id ? `Step ${stepsDone + 1}: ${stepTitle(STEPS[id])}` : `All ${STEP_IDS.length} steps done`;
};

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—');

/** Rows of a stage and its count, each with its share of the first stage's count (of started, of mailed). */
const withShareOfFirst = (stages: [string, number][]) => stages.map(([stage, count]) => [stage, count, percent(count, stages[0]![1])]);

function Section({ id, title, intro, children }: { id: string; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0, display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start' }}>
      <Typography id={id} variant="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {intro}
      </Typography>
      {children}
    </Paper>
  );
}

/** Sections side by side, two to a row on a wide screen, one below the other on a narrow one. */
function SectionPairs({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>;
}

/**
 * /staff/dashboard (reviewers and admins): where applicants come from, where they stop, how long decisions take.
 * Every figure is counted by the database (lib/staff/dashboard/dashboard-figures.ts); each chart has its numbers
 * in a table below it.
 */
export default async function DashboardPage({ searchParams }: Props) {
  const staff = await requireStaff();
  const { filters, refused } = readDashboardFilters(await searchParams);
  const [figures, carriers, dqCounts, dq] = await Promise.all([
    dashboardFigures(filters),
    listCompanies(),
    dqDashboardCounts(filters.compCode),
    getTranslations('DqFile'),
  ]);
  await recordAuditEvent(
    { action: 'dashboard-viewed', detail: { from: filters.from, to: filters.to, compCode: filters.compCode, format: 'page' } },
    staff,
    staff.facts,
  );

  const { funnel, reminders, stoppedAt, bySource, decisions, statuses } = figures;
  const carrier = filters.compCode ? carriers.find((one) => one.code === filters.compCode) : undefined;
  const stoppedRows = stoppedAt.map((row) => [stoppedAtLabel(row.stepsDone), row.count]);
  const unfinished = stoppedAt.reduce((sum, row) => sum + row.count, 0);
  const weekTotals = bySource.weeks.map((_, week) => bySource.counts.reduce((sum, series) => sum + (series[week] ?? 0), 0));

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1">Dashboard</Typography>
      <DashboardFiltersForm key={dashboardQuery(filters)} filters={filters} carriers={carriers} />
      <RefusedDaysNotice refused={refused} instead="Showing the 12 weeks up to today instead." />
      <Typography color="text.secondary">
        {filters.from} to {filters.to}
        {filters.tz !== 'UTC' ? ` (${filters.tz})` : ' (UTC)'} ·{' '}
        {filters.compCode ? `${filters.compCode}${carrier ? ` — ${carrier.legalName}` : ''}` : 'all carriers'} ·{' '}
        <a href={`/api/staff/dashboard${dashboardQuery(filters)}`}>these figures as JSON</a>
      </Typography>

      <SectionPairs>
        <Section
          id="funnel-heading"
          title="Started, saved, submitted"
          intro="Started: the applicant passed step 1 of the form. Saved: an application was first saved to finish later. Submitted: applications received. Reminders: mailed about saved applications (at most two each), and how often a reminded application was opened again."
        >
          <DashboardBarChart
            categories={['Started', 'Saved', 'Submitted']}
            series={[{ label: 'Applicants', data: [funnel.started, funnel.saved, funnel.submitted] }]}
            layout="horizontal"
            categoryWidth={90}
            height={170}
          />
          <FigureTable
            caption="Started, saved and submitted in the range"
            head={['Stage', 'Count', 'Of started']}
            rows={withShareOfFirst([
              ['Started', funnel.started],
              ['Saved for later', funnel.saved],
              ['Submitted', funnel.submitted],
            ])}
          />
          <FigureTable
            caption="Reminders of saved applications in the range"
            head={['Reminders', 'Count', 'Of mailed']}
            rows={withShareOfFirst([
              ['Reminders mailed', reminders.mailed],
              ['Resumed after a reminder', reminders.resumed],
            ])}
          />
        </Section>

        <Section
          id="stopped-heading"
          title="Where unfinished applications stopped"
          intro={`Applications saved for later in the range and not submitted (${unfinished.toLocaleString('en-US')}), by the step the applicant stopped at. Saved applications are deleted 30 days after their last save.`}
        >
          {stoppedRows.length > 0 ? (
            <>
              <DashboardBarChart
                categories={stoppedAt.map((row) => `Step ${row.stepsDone + 1}`)}
                series={[{ label: 'Unfinished applications', data: stoppedAt.map((row) => row.count) }]}
                layout="horizontal"
                categoryWidth={60}
                height={Math.max(140, 28 * stoppedAt.length + 50)}
              />
              <FigureTable caption="Unfinished applications by the step they stopped at" head={['Stopped at', 'Applications']} rows={stoppedRows} />
            </>
          ) : (
            <Alert severity="info" variant="outlined">No unfinished application was saved in this range.</Alert>
          )}
        </Section>
      </SectionPairs>

      <Section
        id="sources-heading"
        title="Applications per week by source"
        intro="Applications received each week (Monday to Sunday, UTC), by the source of the link the applicant opened: its source parameter, else its utm_source."
      >
        <DashboardBarChart
          categories={bySource.weeks}
          series={bySource.sources.map((source, index) => ({ label: source, data: bySource.counts[index] ?? [] }))}
          stacked
          height={320}
        />
        <FigureTable
          caption="Applications per week by source"
          head={['Week of', ...bySource.sources, 'Total']}
          rowHeaderNoWrap
          rows={bySource.weeks.map((week, index) => [
            week,
            ...bySource.counts.map((series) => series[index] ?? 0),
            weekTotals[index] ?? 0,
          ])}
        />
      </Section>

      <SectionPairs>
        <Section
          id="decision-heading"
          title="Time from received to decision"
          intro="For applications received in the range and decided since: from receipt to the first change to Hired, Not hired or Withdrawn."
        >
          <Typography>
            {decisions.decided > 0 && decisions.medianSeconds !== null ? (
              <>
                Median <strong>{formatDuration(decisions.medianSeconds)}</strong> over {decisions.decided.toLocaleString('en-US')}{' '}
                decided application{decisions.decided === 1 ? '' : 's'}.
              </>
            ) : (
              'No application received in this range has been decided yet.'
            )}
          </Typography>
          <DashboardBarChart
            categories={decisions.buckets.map((bucket) => bucket.label)}
            series={[{ label: 'Decided applications', data: decisions.buckets.map((bucket) => bucket.count) }]}
            layout="horizontal"
            categoryWidth={110}
            height={230}
          />
          <FigureTable
            caption="Decided applications by time to decision"
            head={['Time to decision', 'Applications']}
            rows={decisions.buckets.map((bucket) => [bucket.label, bucket.count])}
          />
        </Section>

        <Section id="status-heading" title="Status counts" intro="Applications received in the range, by their status today.">
          <DashboardBarChart
            categories={statuses.map((row) => row.label)}
            series={[{ label: 'Applications', data: statuses.map((row) => row.count) }]}
            layout="horizontal"
            categoryWidth={80}
            height={Math.max(200, 30 * statuses.length + 50)}
          />
          <FigureTable
            caption="Applications by status"
            head={['Status', 'Applications']}
            rows={statuses.map((row) => [row.label, row.count])}
          />
        </Section>
      </SectionPairs>
      <Section id="dq-heading" title={dq('dashboard.title')} intro={dq('dashboard.intro')}>
        <FigureTable
          caption={dq('dashboard.tableLabel')}
          head={[dq('dashboard.figure'), dq('dashboard.count')]}
          rows={[
            [dq('dashboard.drivers'), dqCounts.drivers],
            [dq('dashboard.cleared'), dqCounts.cleared],
            [dq('dashboard.qualified'), dqCounts.qualified],
            [dq('dashboard.overdueItems'), dqCounts.overdueItems],
          ]}
        />
        <a href={`/staff/drivers${filters.compCode ? `?compCode=${filters.compCode}` : ''}`}>{dq('nav')}</a>
      </Section>
    </Box>
  );
}
