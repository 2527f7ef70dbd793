import 'server-only';
import { orUnavailable, refusal, RouteError } from './http/route-error';
import { signaturePngProblem } from './signature-png';

/**
 * The signature's PNG check as a step of POST /api/drivers that runs beside the others: the worker reads the image
 * (./signature-png.ts) while the route checks and prepares the rest on its own thread, and nothing is written before
 * the verdict. Settles when the image is sound; rejects with the 422 to answer (`fields.signature64`), or with the
 * 503 `unavailableMessage` when the check itself failed.
 */
export function signatureVerdict(signature64: string, unavailableMessage: string): Promise<void> {
  const verdict = orUnavailable(unavailableMessage, 'signature', () => signaturePngProblem(signature64)).then((problem) => {
    if (problem) throw refusal(422, 'Some answers need correcting.', { fields: { signature64: problem } });
  });
  // Awaited only once the work beside it is done: a refusal before then is not an unhandled rejection.
  verdict.catch(() => undefined);
  return verdict;
}

/** The verdict's field message, null for a sound image; a failed check is thrown on. */
export function signatureMessage(verdict: Promise<void>): Promise<string | null> {
  return verdict.then(
    () => null,
    (error: unknown) => {
      const message = error instanceof RouteError ? (error.body.fields as Record<string, string> | undefined)?.signature64 : undefined;
      if (message === undefined) throw error;
      return message;
    },
  );
}

/**
 * `work`, run while the signature is checked: a bad signature is answered first, whatever `work` found meanwhile, as
 * when the signature was checked before everything else.
 */
export async function signatureFirst<T>(verdict: Promise<void>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await verdict;
    throw error;
  }
}
