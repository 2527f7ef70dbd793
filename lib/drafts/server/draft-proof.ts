import 'server-only';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The proof that whoever changes a saved draft knows its date of birth. The resume link is mailed, copied and
 * forwarded, so it alone must not change a draft (or mail its link to the address it holds): the wizard that saved
 * the draft, or opened it with the right date of birth, is given this second secret with the answer, keeps it in its
 * memory only (never browser storage, never a URL), and sends it with every later save, "Email me the link", and
 * the Finish that deletes the draft.
 *
 * It is a keyed digest of the draft's random row id (never sent to the browser), under a key derived from the data
 * key, so no column holds it and every instance sharing the key agrees. It lasts as long as the draft.
 */
const derivedKeys = new WeakMap<Buffer, Buffer>();

function proofKey(dataKey: Buffer): Buffer {
  let key = derivedKeys.get(dataKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', dataKey, 'driver-application', 'draft-change-proof', 32));
    derivedKeys.set(dataKey, key);
  }
  return key;
}

export function draftProof(draftId: string, dataKey: Buffer): string {
  return createHmac('sha256', proofKey(dataKey)).update(`application.draft:${draftId}`).digest('base64url');
}

/** Whether `candidate` is the proof of the draft `draftId` (compared in constant time). */
export function isDraftProof(candidate: unknown, draftId: string, dataKey: Buffer): boolean {
  if (typeof candidate !== 'string') return false;
  const expected = Buffer.from(draftProof(draftId, dataKey));
  const given = Buffer.from(candidate);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
