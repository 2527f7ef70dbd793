// @ts-check
import { parentPort, workerData } from 'node:worker_threads';
import { readPdf } from './read-pdf.mjs';

/**
 * The PDF worker: one uploaded or stored PDF read off the main thread (lib/documents/server/check-pdf.ts starts it,
 * with a deadline and memory limits, and ends it after its answer). Plain JavaScript loaded by Node itself, outside
 * the app's bundles, so it runs the same under server.mjs, `next start` and jest. Answers `{ pages }`,
 * `{ pages, bytes }` (the safe copy) or `{ problem }`.
 */
/** @type {{ task: string, bytes: Uint8Array, maxUnpackedBytes: number }} */
const { task, bytes, maxUnpackedBytes } = workerData;
const answer = await readPdf(task, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), maxUnpackedBytes);
// The copy's buffer is moved to the main thread, not copied.
const copy = 'bytes' in answer && answer.bytes instanceof Uint8Array && answer.bytes.buffer instanceof ArrayBuffer ? [answer.bytes.buffer] : [];
parentPort?.postMessage(answer, copy);
