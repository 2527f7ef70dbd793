import 'server-only';
import { Prisma } from '@/lib/generated/sqlite/client';
import { staffServerTexts, staffTexts } from '@/lib/i18n/server/catalog-texts';
import { getDb } from '@/lib/server/db';
import { serverConfig } from '@/lib/server/env';
import { addDays, dayRange, daysBetween } from '../search-params';
import { APPLICATION_STATUSES, applicationStatusLabel } from '../status';
import { MAX_RANGE_DAYS, type DashboardFilters } from './dashboard-filters';
import { secondsBetweenSql, sourceLabelSql, weekStartSql, type Dialect } from './dashboard-sql';

/**
 * The office dashboard's figures (/staff/dashboard and GET /api/staff/dashboard). Every figure is counted by the
 * database (COUNT, GROUP BY, window functions) over indexed columns; only the aggregates come back, never a row per
 * application, so the cost grows with the number of weeks and sources shown, not with the applications counted.
 *
 * The range is the days `from`–`to` in the reader's time zone; each figure counts what happened in it:
 *   started    FunnelEvent "started": the wizard reported that an applicant passed step 1 (once per wizard page)
 *   saved      FunnelEvent "saved": an application was first saved for later (its draft was made)
 *   reminders  FunnelEvent "reminded": a saved application's reminder was mailed; "resumed": a reminded application
 *              was opened again with its date of birth (once per reminder: lib/drafts/server/draft-reminders.ts)
 *   submitted  applications received
 *   stopped at the saved applications made in the range and not submitted (drafts still kept: a draft is deleted
 *              when submitted, and 30 days after its last save), by how many steps were complete
 *   by source  applications received, per week (Monday to Sunday, UTC) and source
 *   decision   applications received in the range and decided since: from receipt to the first review entry that
 *              set hired, not hired or withdrawn
 *   statuses   applications received, by their status now
 */

/** Sources shown by name in "applications by source"; the rest are added up as OTHER_SOURCES. */
export const SHOWN_SOURCES = 6;
/** How the chart names what has no source, and the rest; neither can be a source (sources have no spaces). */
export const NO_SOURCE = 'No source';
export const OTHER_SOURCES = 'Other sources';

const DAY_SECONDS = 86_400;
/**
 * The distribution's bars: each up to (not including) its `belowDays`; the last has no limit. Their words are the
 * catalogs' `StaffServer.decisionBuckets`, in English in the JSON as on the page.
 */
const DECISION_BUCKETS = [
  { key: 'under-1-day', belowDays: 1 },
  { key: '1-to-3-days', belowDays: 3 },
  { key: '3-to-7-days', belowDays: 7 },
  { key: '1-to-2-weeks', belowDays: 14 },
  { key: '2-to-4-weeks', belowDays: 28 },
  { key: '4-weeks-or-more', belowDays: null },
] as const;

const DECISION_STATUSES = ['hired', 'not_hired', 'withdrawn'] as const;

export type DashboardFigures = {
  /** The range counted, as instants (ISO), from its first moment to the first moment after it. */
  range: { from: string; to: string; startsAt: string; endsBefore: string; timeZone: string; compCode: string };
  funnel: { started: number; saved: number; submitted: number };
  /** Reminders of saved applications mailed in the range, and openings of a reminded application. */
  reminders: { mailed: number; resumed: number };
  /** Saved, unfinished applications by the number of steps complete (0–10): each stopped at step `stepsDone + 1`. */
  stoppedAt: { stepsDone: number; count: number }[];
  /** Applications per week (the Monday, YYYY-MM-DD) and source: `counts[source][week]`. */
  bySource: { weeks: string[]; sources: string[]; counts: number[][] };
  decisions: { decided: number; medianSeconds: number | null; buckets: { label: string; count: number }[] };
  statuses: { status: string; label: string; count: number }[];
};

type Count = number | bigint;
const num = (value: Count | string | null | undefined) => (value === null || value === undefined ? 0 : Number(value));

