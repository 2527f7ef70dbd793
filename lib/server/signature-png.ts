import 'server-only';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PNG_DATA_URL_PREFIX } from '@/lib/applicant/schema';
import { onShutdown } from './shutdown';

export const MAX_SIGNATURE_PNG_BYTES = 200_000;
/** A check not answered in this time fails the submission with 503 (the worker is started again). */
const CHECK_SECONDS = 5;

/**
 * Checks that a signature data URL holds a real, sane PNG (./signature-png/png-check.mjs says what is checked).
 * Returns a problem description, or null when the image is acceptable.
 *
 * The PNG is read in a worker thread, not on the thread that answers requests: inflating the pad's 700×300 image
 * makes 840 KB of pixels, which on this thread cost half a millisecond each time and, at a hiring rush's rate,
 * a full garbage collection of the server's heap about every second (pauses up to 50 ms; docs/performance.md).
 * The base64 check stays here: a round trip through the native codec, a few microseconds.
 */
export async function signaturePngProblem(dataUrl: string): Promise<string | null> {
  if (!dataUrl.startsWith(PNG_DATA_URL_PREFIX)) return 'Signature must be a PNG image.';
  const base64 = dataUrl.slice(PNG_DATA_URL_PREFIX.length);
  if (base64.length > Math.ceil((MAX_SIGNATURE_PNG_BYTES * 4) / 3) + 4) return 'Signature image is too large.';
  // Buffer.from skips what is not base64; only a canonical encoding comes back unchanged (what canvases export).
  const png = Buffer.from(base64, 'base64');
  if (base64.length === 0 || png.toString('base64') !== base64) return 'Signature image is not valid base64.';
  return checkInWorker(png);
}

const WORKER_FILE = join(process.cwd(), 'lib/server/signature-png/png-worker.mjs');
type Pending = { resolve: (problem: string | null) => void; reject: (error: Error) => void; deadline: NodeJS.Timeout };
type Checker = { worker: Worker; pending: Map<number, Pending> };

let current: Checker | null = null;
let nextId = 0;

/** The one signature worker, started on first use and again after it failed. */
function signatureChecker(): Checker {
  if (current) return current;
  // Its heap stays bounded, at 256 MB: V8 treats 128 MB or less as a low-memory device and then stops the worker for
  // each full collection, which every ~75 checks' pixels (external memory) call for, 4–13 ms at a time instead of
  // about 1 ms in steps, and a submission waits for its verdict meanwhile (docs/performance.md). A PNG's pixels are
  // bounded by maxOutputLength (./signature-png/png-check.mjs), not by this.
  const worker = new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16, stackSizeMb: 1 } });
  const checker: Checker = { worker, pending: new Map() };
  worker.unref();
  worker.on('message', ({ id, problem }: { id: number; problem: string | null }) => {
    const waiting = checker.pending.get(id);
    if (!waiting) return;
    checker.pending.delete(id);
    clearTimeout(waiting.deadline);
    waiting.resolve(problem);
  });
  const failed = (error: Error) => {
    if (current === checker) current = null;
    for (const waiting of checker.pending.values()) {
      clearTimeout(waiting.deadline);
      waiting.reject(error);
    }
    checker.pending.clear();
  };
  worker.on('error', failed);
  worker.on('exit', (code) => failed(new Error(`The signature worker stopped (exit code ${code}).`)));
  current = checker;
  return checker;
}

/** Ends the signature worker (at shutdown; tests); a later check starts another. */
export async function stopSignatureWorker(): Promise<void> {
  await current?.worker.terminate();
}

onShutdown('signature worker', stopSignatureWorker);

function checkInWorker(png: Buffer): Promise<string | null> {
  const checker = signatureChecker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    // A check this slow is not a signature pad's: the worker is replaced, its submissions told to try again.
    const deadline = setTimeout(() => void checker.worker.terminate(), CHECK_SECONDS * 1000);
    checker.pending.set(id, { resolve, reject, deadline });
    checker.worker.postMessage({ id, png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength) });
  });
}
