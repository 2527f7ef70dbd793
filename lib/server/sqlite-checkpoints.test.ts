import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { checkpointOffRequests, stopCheckpointWorkers } from './sqlite-checkpoints';

const ROWS = 500;
const ROW_BYTES = 8_000;

describe('SQLite checkpoints off the request connection', () => {
  let folder: string;
  let file: string;
  let db: Database.Database;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'checkpoints-'));
    file = join(folder, 'app.db');
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE "Upload" ("id" INTEGER PRIMARY KEY, "content" BLOB NOT NULL)');
  });

  afterEach(async () => {
    await stopCheckpointWorkers();
    db.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** ~4 MB in 500 commits: four times SQLite's default automatic checkpoint of 1,000 pages. */
  const writeManyCommits = () => {
    const insert = db.prepare('INSERT INTO "Upload" ("content") VALUES (?)');
    for (let row = 0; row < ROWS; row++) insert.run(randomBytes(ROW_BYTES));
  };

  async function fileGrowsPast(bytes: number, withinMs: number): Promise<boolean> {
    const deadline = Date.now() + withinMs;
    while (Date.now() < deadline) {
      if (statSync(file).size > bytes) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }

  it('leaves the log to the worker: commits append to it, the worker copies it into the database file', async () => {
    checkpointOffRequests(db);
    // Without the worker, no commit copies the log back (SQLite's default would, every 1,000 pages).
    await stopCheckpointWorkers();
    writeManyCommits();
    expect(statSync(file).size).toBeLessThan(100_000);
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(ROWS * ROW_BYTES);

    checkpointOffRequests(db);
    expect(await fileGrowsPast(ROWS * ROW_BYTES, 5_000)).toBe(true);
    expect(db.prepare('SELECT count(*) AS "rows" FROM "Upload"').get()).toEqual({ rows: ROWS });
  });

  it('gives the connection back its own checkpoints when the worker stops unasked', async () => {
    checkpointOffRequests(db);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(10_000);
    const running = (globalThis as unknown as Record<symbol, Map<string, Worker>>)[Symbol.for('driver-application.checkpoint-workers')];
    const worker = running?.get(file);
    expect(worker).toBeDefined();
    await worker!.terminate();
    await new Promise((resolve) => setImmediate(resolve));

    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
    writeManyCommits();
    expect(statSync(file).size).toBeGreaterThan(ROWS * ROW_BYTES * 0.5);
  });

  it('leaves an in-memory database alone', () => {
    const memory = new Database(':memory:');
    checkpointOffRequests(memory);
    expect(memory.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    memory.close();
  });
});
