import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import type { SqlDriverAdapter, SqlQuery } from '@prisma/driver-adapter-utils';

/**
 * The SQLite default runs on one copy of better-sqlite3: Prisma's adapter asks for ^12, which aborts the process on
 * Node 24 (a destructor assertion fixed in 13), so package.json's `overrides` hands the adapter the app's own
 * version. These tests fail when the two drift apart again, and check the adapter's own behaviour on that driver.
 */
const packageJsonOf = (from: string) => require.resolve('better-sqlite3/package.json', { paths: [from] });
const versionAt = (path: string) => (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;

describe('better-sqlite3 under Prisma’s adapter', () => {
  it('is the one copy the app itself declares and loads', () => {
    const declared = (JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      overrides: Record<string, Record<string, string>>;
    });
    // dist/index.js → the package folder (the adapter exports no package.json).
    const adapterDir = dirname(dirname(require.resolve('@prisma/adapter-better-sqlite3')));
    const appCopy = packageJsonOf(process.cwd());
    const adapterCopy = packageJsonOf(adapterDir);

    expect(adapterCopy).toBe(appCopy);
    expect(declared.overrides['@prisma/adapter-better-sqlite3']?.['better-sqlite3']).toBe('$better-sqlite3');
    const major = Number(versionAt(appCopy).split('.')[0]);
    expect(`^${major}`).toBe(declared.dependencies['better-sqlite3']?.split('.')[0]);
    // 12 and older abort on Node 24; 13 needs Node 22 or later (package.json engines).
    expect(major).toBeGreaterThanOrEqual(13);
  });

  describe('through the adapter, on a real file', () => {
    let folder: string;
    let adapter: SqlDriverAdapter;
    const text = { scalarType: 'string', arity: 'scalar' } as const;
    const query = (sql: string, args: unknown[] = []): SqlQuery =>
      ({ sql, args, argTypes: args.map(() => text) }) as SqlQuery;

    beforeEach(async () => {
      folder = mkdtempSync(join(tmpdir(), 'sqlite-driver-'));
      adapter = await new PrismaBetterSqlite3({ url: `file:${join(folder, 'test.db')}` }).connect();
      await adapter.executeScript('CREATE TABLE "Note" ("id" INTEGER PRIMARY KEY, "body" TEXT NOT NULL, "at" DATETIME)');
    });

    afterEach(async () => {
      await adapter.dispose();
      rmSync(folder, { recursive: true, force: true });
    });

    // As Prisma's query engine drives it: the adapter sends BEGIN, the engine sends COMMIT or ROLLBACK itself.
    it('commits a transaction and rolls another back', async () => {
      const kept = await adapter.startTransaction();
      await kept.executeRaw(query('INSERT INTO "Note" ("body") VALUES (?)', ['kept']));
      await kept.executeRaw(query('COMMIT'));
      await kept.commit();
      const dropped = await adapter.startTransaction();
      await dropped.executeRaw(query('INSERT INTO "Note" ("body") VALUES (?)', ['dropped']));
      await dropped.executeRaw(query('ROLLBACK'));
      await dropped.rollback();

      const rows = await adapter.queryRaw(query('SELECT "body" FROM "Note" ORDER BY "id"'));
      expect(rows.rows).toEqual([['kept']]);
    });

    // The app's connection (this adapter) never asks for foreign keys; better-sqlite3 enforces them by default, and a
    // deleted document's bytes (ApplicantDocumentFile) and an application's rows go by their ON DELETE CASCADE.
    it('deletes a child row with its parent (foreign keys enforced)', async () => {
      await adapter.executeScript(
        'CREATE TABLE "Bytes" ("noteId" INTEGER PRIMARY KEY REFERENCES "Note" ("id") ON DELETE CASCADE, "content" BLOB NOT NULL)',
      );
      await adapter.executeRaw(query('INSERT INTO "Note" ("id", "body") VALUES (1, ?)', ['photo']));
      await adapter.executeRaw(query('INSERT INTO "Bytes" ("noteId", "content") VALUES (1, ?)', ['bytes']));
      await adapter.executeRaw(query('DELETE FROM "Note" WHERE "id" = 1'));
      expect((await adapter.queryRaw(query('SELECT COUNT(*) FROM "Bytes"'))).rows).toEqual([[0]]);
    });

    it('stores a date and reads the same instant back', async () => {
      const instant = '2026-11-25T03:04:05.678Z';
      await adapter.executeRaw(query('INSERT INTO "Note" ("body", "at") VALUES (?, ?)', ['dated', instant]));
      const rows = await adapter.queryRaw(query('SELECT "at" FROM "Note"'));
      expect(new Date(String(rows.rows[0]?.[0])).toISOString()).toBe(instant);
    });
  });
});
