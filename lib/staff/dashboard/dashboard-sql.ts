import 'server-only';
import { Prisma } from '@/lib/generated/sqlite/client';

/**
 * The few expressions the dashboard's queries need that SQLite and PostgreSQL spell differently. Everything else
 * in lib/staff/dashboard/dashboard-figures.ts is SQL both engines read alike. Dates: SQLite keeps a DateTime as
 * ISO 8601 text (`2026-11-25T03:04:05.678+00:00`, Prisma's better-sqlite3 adapter), PostgreSQL as timestamp(3) in
 * UTC; both compare correctly with a bound Date.
 */
export type Dialect = 'sqlite' | 'postgresql';

/** The Monday (UTC) that starts the week of a DateTime column, as text `YYYY-MM-DD`. */
export function weekStartSql(dialect: Dialect, column: Prisma.Sql): Prisma.Sql {
  return dialect === 'postgresql'
    ? Prisma.sql`to_char(date_trunc('week', ${column}), 'YYYY-MM-DD')`
    : // 'weekday 0' moves forward to the next Sunday (or stays on one), then six days back is that week's Monday.
      Prisma.sql`date(substr(${column}, 1, 10), 'weekday 0', '-6 days')`;
}

/** Seconds from one DateTime to a later one, as a floating-point number. */
export function secondsBetweenSql(dialect: Dialect, from: Prisma.Sql, to: Prisma.Sql): Prisma.Sql {
  return dialect === 'postgresql'
    ? Prisma.sql`EXTRACT(EPOCH FROM (${to} - ${from}))::float8`
    : Prisma.sql`((julianday(${to}) - julianday(${from})) * 86400.0)`;
}

/**
 * The one name "applications by source" groups by, as lib/sources/attribution.ts `sourceLabel` computes it: the
 * link's `source`, else its `utm_source`, else '' (a link without either).
 */
export function sourceLabelSql(table: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${table}."source" <> '' THEN ${table}."source" ELSE ${table}."utmSource" END`;
}
