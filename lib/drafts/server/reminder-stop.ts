import 'server-only';
import { decryptText, encryptText } from '@/lib/server/pii-crypto';

/**
 * The reminders' stop link names its draft without a column or the draft's id in the clear: the id sealed with the
 * data key (AES-256-GCM, authenticated for this purpose only), so a stop link cannot be made for another draft, nor
 * opened into anything else. It lasts as long as the draft and survives a new resume link.
 */
const PURPOSE = Buffer.from('application.draft:reminder-stop');
/** "v1." and three base64url parts: what a stop token looks like, refused before any decryption otherwise. */
export const STOP_TOKEN_PATTERN = /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{1,64}$/;

export function reminderStopToken(draftId: string, dataKey: Buffer): string {
  return encryptText(draftId, dataKey, PURPOSE);
}

/** The draft's id, or null for a token this installation did not make. */
export function draftOfStopToken(token: string, dataKey: Buffer): string | null {
  if (!STOP_TOKEN_PATTERN.test(token)) return null;
  try {
    return decryptText(token, dataKey, PURPOSE);
  } catch {
    return null;
  }
}
