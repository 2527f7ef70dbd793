'use client';

import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { useRouter } from 'next/navigation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { LinkButton } from '@/components/link-button';
import { DEFAULT_PAGE_SIZE } from '@/lib/staff/search-params';

const noSubscription = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A GET form whose fields become the page's query string: the URL is the state, so back/forward, reload and a
 * shared link show the same list. Without JavaScript the browser submits it as is; with it, empty fields are
 * left out of the URL and the page changes without a full reload. It adds the browser's time zone (`tz`) when a
 * day is given, so "from 5 March" means the reader's 5 March (lib/staff/search-params.ts). Every list has its
 * own fields (`children`), then the date range, then submit and Clear; a new search keeps the page size.
 */
export function FilterForm({
  action,
  label,
  list,
  columns,
  dateLabels,
  submitLabel,
  children,
}: {
  action: string;
  /** Names the search landmark for screen readers. */
  label: string;
  /** The list's date range and page size as the URL holds them. */
  list: { from: string; to: string; pageSize: number };
  /** The grid's columns from md up (on phones: two). */
  columns: string;
  dateLabels: readonly [string, string];
  submitLabel: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const keep: Record<string, string> = list.pageSize !== DEFAULT_PAGE_SIZE ? { pageSize: String(list.pageSize) } : {};
  const dateLabel = { inputLabel: { shrink: true } } as const;
  const timeZone = useSyncExternalStore(noSubscription, browserTimeZone, () => '');
  return (
    <Box
      component="form"
      method="get"
      action={action}
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
        }
        if ((!params.has('from') && !params.has('to')) || params.get('tz') === 'UTC') params.delete('tz');
        const query = params.toString();
        router.push(query ? `${action}?${query}` : action);
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: columns }, alignItems: 'start' }}>
        {children}
        <TextField name="from" type="date" label={dateLabels[0]} defaultValue={list.from} size="small" slotProps={dateLabel} />
        <TextField name="to" type="date" label={dateLabels[1]} defaultValue={list.to} size="small" slotProps={dateLabel} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
        <Button type="submit" variant="contained">
          {submitLabel}
        </Button>
        <LinkButton href={action} variant="text">
          Clear
        </LinkButton>
      </Box>
      {timeZone && <input type="hidden" name="tz" value={timeZone} />}
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </Box>
  );
}
