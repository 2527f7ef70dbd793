import { useTranslations } from 'next-intl';
import TextField from '@mui/material/TextField';
import { SEARCH_MAX_LENGTH, type ApplicationFilters } from '@/lib/staff/application-filters';
import { APPLICATION_STATUSES } from '@/lib/staff/status';
import { SCREENING_OUTCOMES } from '@/lib/screening/questions';
import { FilterSelect } from './filter-select';
import { FilterForm } from './filter-form';

const INQUIRY_CHOICES = [{ value: 'overdue', label: 'Inquiries overdue' }];

/**
 * The list's search and filters. Uncontrolled fields showing the URL's values: the page keys this form by the
 * query string, so after back/forward the fields show the filters of the list they sit above.
 */
export function ApplicationFiltersForm({ filters }: { filters: ApplicationFilters }) {
  const t = useTranslations('Staff');
  // Each select's choices, in the words the list shows for them.
  const statusChoices = APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }));
  const screeningChoices = SCREENING_OUTCOMES.map((outcome) => ({ value: outcome, label: t(`screeningOutcomes.${outcome}`) }));
  return (
    <FilterForm
      action="/staff"
      label="Search applications"
      list={filters}
      columns="minmax(14rem, 2fr) repeat(4, minmax(8rem, 1fr))"
      dateLabels={['Received from', 'Received to']}
      submitLabel="Search"
    >
      <TextField
        name="q"
        type="search"
        label="Search name or last 4 of SSN"
        defaultValue={filters.q}
        size="small"
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        slotProps={{ htmlInput: { maxLength: SEARCH_MAX_LENGTH, spellCheck: false, autoComplete: 'off' } }}
      />
      <TextField
        name="compCode"
        label="Company code"
        defaultValue={filters.compCode}
        size="small"
        slotProps={{
          htmlInput: { maxLength: 20, spellCheck: false, autoComplete: 'off', autoCapitalize: 'characters' },
        }}
      />
      <FilterSelect name="status" label="Status" defaultValue={filters.status} anyLabel="All statuses" choices={statusChoices} />
      <FilterSelect name="inquiries" label="Safety history (391.23)" defaultValue={filters.inquiries} anyLabel="Any" choices={INQUIRY_CHOICES} />
      <FilterSelect name="screening" label="Screening" defaultValue={filters.screening} anyLabel="Any" choices={screeningChoices} />
    </FilterForm>
  );
}
