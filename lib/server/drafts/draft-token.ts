import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/**
 * The resume link's secret: 256 random bits from the operating system's CSPRNG (OWASP asks for at least 128),
 * base64url so it fits a URL path unescaped. Only its SHA-256 is stored: someone who reads the database (a backup,
 * a staff member with SQL access) cannot open a draft from it.
 */
export function newDraftToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What a token looks like; anything else is refused before the database is asked. */
export const DRAFT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function draftTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The header the wizard sends with Finish when it was resumed from a draft (POST /api/drivers deletes that draft). */
export const DRAFT_TOKEN_HEADER = 'draft-token';

export function submittedDraftToken(headers: Headers): string | null {
  const token = headers.get(DRAFT_TOKEN_HEADER);
  return token && DRAFT_TOKEN_PATTERN.test(token) ? token : null;
}
