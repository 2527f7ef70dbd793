'use client';

import { BarChart } from '@mui/x-charts/BarChart';

export type ChartSeries = { label: string; data: number[] };

type DashboardBarChartProps = {
  /** The bars' names (a band axis): steps, weeks, statuses… */
  categories: string[];
  series: ChartSeries[];
  /** Horizontal bars read better with long category names (the funnel, the steps). */
  layout?: 'vertical' | 'horizontal';
  /** Series stacked into one bar per category (applications by source). */
  stacked?: boolean;
  height: number;
  /** Room for the category names of a horizontal chart. */
  categoryWidth?: number;
};

/**
 * One bar chart of the dashboard (MUI X Charts, the free edition). Hidden from screen readers and out of the tab
 * order: each chart has its numbers in a table below it (components/staff/dashboard/figure-table.tsx), which is what they read instead.
 * Loaded only by the staff dashboard page, never by an applicant page.
 */
export function DashboardBarChart({ categories, series, layout = 'vertical', stacked = false, height, categoryWidth = 140 }: DashboardBarChartProps) {
  const band = { scaleType: 'band' as const, data: categories };
  const value = { tickMinStep: 1 };
  return (
    <div aria-hidden="true">
      <BarChart
        height={height}
        layout={layout}
        series={series.map((one) => ({ label: one.label, data: one.data, ...(stacked && { stack: 'total' }) }))}
        xAxis={[layout === 'vertical' ? band : value]}
        yAxis={[layout === 'vertical' ? value : { ...band, width: categoryWidth }]}
        hideLegend={series.length < 2}
        grid={layout === 'vertical' ? { horizontal: true } : { vertical: true }}
        skipAnimation
        // The table beside each chart is what keyboard and screen-reader users read: no tab stop in a hidden chart.
        disableKeyboardNavigation
      />
    </div>
  );
}
