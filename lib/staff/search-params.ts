import { z } from 'zod';

/**
 * Pieces shared by the staff pages whose filters live in the URL (the applications list, the audit log, the
 * CSV export). A URL is typed by people, shortened by chat apps and edited by hand, so nothing here throws: a
 * value that cannot be understood is dropped and the default applies. No `server-only`: the filter forms
 * (client components) build their links with the same functions the server parses them with.
 */

/** What a page's `searchParams` or a route handler's `URL.searchParams` holds. */
export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

/** The first value of a parameter (a repeated parameter is someone editing the URL: the first one wins). */
export function firstParam(input: SearchParamsInput, name: string): string | undefined {
  if (input instanceof URLSearchParams) return input.get(name) ?? undefined;
  const value = input[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The parameters a schema knows, as plain strings, ready for `schema.parse`. */
function pickParams<Name extends string>(input: SearchParamsInput, names: readonly Name[]) {
  return Object.fromEntries(names.map((name) => [name, firstParam(input, name)])) as Record<Name, string | undefined>;
}

/**
 * A page's filters from its URL. Never throws: each field's schema falls back to its default (`.catch`), so
 * whatever the URL holds, the answer is a usable set of filters.
 */
export function parseSearchParams<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  input: SearchParamsInput,
): z.output<z.ZodObject<Shape>> {
  return schema.parse(pickParams(input, Object.keys(schema.shape)));
}

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;
/** Far beyond any real list; keeps `skip` a small integer whatever the URL says. */
const MAX_PAGE = 100_000;

/** Free text: trimmed, at most `max` characters (a longer paste is cut rather than ignored, so it still narrows). */
export const textParam = (max: number) =>
  z.string().trim().transform((text) => text.slice(0, max).trim()).catch('');

export const pageParam = z.coerce.number().int().min(1).max(MAX_PAGE).catch(1);

export const pageSizeParam = z.coerce
  .number()
  .refine((size): size is PageSize => (PAGE_SIZES as readonly number[]).includes(size))
  .transform((size) => size as PageSize)
  .catch(DEFAULT_PAGE_SIZE);

/**
 * The days a staff filter may name: real calendar days from FIRST_FILTER_DAY to a year after today (UTC). Nothing in
 * this office happened before 2000, nothing is planned more than a year ahead, and a day past year 9999 would print
 * as `+010000-…`, which no string comparison orders correctly: outside this window a day is not a filter.
 */
export const FIRST_FILTER_DAY = '2000-01-01';
const DAYS_AHEAD = 366;

/** The last day a filter may name: a year after `now`'s UTC day. */
export function lastFilterDay(now = new Date()): string {
  return addDays(now.toISOString().slice(0, 10), DAYS_AHEAD);
}

/** A calendar day, `YYYY-MM-DD` (what `<input type="date">` sends), inside the filter window; anything else is dropped. */
export const dayParam = z
  .string()
  .trim()
  .refine((text) => isFilterDay(text))
  .catch('');

function isFilterDay(text: string, now = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const realDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  // Both sides are YYYY-MM-DD with four-digit years here, so comparing the strings compares the days.
  return realDay && text >= FIRST_FILTER_DAY && text <= lastFilterDay(now);
}

/** A day filter the URL gave and the filters dropped, with what to tell the reader. */
export type RefusedDay = { name: string; message: string };

/**
 * The day parameters (`names`) given in the URL that are not days of the filter window. The pages show the
 * message and go on without the day; the JSON and CSV routes refuse the request with 400 and the same message.
 */
export function refusedDays(input: SearchParamsInput, names: readonly string[] = ['from', 'to'], now = new Date()): RefusedDay[] {
  return names.flatMap((name) => {
    const given = firstParam(input, name)?.trim();
    if (!given || isFilterDay(given, now)) return [];
    const shown = given.length > 24 ? `${given.slice(0, 24)}…` : given;
    return [{ name, message: `"${shown}" is not a day from ${FIRST_FILTER_DAY} to ${lastFilterDay(now)} (YYYY-MM-DD).` }];
  });
}

/** Adds whole days to a YYYY-MM-DD day of the filter window (the result stays a four-digit year). */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  const at = (day: string) => {
    const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
    return Date.UTC(year, month - 1, date);
  };
  return Math.round((at(to) - at(from)) / 86_400_000);
}

/**
 * The IANA time zone the date range is read in (the browser's, added by the filter form), so "received on
 * 5 March" means 5 March where the office is, not in UTC: most applications arrive in the evening, when the
 * US date and the UTC date differ. Without it (a link typed by hand, a browser without JavaScript) days are UTC.
 */
export const timeZoneParam = z
  .string()
  .trim()
  .refine((zone) => zone.length <= 64 && /^[A-Za-z0-9_+\-/]+$/.test(zone) && isTimeZone(zone))
  .catch('UTC');

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds `timeZone` is ahead of UTC at `instant`. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wallClockAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wallClockAsUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar day begins in a time zone (the second pass corrects for a DST change that day). */
export function startOfDay(day: string, timeZone: string): Date {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const midnightAsUtc = Date.UTC(year, month - 1, date);
  const firstGuess = midnightAsUtc - zoneOffset(midnightAsUtc, timeZone);
  return new Date(midnightAsUtc - zoneOffset(firstGuess, timeZone));
}

const nextDay = (day: string) => addDays(day, 1);

/** `from`–`to`, both days included, as a half-open range of instants for a `DateTime` column. */
export function dayRange(from: string, to: string, timeZone: string): { gte?: Date; lt?: Date } | undefined {
  if (!from && !to) return undefined;
  return {
    ...(from ? { gte: startOfDay(from, timeZone) } : {}),
    ...(to ? { lt: startOfDay(nextDay(to), timeZone) } : {}),
  };
}

/** A query string of the non-empty entries, in the order given ('' when there are none, else starting with ?). */
export function queryString(entries: ReadonlyArray<readonly [string, string | number | undefined]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of entries) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What every filtered list's URL carries besides its own filters: a date range, its time zone, the page. */
export const listParamsShape = { from: dayParam, to: dayParam, tz: timeZoneParam, page: pageParam, pageSize: pageSizeParam };
export type ListParams = { from: string; to: string; tz: string; page: number; pageSize: number };

/** A list's date range (`from`–`to` in its time zone) for a `DateTime` column; undefined, so no condition, without one. */
export const listDayRange = (list: ListParams) => dayRange(list.from, list.to, list.tz);

/**
 * A list's query string ('' or '?…'): its own filters, then the date range and the page, defaults left out so
 * links stay short. `tz` is kept only when a day is given, because only the date range reads it.
 */
export function listQuery(own: ReadonlyArray<readonly [string, string | number | undefined]>, list: ListParams): string {
  const datesGiven = Boolean(list.from || list.to);
  return queryString([
    ...own,
    ['from', list.from],
    ['to', list.to],
    ['tz', datesGiven && list.tz !== 'UTC' ? list.tz : undefined],
    ['page', list.page > 1 ? list.page : undefined],
    ['pageSize', list.pageSize !== DEFAULT_PAGE_SIZE ? list.pageSize : undefined],
  ]);
}

/** Which rows a page shows, for "21–40 of 1,234" and the page links. */
export function pageWindow(page: number, pageSize: number, total: number) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total + 1);
  const last = Math.min(page * pageSize, total);
  return { pageCount, first, last, pastTheEnd: total > 0 && page > pageCount };
}
