// @ts-check
// The checkpoint worker (../sqlite-checkpoints.ts): copies the write-ahead log into the database file on its own
// connection, so no request's commit has to.
import Database from 'better-sqlite3';
import { workerData } from 'node:worker_threads';

const { file, intervalMs } = /** @type {{ file: string, intervalMs: number }} */ (workerData);
const db = new Database(file, { fileMustExist: true });

// PASSIVE copies what no reader still needs and never waits for a lock: a busy moment is reported in its result
// row, not thrown, and is simply the next turn's. Anything thrown ends the worker, and the connection checkpoints
// by itself again.
setInterval(() => db.pragma('wal_checkpoint(PASSIVE)'), intervalMs);
