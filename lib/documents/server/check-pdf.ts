import 'server-only';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { turns } from './in-turn';

/**
 * Every uploaded or stored PDF is read in a worker thread (lib/documents/server/pdf-worker), never on the thread that
 * answers requests: a hostile PDF is an archive of compressed streams, and reading one can take seconds and
 * gigabytes. The worker counts the bytes it unpacks and is ended at a deadline; past either the file is refused.
 * Two views must agree that a PDF holds nothing that acts (pdf-lib's objects, and a parser-free search of every
 * decoded stream): docs/documents.md, "What the server checks".
 */
export type PdfProblem = 'pdfEncrypted' | 'pdfActive' | 'corrupt' | 'pdfTooLarge' | 'pdfTooSlow';

/** Unpacked bytes one PDF may take, all its streams together: five lossless 300 dpi colour letter pages (25 MB each). */
export const MAX_PDF_UNPACKED_MB = 128;
/** A PDF not read in this time is refused; a real scan of a few pages takes well under a second. */
export const PDF_SECONDS = 5;
/** Workers at once: each may hold its file, its unpacked streams and pdf-lib's objects (a few hundred MB at worst). */
const PDFS_AT_ONCE = 2;
/** The worker's own heap (pdf-lib's objects); unpacked bytes are capped by MAX_PDF_UNPACKED_MB. */
const WORKER_HEAP_MB = 256;

const WORKER_FILE = join(process.cwd(), 'lib/documents/server/pdf-worker/pdf-worker.mjs');
const inTurn = turns(PDFS_AT_ONCE);

type Answer = { pages: number; bytes?: Uint8Array } | { problem: PdfProblem };

/** The check at upload: the page count, or why the PDF is refused. */
export async function pdfProblem(bytes: Buffer, { seconds = PDF_SECONDS } = {}): Promise<{ pages: number } | { problem: PdfProblem }> {
  const answer = await inTurn(() => readInWorker('check', bytes, seconds));
  return 'problem' in answer ? answer : { pages: answer.pages };
}

/**
 * What the office opens instead of the stored file: its pages rebuilt without actions, scripts, annotations, forms
 * or attached files (the stored bytes stay as sent: their SHA-256 is signed). Also what the PDF of record appends.
 */
export async function safePdfCopy(bytes: Buffer): Promise<{ pages: number; bytes: Buffer } | { problem: PdfProblem }> {
  const answer = await inTurn(() => readInWorker('safe-copy', bytes, PDF_SECONDS));
  if ('problem' in answer) return answer;
  if (!answer.bytes) return { problem: 'corrupt' };
  return { pages: answer.pages, bytes: Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength) };
}

function readInWorker(task: 'check' | 'safe-copy', bytes: Buffer, seconds: number): Promise<Answer> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { task, bytes: new Uint8Array(bytes), maxUnpackedBytes: MAX_PDF_UNPACKED_MB * 1024 * 1024 },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
    // pdf-lib warns about damaged objects on the console: noise in the server's log, dropped.
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const settle = (answer: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(answer);
      void worker.terminate();
    };
    const deadline = setTimeout(() => settle({ problem: 'pdfTooSlow' }), seconds * 1000);
    worker.on('message', (answer: Answer) => settle(answer));
    // Out of its heap: the file needs more than a PDF of pages does. Any other failure: pdf-lib could not read it.
    worker.on('error', (error: Error & { code?: string }) => settle({ problem: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'pdfTooLarge' : 'corrupt' }));
    worker.on('exit', () => settle({ problem: 'corrupt' }));
  });
}
