import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/**
 * The response link's secret (OWASP: ≥ 128 bits from a CSPRNG, stored hashed). 32 random bytes, base64url: 43
 * characters. Only the SHA-256 is stored, so a copy of the database opens no employer's form.
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newResponseToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResponseToken(token) };
}

export function hashResponseToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** How long an employer may answer: 391.23 gives the previous employer 30 days. */
export const RESPONSE_WINDOW_MS = 30 * 86_400_000;

/** When a request sent at `sentAt` turns overdue: 30 × 24 hours later, an instant no time zone or clock change moves. */
export const responseDeadline = (sentAt: Date): Date => new Date(sentAt.getTime() + RESPONSE_WINDOW_MS);
