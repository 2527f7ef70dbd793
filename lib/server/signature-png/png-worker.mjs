// @ts-check
// The signature worker (../signature-png.ts): checks each PNG it is sent and answers with its problem, or null.
import { parentPort } from 'node:worker_threads';
import { pngProblem } from './png-check.mjs';

parentPort?.on('message', (/** @type {{ id: number, png: Uint8Array }} */ { id, png }) => {
  let problem;
  try {
    problem = pngProblem(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
  } catch {
    problem = 'Signature image is corrupt.';
  }
  parentPort?.postMessage({ id, problem });
});