export async function dashboardFigures(filters: DashboardFilters): Promise<DashboardFigures> {
  const db = await getDb();
  const dialect: Dialect = serverConfig().database.provider;
  const range = dayRange(filters.from, filters.to, filters.tz);
  const startsAt = range?.gte ?? new Date(0);
  const endsBefore = range?.lt ?? new Date();

  /** The range (and carrier) on a table's DateTime column. */
  const within = (table: string, column: string) => {
    const at = Prisma.raw(`${table}."${column}"`);
    const carrier = filters.compCode ? Prisma.sql` AND ${Prisma.raw(table)}."compCode" = ${filters.compCode}` : Prisma.empty;
    return Prisma.sql`${at} >= ${startsAt} AND ${at} < ${endsBefore}${carrier}`;
  };

  const funnelQuery = db.$queryRaw<{ started: Count; saved: Count; submitted: Count; reminded: Count; resumed: Count }[]>`
    SELECT
      (SELECT COUNT(*) FROM "FunnelEvent" f WHERE f."kind" = 'started' AND ${within('f', 'createdAt')}) AS "started",
      (SELECT COUNT(*) FROM "FunnelEvent" f WHERE f."kind" = 'saved' AND ${within('f', 'createdAt')}) AS "saved",
      (SELECT COUNT(*) FROM "FunnelEvent" f WHERE f."kind" = 'reminded' AND ${within('f', 'createdAt')}) AS "reminded",
      (SELECT COUNT(*) FROM "FunnelEvent" f WHERE f."kind" = 'resumed' AND ${within('f', 'createdAt')}) AS "resumed",
      (SELECT COUNT(*) FROM "Applicant" a WHERE ${within('a', 'creationDate')}) AS "submitted"`;

  const stoppedQuery = db.$queryRaw<{ stepsDone: Count; count: Count }[]>`
    SELECT d."stepsDone" AS "stepsDone", COUNT(*) AS "count"
    FROM "ApplicationDraft" d
    WHERE ${within('d', 'createdAt')}
    GROUP BY d."stepsDone"
    ORDER BY d."stepsDone"`;

  const week = weekStartSql(dialect, Prisma.raw('a."creationDate"'));
  const label = sourceLabelSql(Prisma.raw('a'));
  const bySourceQuery = db.$queryRaw<{ week: string; source: string; count: Count }[]>`
    SELECT ${week} AS "week", ${label} AS "source", COUNT(*) AS "count"
    FROM "Applicant" a
    WHERE ${within('a', 'creationDate')}
    GROUP BY ${week}, ${label}`;

  const decidedCte = Prisma.sql`
    WITH "decided" AS (
      SELECT ${secondsBetweenSql(dialect, Prisma.raw('a."creationDate"'), Prisma.raw('MIN(r."createdAt")'))} AS "seconds"
      FROM "Applicant" a
      JOIN "ReviewEntry" r ON r."numberId" = a."numberId"
      WHERE ${within('a', 'creationDate')}
        AND r."toStatus" IN (${Prisma.join(DECISION_STATUSES.map((status) => Prisma.raw(`'${status}'`)))})
      GROUP BY a."numberId", a."creationDate"
    )`;
  const bucketCase = Prisma.raw(
    `CASE ${DECISION_BUCKETS.map((bucket, index) =>
      bucket.belowDays === null ? `ELSE ${index}` : `WHEN "seconds" < ${bucket.belowDays * DAY_SECONDS} THEN ${index}`,
    ).join(' ')} END`,
  );
  // One pass: each decided application's bar, and the middle one or two of all durations in order (the median's
  // members, chosen by ROW_NUMBER over the whole set; summed per bar here, divided once they are added up).
  const decisionsQuery = db.$queryRaw<{ bucket: Count; count: Count; middleSum: number | string | null; middleCount: Count }[]>`
    ${decidedCte},
    "ranked" AS (
      SELECT "seconds", ROW_NUMBER() OVER (ORDER BY "seconds") AS "n", COUNT(*) OVER () AS "total" FROM "decided"
    )
    SELECT ${bucketCase} AS "bucket", COUNT(*) AS "count",
      SUM(CASE WHEN "n" IN (("total" + 1) / 2, ("total" + 2) / 2) THEN "seconds" END) AS "middleSum",
      COUNT(CASE WHEN "n" IN (("total" + 1) / 2, ("total" + 2) / 2) THEN 1 END) AS "middleCount"
    FROM "ranked"
    GROUP BY ${bucketCase}`;

  const statusQuery = db.$queryRaw<{ status: string; count: Count }[]>`
    SELECT a."status" AS "status", COUNT(*) AS "count"
    FROM "Applicant" a
    WHERE ${within('a', 'creationDate')}
    GROUP BY a."status"`;

  const [[funnel], stopped, bySource, buckets, statuses] = await Promise.all([
    funnelQuery,
    stoppedQuery,
    bySourceQuery,
    decisionsQuery,
    statusQuery,
  ]);
  const middleCount = buckets.reduce((sum, row) => sum + num(row.middleCount), 0);
  const middleSum = buckets.reduce((sum, row) => sum + Number(row.middleSum ?? 0), 0);

  return {
    range: {
      from: filters.from,
      to: filters.to,
      startsAt: startsAt.toISOString(),
      endsBefore: endsBefore.toISOString(),
      timeZone: filters.tz,
      compCode: filters.compCode,
    },
    funnel: { started: num(funnel?.started), saved: num(funnel?.saved), submitted: num(funnel?.submitted) },
    reminders: { mailed: num(funnel?.reminded), resumed: num(funnel?.resumed) },
    stoppedAt: stopped.map((row) => ({ stepsDone: num(row.stepsDone), count: num(row.count) })),
    bySource: sourceSeries(bySource, filters.from, filters.to),
    decisions: {
      decided: buckets.reduce((sum, row) => sum + num(row.count), 0),
      medianSeconds: middleCount > 0 ? middleSum / middleCount : null,
      buckets: DECISION_BUCKETS.map((bucket, index) => ({
        label: staffServerTexts(`decisionBuckets.${bucket.key}`),
        count: num(buckets.find((row) => num(row.bucket) === index)?.count),
      })),
    },
    statuses: statusCounts(statuses),
  };
}

