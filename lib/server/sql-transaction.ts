import 'server-only';
import type { Prisma } from '@/lib/generated/sqlite/client';
import { sqliteConnection, type Database, type SqliteConnection } from './db';

/** One statement of a transaction; `rows` when it answers rows (a SELECT, an INSERT … RETURNING). */
export type Step = { sql: Prisma.Sql; rows: boolean };
export type StepResult = { rows: Record<string, unknown>[]; changes: number };
/**
 * A transaction's statements, written once for both engines: each `yield` runs one step and answers what it did.
 * Between steps the code may compute (check a proof, compare a count, throw to roll back) but never await.
 */
export type Statements<T> = Generator<Step, T, StepResult>;

export const query = (sql: Prisma.Sql): Step => ({ sql, rows: true });
export const execute = (sql: Prisma.Sql): Step => ({ sql, rows: false });

/**
 * Runs `statements` in one transaction. On SQLite that is one synchronous better-sqlite3 transaction of prepared
 * statements on the client's own connection: Prisma's interactive transaction costs ten times its statements' CPU
 * in promises and query interpretation (docs/performance.md), on the hot path of every submission. Nothing else can
 * run on the connection meanwhile, since nothing is awaited. While a Prisma transaction holds the connection (it
 * awaits between its statements), these statements wait for it through Prisma instead of joining it; and PostgreSQL
 * always goes through Prisma.
 */
export async function runTransaction<T>(db: Database, statements: () => Statements<T>): Promise<T> {
  const sqlite = sqliteConnection(db);
  if (!sqlite || sqlite.connection.inTransaction) return runThroughPrisma(db, statements);
  return sqlite.connection.transaction(() => drive(statements(), (step) => runOnSqlite(sqlite, step))).immediate();
}

/**
 * One read, outside any transaction: on SQLite the prepared statement on the client's own connection, at once (no
 * query interpretation, no promise chain), for the reads on a submission's hot path; through Prisma on PostgreSQL.
 * On SQLite's one connection it reads what a Prisma query would, a Prisma transaction's rows written meanwhile
 * included. Values come back as each driver gives them (on SQLite a moment is its stored text, an integer may be a
 * BigInt): callers convert what they read.
 */
export async function readRows(db: Database, sql: Prisma.Sql): Promise<Record<string, unknown>[]> {
  const sqlite = sqliteConnection(db);
  return sqlite ? runOnSqlite(sqlite, query(sql)).rows : db.$queryRaw<Record<string, unknown>[]>(sql);
}

/** The same statements in Prisma's interactive transaction: PostgreSQL's way, and SQLite's while the connection is busy. */
export function runThroughPrisma<T>(db: Database, statements: () => Statements<T>): Promise<T> {
  return db.$transaction(async (transaction) => {
    const running = statements();
    let next = running.next();
    while (!next.done) next = running.next(await runWithPrisma(transaction as Database, next.value));
    return next.value;
  });
}

function drive<T>(running: Statements<T>, run: (step: Step) => StepResult): T {
  let next = running.next();
  while (!next.done) next = running.next(run(next.value));
  return next.value;
}

async function runWithPrisma(transaction: Database, { sql, rows }: Step): Promise<StepResult> {
  return rows
    ? { rows: await transaction.$queryRaw<Record<string, unknown>[]>(sql), changes: 0 }
    : { rows: [], changes: await transaction.$executeRaw(sql) };
}

function runOnSqlite({ prepared }: SqliteConnection, { sql }: Step): StepResult {
  const statement = prepared(sql.sql);
  const values = sql.values.map(sqliteValue);
  // The adapter switches a shared statement to arrays (raw mode), which stays set: rows here are objects.
  return statement.reader
    ? { rows: statement.raw(false).all(...values) as Record<string, unknown>[], changes: 0 }
    : { rows: [], changes: statement.run(...values).changes };
}

/**
 * A bound value as Prisma's better-sqlite3 adapter binds it (booleans as 0/1, dates as ISO 8601 text with "+00:00",
 * its default timestamp format), so a row written here reads back through Prisma exactly as one written by Prisma.
 */
function sqliteValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString().replace('Z', '+00:00');
  return value;
}
