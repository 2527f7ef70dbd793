import type { DashboardFilters } from '@/lib/staff/dashboard/dashboard-filters';
import { DEFAULT_PAGE_SIZE } from '@/lib/staff/search-params';
import { FilterSelect } from '../filter-select';
import { FilterForm } from '../filter-form';

/** The dashboard's range and carrier, in the URL like the list's filters (the same form, the same time zone rule). */
export function DashboardFiltersForm({
  filters,
  carriers,
}: {
  filters: DashboardFilters;
  carriers: { code: string; legalName: string }[];
}) {
  // A code typed into the URL that has no carrier record still shows as chosen.
  const options = filters.compCode && !carriers.some((carrier) => carrier.code === filters.compCode)
    ? [...carriers, { code: filters.compCode, legalName: '' }]
    : carriers;
  const choices = options.map((carrier) => ({ value: carrier.code, label: carrier.legalName ? `${carrier.code} — ${carrier.legalName}` : carrier.code }));
  return (
    <FilterForm
      action="/staff/dashboard"
      label="Dashboard range and carrier"
      list={{ from: filters.from, to: filters.to, pageSize: DEFAULT_PAGE_SIZE }}
      columns="minmax(14rem, 2fr) repeat(2, minmax(9rem, 1fr))"
      dateLabels={['From', 'To']}
      submitLabel="Show"
    >
      <FilterSelect name="compCode" label="Carrier" defaultValue={filters.compCode} anyLabel="All carriers" choices={choices} fullRowOnPhone />
    </FilterForm>
  );
}
