import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import type { SqlDriverAdapter, SqlQuery } from '@prisma/driver-adapter-utils';
import { adapterConnection, cachePreparedStatements } from './sqlite-statement-cache';

const text = { scalarType: 'string', arity: 'scalar' } as const;
const int = { scalarType: 'int', arity: 'scalar' } as const;
const query = (sql: string, args: unknown[] = [], argTypes: SqlQuery['argTypes'] = []): SqlQuery =>
  ({ sql, args, argTypes }) as SqlQuery;

describe('prepared statements kept for Prisma’s better-sqlite3 adapter', () => {
  let folder: string;
  let adapter: SqlDriverAdapter;
  const compiled: string[] = [];

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'statement-cache-'));
    adapter = await new PrismaBetterSqlite3({ url: `file:${join(folder, 'test.db')}` }).connect();
    // Counts what SQLite really compiles, underneath the cache.
    const client = (adapter as unknown as { client: { prepare: (sql: string) => unknown } }).client;
    const prepare = client.prepare.bind(client);
    compiled.length = 0;
    client.prepare = (sql: string) => {
      compiled.push(sql);
      return prepare(sql);
    };
    const connection = adapterConnection(adapter);
    expect(connection).not.toBeNull();
    cachePreparedStatements(connection!);
    await adapter.executeScript('CREATE TABLE "Driver" ("id" INTEGER PRIMARY KEY, "name" TEXT NOT NULL, "years" INTEGER)');
  });

  afterEach(async () => {
    await adapter.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  const insert = 'INSERT INTO "Driver" ("name", "years") VALUES (?, ?) RETURNING "id", "name"';

  it('compiles a repeated query once and still binds each call’s own values', async () => {
    const first = await adapter.queryRaw(query(insert, ['Ann Lee', 3], [text, int]));
    const second = await adapter.queryRaw(query(insert, ['Łukasz Nguyễn', null], [text, int]));
    const third = await adapter.queryRaw(query(insert, ['Bo Diaz', '12'], [text, int]));

    expect([first, second, third].map((result) => result.rows[0])).toEqual([
      [1, 'Ann Lee'],
      [2, 'Łukasz Nguyễn'],
      [3, 'Bo Diaz'],
    ]);
    expect(first.columnNames).toEqual(['id', 'name']);
    expect(compiled.filter((sql) => sql === insert)).toHaveLength(1);

    const stored = await adapter.queryRaw(query('SELECT "name", "years" FROM "Driver" ORDER BY "id"'));
    expect(stored.rows).toEqual([['Ann Lee', 3], ['Łukasz Nguyễn', null], ['Bo Diaz', 12]]);
  });

  it('counts changes of a write without results, and a rolled-back transaction leaves nothing', async () => {
    await adapter.queryRaw(query(insert, ['Ann Lee', 3], [text, int]));
    const update = 'UPDATE "Driver" SET "years" = "years" + ? WHERE "name" = ?';
    expect(await adapter.executeRaw(query(update, [1, 'Ann Lee'], [int, text]))).toBe(1);
    expect(await adapter.executeRaw(query(update, [1, 'Nobody'], [int, text]))).toBe(0);

    const transaction = await adapter.startTransaction();
    await transaction.executeRaw(query(update, [10, 'Ann Lee'], [int, text]));
    await transaction.executeRaw(query('ROLLBACK'));
    await transaction.rollback();

    const stored = await adapter.queryRaw(query('SELECT "years" FROM "Driver"'));
    expect(stored.rows).toEqual([[4]]);
    expect(compiled.filter((sql) => sql === update)).toHaveLength(1);
  });

  it('keeps working past the cache’s bound, compiling evicted queries again when they return', async () => {
    for (let index = 0; index < 250; index += 1) {
      const result = await adapter.queryRaw(query(`SELECT ? + ${index} AS "sum"`, [1], [int]));
      expect(result.rows).toEqual([[1 + index]]);
    }
    await adapter.queryRaw(query('SELECT ? + 0 AS "sum"', [5], [int]));
    expect(compiled.filter((sql) => sql === 'SELECT ? + 0 AS "sum"')).toHaveLength(2);
  });
});
