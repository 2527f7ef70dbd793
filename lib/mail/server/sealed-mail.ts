import 'server-only';
import type { z } from 'zod';
import { decryptSsn, encryptSsn } from '@/lib/server/pii-crypto';

/**
 * An outbox mail whose link is a live secret (a 391.23 request to an employer, a "start from your last application"
 * link): the row keeps the mail's facts and the link's token sealed with the data key (AES-256-GCM), so the database
 * alone opens nothing; the worker opens it to send, and the delivered row forgets it.
 */
export function sealedMailJson(facts: { appBaseUrl: string } & Record<string, unknown>, token: string, dataKey: Buffer): string {
  return JSON.stringify({ ...facts, appBaseUrl: facts.appBaseUrl.replace(/\/+$/, ''), sealedToken: encryptSsn(token, dataKey) });
}

/** The facts and the token back; null when the row is not such a mail or the data key does not open its token. */
export function openSealedMail<Facts extends { sealedToken: string }>(
  storedBody: string,
  schema: z.ZodType<Facts>,
  dataKey: Buffer,
): { mail: Facts; token: string } | null {
  try {
    const mail = schema.parse(JSON.parse(storedBody));
    return { mail, token: decryptSsn(mail.sealedToken, dataKey) };
  } catch {
    return null;
  }
}
