import 'server-only';
import type BetterSqlite3 from 'better-sqlite3';
import type { SqlDriverAdapter } from '@prisma/driver-adapter-utils';
import { setBounded } from './bounded-map';

/**
 * Prisma's better-sqlite3 adapter (7.10) prepares every query anew: `client.prepare(sql).bind(args)` per call.
 * For the ~250-column INSERT of a submission that is the same SQL text compiled by SQLite again and again, a visible
 * share of the server's CPU under load (docs/performance.md). This keeps the adapter's prepared statements instead.
 *
 * better-sqlite3 lets a statement be bound only once, so `prepare` hands the adapter a stand-in: its `bind(args)`
 * keeps the arguments and passes them to each call of the cached statement. The stand-in offers exactly what the
 * adapter uses (reader, run, columns, raw().all); every call runs to completion synchronously, so a statement is
 * never shared by two queries at a time. The cache is bounded (queries whose SQL varies, like IN lists, come and go).
 */
const MAX_CACHED_STATEMENTS = 200;

export type PreparedStatement = BetterSqlite3.Statement<unknown[]>;
type AdapterClient = Pick<BetterSqlite3.Database, 'prepare'>;

/** What the adapter does with a prepared statement: bind once, then one of these calls. */
export type BoundQuery = {
  readonly reader: boolean;
  run(): BetterSqlite3.RunResult;
  columns(): BetterSqlite3.ColumnDefinition[];
  raw(): { all(): unknown[] };
};

/** Keeps `client`'s statements prepared; answers the cache's own lookup, for statements run beside the adapter. */
export function cachePreparedStatements(client: AdapterClient): (sql: string) => PreparedStatement {
  const prepare = client.prepare.bind(client) as (sql: string) => PreparedStatement;
  const statements = new Map<string, PreparedStatement>();

  const cached = (sql: string): PreparedStatement => {
    const statement = statements.get(sql) ?? prepare(sql);
    // Kept as the most recently used: the least recently used is the one dropped.
    setBounded(statements, sql, statement, MAX_CACHED_STATEMENTS);
    return statement;
  };

  (client as { prepare: unknown }).prepare = (sql: string) => ({
    bind: (args: unknown[]): BoundQuery => {
      const statement = cached(sql);
      return {
        reader: statement.reader,
        run: () => statement.run(...args),
        columns: () => statement.columns(),
        raw: () => ({ all: () => statement.raw(true).all(...args) }),
      };
    },
    // BEGIN and other argument-less statements are run without bind().
    run: () => cached(sql).run(),
  });
  return cached;
}

/**
 * The adapter keeps its better-sqlite3 connection in a `client` field (not part of its typed interface). When a
 * later adapter version no longer has it, this returns null and the adapter works as it is, only slower (no statement
 * cache, checkpoints inside commits); lib/server/sqlite-statement-cache.test.ts fails then, so an upgrade cannot lose
 * them unnoticed.
 */
export function adapterConnection(adapter: SqlDriverAdapter): BetterSqlite3.Database | null {
  const client = (adapter as { client?: unknown }).client;
  if (typeof client !== 'object' || client === null || typeof (client as AdapterClient).prepare !== 'function') return null;
  return client as BetterSqlite3.Database;
}
