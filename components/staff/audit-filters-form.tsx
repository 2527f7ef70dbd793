import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { LinkButton } from '@/components/link-button';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS } from '@/lib/server/audit/events';
import type { AuditFilters } from '@/lib/staff/audit-filters';
import { DEFAULT_PAGE_SIZE } from '@/lib/staff/search-params';
import { FilterForm } from './filter-form';

/** The audit log's filters; like the applications list, the URL holds them (see ApplicationFiltersForm). */
export function AuditFiltersForm({ filters }: { filters: AuditFilters }) {
  const dateLabel = { inputLabel: { shrink: true } } as const;
  return (
    <FilterForm
      action="/staff/audit"
      label="Filter the audit log"
      keep={filters.pageSize !== DEFAULT_PAGE_SIZE ? { pageSize: String(filters.pageSize) } : {}}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(8rem, 1fr))' },
          alignItems: 'start',
        }}
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
        <TextField name="from" type="date" label="From" defaultValue={filters.from} size="small" slotProps={dateLabel} />
        <TextField name="to" type="date" label="To" defaultValue={filters.to} size="small" slotProps={dateLabel} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
        <Button type="submit" variant="contained">
          Filter
        </Button>
        <LinkButton href="/staff/audit" variant="text">
          Clear
        </LinkButton>
      </Box>
    </FilterForm>
  );
}
