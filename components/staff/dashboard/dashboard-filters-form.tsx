import TextField from '@mui/material/TextField';
import type { DashboardFilters } from '@/lib/staff/dashboard/dashboard-filters';
import { DEFAULT_PAGE_SIZE } from '@/lib/staff/search-params';
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
  return (
    <FilterForm
      action="/staff/dashboard"
      label="Dashboard range and carrier"
      list={{ from: filters.from, to: filters.to, pageSize: DEFAULT_PAGE_SIZE }}
      columns="minmax(14rem, 2fr) repeat(2, minmax(9rem, 1fr))"
      dateLabels={['From', 'To']}
      submitLabel="Show"
    >
      <TextField
        select
        name="compCode"
        label="Carrier"
        defaultValue={filters.compCode}
        size="small"
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">All carriers</option>
        {options.map((carrier) => (
          <option key={carrier.code} value={carrier.code}>
            {carrier.legalName ? `${carrier.code} — ${carrier.legalName}` : carrier.code}
          </option>
        ))}
      </TextField>
    </FilterForm>
  );
}
