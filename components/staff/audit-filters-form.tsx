import TextField from '@mui/material/TextField';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS } from '@/lib/server/audit/events';
import type { AuditFilters } from '@/lib/staff/audit-filters';
import { FilterForm } from './filter-form';

/** The audit log's filters; like the applications list, the URL holds them (see ApplicationFiltersForm). */
export function AuditFiltersForm({ filters }: { filters: AuditFilters }) {
  return (
    <FilterForm
      action="/staff/audit"
      label="Filter the audit log"
      list={filters}
      columns="repeat(5, minmax(8rem, 1fr))"
      dateLabels={['From', 'To']}
      submitLabel="Filter"
    >
      <TextField
        select
        name="action"
        label="Action"
        defaultValue={filters.action}
        size="small"
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">All actions</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {AUDIT_ACTION_LABELS[action]}
          </option>
        ))}
      </TextField>
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
