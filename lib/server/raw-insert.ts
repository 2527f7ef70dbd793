import 'server-only';
import { Prisma } from '@/lib/generated/sqlite/client';
import { setBounded } from './bounded-map';
import { execute, query, type Statements } from './sql-transaction';

/**
 * INSERT of whole rows as raw SQL, for the statements every submission writes (the application, its consents and
 * screening answers). Prisma's `create`/`createMany` compile each call anew in its query compiler, about a third of
 * a submission's time under load; a raw statement is bound exactly as `create` binds it (a Date or a boolean is
 * stored alike), and SQLite reuses its prepared statement (lib/server/sqlite-statement-cache.ts). Inside a
 * transaction these are its steps (lib/server/sql-transaction.ts). What each of these saved: docs/performance.md.
 *
 * Table and column names come from the code (an application's columns are the schema's own keys, zod drops unknown
 * ones) and are checked again here; values are always bound parameters.
 */
const NAME = /^[A-Za-z0-9_]+$/;
// The quoted column list of each column set seen, built once: optional answers left out change the set, so the map
// is bounded (a client sending odd combinations only evicts older lists).
const columnLists = new Map<string, Prisma.Sql>();
const MAX_COLUMN_LISTS = 100;

function columnList(table: string, columns: string[]): Prisma.Sql {
  const key = `${table}:${columns.join(',')}`;
  let list = columnLists.get(key);
  if (!list) {
    if (![table, ...columns].every((name) => NAME.test(name))) throw new Error('Unexpected table or column name');
    list = Prisma.raw(`"${table}" (${columns.map((column) => `"${column}"`).join(', ')})`);
    setBounded(columnLists, key, list, MAX_COLUMN_LISTS);
  }
  return list;
}

/** The INSERT of `rows`, each with the same columns as the first (at least one row). */
function insertSql(table: string, rows: Record<string, unknown>[]): Prisma.Sql {
  const columns = Object.keys(rows[0]!);
  const values = Prisma.join(rows.map((row) => Prisma.sql`(${Prisma.join(columns.map((column) => row[column]))})`));
  return Prisma.sql`INSERT INTO ${columnList(table, columns)} VALUES ${values}`;
}

/** A transaction's step inserting `rows` (each with the same columns as the first) in one statement. */
export function* insertRowsStep(table: string, rows: Record<string, unknown>[]): Statements<void> {
  if (rows.length > 0) yield execute(insertSql(table, rows));
}

/** A transaction's step inserting one row; answers the integer `key` the database gave it. */
export function* insertRowReturningStep(table: string, row: Record<string, unknown>, key: string): Statements<number> {
  if (!NAME.test(key)) throw new Error('Unexpected column name');
  const { rows } = yield query(Prisma.sql`${insertSql(table, [row])} RETURNING ${Prisma.raw(`"${key}"`)}`);
  if (!rows[0]) throw new Error('The insert returned no row');
  return Number(rows[0][key]);
}
