'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** "2026-03-05 14:03:22 UTC": unambiguous, for the tooltip and for the first paint from the server. */
export function utcText(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

const localFormats = {
  // With the zone's name ("Nov 23, 2026, 8:00 PM CST"): the application page and the PDF give UTC, and near
  // midnight the two name different days.
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  date: { dateStyle: 'medium' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A moment in the reader's own time zone and language ("Mar 5, 2026, 8:03 AM CST"), with UTC in the tooltip. The
 * server cannot know the reader's zone, so it renders UTC and the browser swaps in local time right after
 * hydration (useSyncExternalStore's server snapshot: no hydration mismatch).
 */
export function LocalTime({ iso, format = 'dateTime' }: { iso: string; format?: keyof typeof localFormats }) {
  const date = new Date(iso);
  const text = useSyncExternalStore(
    noSubscription,
    () => new Intl.DateTimeFormat(undefined, localFormats[format]).format(date),
    () => utcText(date),
  );
  return (
    <time dateTime={iso} title={utcText(date)}>
      {text}
    </time>
  );
}
