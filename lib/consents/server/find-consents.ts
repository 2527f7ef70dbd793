import 'server-only';
import { getDb } from '@/lib/server/db';
import type { ConsentText, ConsentValues } from '../consent-text';
import { CONSENT_TEXTS } from '../texts/published-consent-texts';
import { consentTextByVersion } from './carrier-consents';
import { storedConsentRows } from './consent-section';

/**
 * The consents a stored application was signed with, as the office reads them (the application page, the PDF of
 * record, the Consents PDF, the applicant's copy): each with the words its record names, not today's.
 */
export type RecordedConsent = {
  consent: string;
  /** The office's name for it: our English title (a carrier's wording has its own title, in `text`). */
  label: string;
  source: string;
  version: string;
  language: string;
  /** The words the version names; null when this app does not know them (such a record reads as altered). */
  text: ConsentText | null;
  sha256: string;
  /** For a translation, its English original (printed after it); for PSP in Spanish, the FMCSA wording shown with it. */
  original: ConsentText | null;
  official: { version: string; text: ConsentText | null; sha256: string } | null;
  englishFallback: boolean;
  values: ConsentValues | null;
  requestedCopy: boolean | null;
  agreedAt: Date;
  clientAgreedAt: string;
};

export const consentLabel = (consent: string): string =>
  (CONSENT_TEXTS.en as Record<string, ConsentText | undefined>)[consent]?.title ?? consent;

function readValues(stored: string): ConsentValues | null {
  try {
    const values = JSON.parse(stored) as unknown;
    return typeof values === 'object' && values !== null ? (values as ConsentValues) : null;
  } catch {
    return null;
  }
}

export async function recordedConsents(numberId: number): Promise<RecordedConsent[]> {
  const db = await getDb();
  const rows = await storedConsentRows(db, numberId);
  return Promise.all(
    rows.map(async (row) => {
      const text = (await consentTextByVersion(db, row.textVersion)) ?? null;
      const official = row.officialVersion
        ? { version: row.officialVersion, text: (await consentTextByVersion(db, row.officialVersion)) ?? null, sha256: row.officialSha256 }
        : null;
      // A translation's original is printed after it, unless it is the official wording printed anyway.
      const original = text?.translates && text.translates !== official?.version ? ((await consentTextByVersion(db, text.translates)) ?? null) : null;
      return {
        consent: row.consent,
        label: consentLabel(row.consent),
        source: row.source,
        version: row.textVersion,
        language: row.textLanguage,
        text,
        sha256: row.textSha256,
        original,
        official,
        englishFallback: row.englishFallback,
        values: readValues(row.shownValues),
        requestedCopy: row.requestedCopy,
        agreedAt: row.agreedAt,
        clientAgreedAt: row.clientAgreedAt,
      };
    }),
  );
}

/** Of these applications, those with consents on file (one query for a page of the list). */
export async function withConsentsOnFile(numberIds: readonly number[]): Promise<Set<number>> {
  if (numberIds.length === 0) return new Set();
  const db = await getDb();
  const rows = await db.applicantConsent.findMany({ where: { numberId: { in: [...numberIds] } }, select: { numberId: true }, distinct: ['numberId'] });
  return new Set(rows.map((row) => row.numberId));
}
