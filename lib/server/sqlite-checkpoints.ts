import 'server-only';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';
import { onShutdown } from './shutdown';

/** How often the worker copies the write-ahead log into the database file. */
const CHECKPOINT_INTERVAL_MS = 100;
/**
 * Should the worker stop, the request connection checkpoints again by itself once the log holds this many pages
 * (~40 MB): SQLite's own default is 1,000.
 */
const BACKSTOP_PAGES = 10_000;

const WORKER_FILE = join(process.cwd(), 'lib/server/sqlite-checkpoints/checkpoint-worker.mjs');
/** One worker per database file, however often the adapter connects. */
const workers = new Map<string, Worker>();

/**
 * SQLite (in WAL mode) copies its write-ahead log back into the database file — a checkpoint — inside whichever
 * commit finds the log past 1,000 pages, and syncs the file to disk there. A submission writes ~56 pages, so under a
 * hiring rush one submission in ~18 waited for a checkpoint on the thread that answers every request: the long tail
 * of docs/performance.md. A worker thread with its own connection checkpoints every 100 ms instead; the log then
 * stays small and a commit only appends to it.
 */
export function checkpointOffRequests(connection: Pick<BetterSqlite3.Database, 'name' | 'memory' | 'pragma'>): void {
  if (connection.memory) return;
  connection.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const file = connection.name;
  if (workers.has(file)) return;
  const worker = new Worker(WORKER_FILE, {
    workerData: { file, intervalMs: CHECKPOINT_INTERVAL_MS },
    resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4, stackSizeMb: 1 },
  });
  workers.set(file, worker);
  worker.unref();
  worker.on('error', (error) => {
    // Not fatal: the backstop above checkpoints on the request connection; the next connection starts a worker again.
    console.error(`The SQLite checkpoint worker stopped: ${error.message}`);
  });
  worker.on('exit', () => {
    if (workers.get(file) === worker) workers.delete(file);
  });
}

/** Ends every checkpoint worker (at shutdown; tests); the backstop checkpoints until a connection starts another. */
export async function stopCheckpointWorkers(): Promise<void> {
  const stopping = [...workers.values()];
  workers.clear();
  await Promise.all(stopping.map((worker) => worker.terminate()));
}

onShutdown('sqlite checkpoints', stopCheckpointWorkers);
