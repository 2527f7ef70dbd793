import { MAX_DECODE_MS, MAX_SCAN_FILE_BYTES } from '@/lib/cdl-scan/scan-limits';
import type { DecodeReply, DecodeRequest } from './license-decoder.worker';

export type DecodeOutcome = DecodeReply | { ok: false; reason: 'timed-out' | 'failed' };

/**
 * Reads the license in a photo, in a worker of its own (one per photo: a stuck decode is ended by terminating it,
 * which a shared worker could not survive). Never rejects: every failure is an outcome the panel words.
 */
export function decodeLicense(photo: Blob): Promise<DecodeOutcome> {
  if (photo.size > MAX_SCAN_FILE_BYTES) return Promise.resolve({ ok: false, reason: 'too-large' });
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./license-decoder.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve({ ok: false, reason: 'failed' });
      return;
    }
    const finish = (outcome: DecodeOutcome) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'timed-out' }), MAX_DECODE_MS);
    worker.onmessage = (event: MessageEvent<DecodeReply>) => finish(event.data);
    worker.onerror = () => finish({ ok: false, reason: 'failed' });
    worker.postMessage({ photo } satisfies DecodeRequest);
  });
}
