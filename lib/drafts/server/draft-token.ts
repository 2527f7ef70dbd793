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

/**
 * The headers the wizard sends with Finish when it saved or resumed a draft: its token and the proof of its date of
 * birth (lib/drafts/server/draft-proof.ts). POST /api/drivers deletes that draft only when the proof holds.
 */
export const DRAFT_TOKEN_HEADER = 'draft-token';
export const DRAFT_PROOF_HEADER = 'draft-proof';

export type DraftKey = { token: string; proof: string };

export function submittedDraft(headers: Headers): DraftKey | null {
  const token = headers.get(DRAFT_TOKEN_HEADER);
  const proof = headers.get(DRAFT_PROOF_HEADER) ?? '';
  return token && DRAFT_TOKEN_PATTERN.test(token) ? { token, proof } : null;
}
