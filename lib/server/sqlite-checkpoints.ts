import 'server-only';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';
import { logFailure } from './http/log-failure';
import { onShutdown } from './shutdown';

/** How often the worker copies the write-ahead log into the database file. */
const CHECKPOINT_INTERVAL_MS = 100;
/** While the worker runs, the request connection checkpoints by itself only past this many pages (~40 MB). */
const BACKSTOP_PAGES = 10_000;
/** SQLite's own automatic checkpoint, given back to the connection when its worker stops unasked. */
const SQLITE_DEFAULT_PAGES = 1_000;

const WORKER_FILE = join(process.cwd(), 'lib/server/sqlite-checkpoints/checkpoint-worker.mjs');

// On globalThis, not in a module variable: Next bundles instrumentation.ts and the route handlers separately, so
// each has its own copy of this module, yet one process must run one worker per database file that shutdown reaches.
const KEY = Symbol.for('driver-application.checkpoint-workers');
const registry = globalThis as unknown as { [KEY]?: Map<string, Worker> };
const workers = (): Map<string, Worker> => (registry[KEY] ??= new Map());

type Connection = Pick<BetterSqlite3.Database, 'name' | 'memory' | 'open' | 'pragma'>;

/**
 * SQLite (in WAL mode) copies its write-ahead log back into the database file — a checkpoint — inside whichever
 * commit finds the log past 1,000 pages, and syncs the file to disk there. A submission writes ~56 pages, so under a
 * hiring rush about one commit in twenty waited for a checkpoint on the thread that answers every request
 * (docs/performance.md, "Checkpoints off the commit"). A worker thread with its own connection checkpoints every
 * 100 ms instead, and a commit only appends to the log. Should the worker stop unasked, the connection checkpoints
 * by itself again, as SQLite does by default.
 */
export function checkpointOffRequests(connection: Connection): void {
  if (connection.memory) return;
  const file = connection.name;
  if (workers().has(file)) return;
  connection.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const worker = new Worker(WORKER_FILE, {
    workerData: { file, intervalMs: CHECKPOINT_INTERVAL_MS },
    resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4, stackSizeMb: 1 },
  });
  workers().set(file, worker);
  worker.unref();
  worker.on('error', (error) => logFailure('sqlite-checkpoints', 'worker', error));
  worker.on('exit', () => {
    // Still registered: nobody asked it to stop.
    if (workers().get(file) !== worker) return;
    workers().delete(file);
    if (connection.open) connection.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_PAGES}`);
  });
  onShutdown('sqlite-checkpoints', stopCheckpointWorkers);
}

/** Ends every checkpoint worker (at shutdown; tests), leaving each connection at the backstop. */
export async function stopCheckpointWorkers(): Promise<void> {
  const stopping = [...workers().values()];
  workers().clear();
  await Promise.all(stopping.map((worker) => worker.terminate()));
}
