import { useTranslations } from 'next-intl';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTIONS } from '@/lib/server/audit/events';
import type { AuditFilters } from '@/lib/staff/audit-filters';
import { FilterSelect } from './filter-select';
import { FilterForm } from './filter-form';

/** The audit log's filters; like the applications list, the URL holds them (see ApplicationFiltersForm). */
export function AuditFiltersForm({ filters }: { filters: AuditFilters }) {
  const t = useTranslations('Staff');
  // The actions to choose from, in the words the log shows for them.
  const actionChoices = AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`auditActions.${action}`) }));
  return (
    <FilterForm
      action="/staff/audit"
      label="Filter the audit log"
      list={filters}
      columns="repeat(5, minmax(8rem, 1fr))"
      dateLabels={['From', 'To']}
      submitLabel="Filter"
    >
      <FilterSelect name="action" label="Action" defaultValue={filters.action} anyLabel="All actions" choices={actionChoices} fullRowOnPhone />
      <TextField
        name="email"
        label="Staff email"
        defaultValue={filters.email}
        size="small"
        slotProps={{ htmlInput: { maxLength: 254, spellCheck: false, autoComplete: 'off' } }}
      />
      <TextField
        name="number"
        label="Application number"
        defaultValue={filters.number}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 10, autoComplete: 'off' } }}
      />
    </FilterForm>
  );
}