/** Every status, known ones first in workflow order (zero when none), then any other value found as it is. */
function statusCounts(rows: { status: string; count: Count }[]) {
  const known = APPLICATION_STATUSES.map((status) => ({
    status,
    label: applicationStatusLabel(staffTexts, status),
    count: num(rows.find((row) => row.status === status)?.count),
  }));
  const other = rows
    .filter((row) => !(APPLICATION_STATUSES as readonly string[]).includes(row.status))
    .map((row) => ({ status: row.status, label: applicationStatusLabel(staffTexts, row.status), count: num(row.count) }));
  return [...known, ...other];
}

const mondayOf = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
};

/** The most weeks a range of MAX_RANGE_DAYS touches, partial ones included: the week loop ends by this count. */
const MAX_WEEKS = Math.ceil(MAX_RANGE_DAYS / 7) + 2;

/**
 * The per-week counts as chart series: every week of the range (weeks without applications count 0), the
 * SHOWN_SOURCES largest sources by name, the others added up. Works on the grouped rows (weeks × sources), not on
 * applications.
 */
function sourceSeries(rows: { week: string; source: string; count: Count }[], from: string, to: string) {
  const weeks = new Set<string>();
  const firstMonday = mondayOf(from);
  const weekCount = Math.min(MAX_WEEKS, Math.floor(daysBetween(firstMonday, to) / 7) + 1);
  for (let index = 0; index < weekCount; index += 1) weeks.add(addDays(firstMonday, index * 7));
  // A range read in a time zone west of UTC can reach into the UTC week after `to`: keep what the database found.
  for (const row of rows) weeks.add(String(row.week));
  const weekList = [...weeks].sort();

  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.source, (totals.get(row.source) ?? 0) + num(row.count));
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([source]) => source);
  const named = ranked.length > SHOWN_SOURCES + 1 ? ranked.slice(0, SHOWN_SOURCES) : ranked;
  const sources = [...named.map((source) => source || NO_SOURCE), ...(named.length < ranked.length ? [OTHER_SOURCES] : [])];

  const counts = sources.map(() => weekList.map(() => 0));
  for (const row of rows) {
    const index = named.indexOf(row.source);
    const series = counts[index === -1 ? sources.length - 1 : index];
    const at = weekList.indexOf(String(row.week));
    if (series && at >= 0) series[at] = (series[at] ?? 0) + num(row.count);
  }
  return { weeks: weekList, sources, counts };
}
