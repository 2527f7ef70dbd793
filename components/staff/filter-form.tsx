'use client';

import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { useRouter } from 'next/navigation';
import Box from '@mui/material/Box';

const noSubscription = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A GET form whose fields become the page's query string: the URL is the state, so back/forward, reload and a
 * shared link show the same list. Without JavaScript the browser submits it as is; with it, empty fields are
 * left out of the URL and the page changes without a full reload. It adds the browser's time zone (`tz`) when a
 * day is given, so "from 5 March" means the reader's 5 March (lib/staff/search-params.ts).
 */
export function FilterForm({
  action,
  label,
  keep = {},
  children,
}: {
  action: string;
  /** Names the search landmark for screen readers. */
  label: string;
  /** Parameters the fields do not show but a new search keeps (the page size). */
  keep?: Record<string, string>;
  children: ReactNode;
}) {
  const router = useRouter();
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
      {children}
      {timeZone && <input type="hidden" name="tz" value={timeZone} />}
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </Box>
  );
}
