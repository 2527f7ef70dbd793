import 'server-only';
import { parseUsDate } from '@/lib/applicant/us-date';
import type { DocumentKind } from '@/lib/documents/document-kinds';
import { copyDocument, WITH_FILE } from '@/lib/documents/server/copy-document';
import type { Database } from '@/lib/server/db';

/**
 * Which of step 4's documents a reused application offers again, and the answer that says until when it is valid:
 * the CDL's photos while the license has not expired, the medical card while the card has not. TWIC, HazMat, road
 * test and other papers have no expiry the application records, so they are photographed again.
 */
const VALID_UNTIL: Partial<Record<DocumentKind, string>> = {
  'cdl-front': 'driverExpiration1',
  'cdl-back': 'driverExpiration1',
  'medical-card': 'medicalCardExpiration',
};

/**
 * True while the mm/dd/yyyy date is today or later (a card is good through its expiry day). Cautious both ways: a
 * license whose expiration reads NONE is not offered (the application cannot tell it is valid), and "today" is the
 * UTC day, which on a card's last evening in the US is already the next one.
 */
function stillValid(expiry: unknown, now: Date): boolean {
  const until = typeof expiry === 'string' ? parseUsDate(expiry) : null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return until !== null && until.getTime() >= today;
}

/** The kinds of step 4's documents the earlier answers show still valid. */
export function kindsStillValid(answers: Record<string, unknown>, now = new Date()): string[] {
  return Object.entries(VALID_UNTIL).filter(([, answer]) => stillValid(answers[answer], now)).map(([kind]) => kind);
}

/**
 * Copies the earlier application's still-valid documents as new uploads, which the new draft then claims by id
 * (`saveDraft`'s documentIds). Copies, not moves: the earlier application keeps what its signature covers.
 */
export async function copyValidDocuments(
  db: Database,
  numberId: number,
  answers: Record<string, unknown>,
  dataKey: Buffer,
  now = new Date(),
): Promise<{ id: string; kind: string; mediaType: string }[]> {
  const kinds = kindsStillValid(answers, now);
  if (kinds.length === 0) return [];
  const earlier = await db.applicantDocument.findMany({ where: { numberId, kind: { in: kinds } }, orderBy: { position: 'asc' }, include: WITH_FILE });
  const copies: { id: string; kind: string; mediaType: string }[] = [];
  for (const document of earlier) {
    const { id, kind, mediaType } = await copyDocument(db, document, dataKey);
    copies.push({ id, kind, mediaType });
  }
  return copies;
}
