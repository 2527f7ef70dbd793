import 'server-only';
import { Prisma } from '@/lib/generated/sqlite/client';
import type { Database } from '@/lib/server/db';
import { addDays } from '../due-rules';
import { BEFORE_DUTY_KINDS, DQ_FILE_STATES, DUE_SOON_DAYS, type DqFileState } from '../item-kinds';

/** COUNT(*) is a bigint on PostgreSQL, a number on SQLite. */
type Count = number | bigint;
type Row = { id: number; driverName: string; hireDate: string; numberId: number | null; reopened: Count; nextDue: string | null; urgency: Count };

/**
 * Each file of a carrier's drivers in employment with its state on `day`, computed by the database in one pass over
 * the pending items (the (status, dueOn, fileId) index): the same rule as `fileState` (lib/dq-file/due-rules.ts) —
 * not cleared while a pre-duty item is pending, else overdue, due within 30 days, or qualified by the earliest due
 * day — as an urgency 0–3 in DQ_FILE_STATES' order. The list then reads one page, never every file.
 */
function rankedFiles(companyCode: string, day: string): Prisma.Sql {
  const soon = addDays(day, DUE_SOON_DAYS);
  const beforeDuty = Prisma.join(BEFORE_DUTY_KINDS.map((kind) => Prisma.sql`${kind}`));
  return Prisma.sql`
    WITH "facts" AS (
      SELECT f."id", f."driverName", f."hireDate", f."numberId",
             CASE WHEN f."reopenedAt" IS NULL THEN 0 ELSE 1 END AS "reopened",
             MIN(CASE WHEN i."dueOn" > '' THEN i."dueOn" END) AS "nextDue",
             COUNT(CASE WHEN i."kind" IN (${beforeDuty}) THEN 1 END) AS "beforeDuty"
      FROM "DqFile" f
      LEFT JOIN "DqItem" i ON i."fileId" = f."id" AND i."status" = 'pending'
      WHERE f."companyCode" = ${companyCode} AND f."terminationDate" = ''
      GROUP BY f."id", f."driverName", f."hireDate", f."numberId", f."reopenedAt"
    ), "ranked" AS (
      SELECT "facts".*,
             CASE WHEN "beforeDuty" > 0 THEN 0
                  WHEN "nextDue" < ${day} THEN 1
                  WHEN "nextDue" <= ${soon} THEN 2
                  ELSE 3 END AS "urgency"
      FROM "facts"
    )`;
}

export async function driversPage(db: Database, companyCode: string, day: string, options: { state?: DqFileState; offset: number; limit: number }) {
  const ranked = rankedFiles(companyCode, day);
  const wanted = options.state ? DQ_FILE_STATES.indexOf(options.state) : -1;
  const [rows, counts] = await Promise.all([
    db.$queryRaw<Row[]>`${ranked}
      SELECT "id", "driverName", "hireDate", "numberId", "reopened", "nextDue", "urgency" FROM "ranked"
      WHERE ${wanted} < 0 OR "urgency" = ${wanted}
      ORDER BY "urgency", "driverName", "id"
      LIMIT ${options.limit} OFFSET ${options.offset}`,
    db.$queryRaw<{ urgency: Count; count: Count }[]>`${ranked}
      SELECT "urgency", COUNT(*) AS "count" FROM "ranked" GROUP BY "urgency"`,
  ]);
  const byState = Object.fromEntries(DQ_FILE_STATES.map((state, index) => [state, Number(counts.find((row) => Number(row.urgency) === index)?.count ?? 0)]));
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      driverName: row.driverName,
      hireDate: row.hireDate,
      numberId: row.numberId === null ? null : Number(row.numberId),
      reopened: Number(row.reopened) === 1,
      state: DQ_FILE_STATES[Number(row.urgency)] ?? 'qualified',
      nextDue: row.nextDue ?? '',
    })),
    counts: byState as Record<DqFileState, number>,
  };
}
