import 'server-only';
import type { Database } from '@/lib/server/db';
import { insertRowsStep } from '@/lib/server/raw-insert';
import type { Statements } from '@/lib/server/sql-transaction';
import type { ConsentText } from '../consent-text';
import { consentTextByVersion } from './carrier-consents';
import type { ConsentFiling } from './consent-filing';

/**
 * The "consents" section of the signed content (lib/signed-content/server/signed-sections.ts): each consent the
 * application was signed with, in the order step 11 listed it, with the words of the text it names (and for PSP in
 * Spanish the FMCSA English shown with it), the SHA-256 recorded for them, the values filled in, the request box's
 * answer and both moments. Built from the filing when the application is stored, and from the ApplicantConsent rows
 * and the texts they name whenever it is verified: a row changed, removed or added, or a carrier's text changed in
 * its table after signing, reads "Altered after signing". An application filed without consents has none (null).
 */

/** One consent of the section, in its canonical form (plain JSON). */
type SectionEntry = {
  consent: string;
  position: number;
  source: string;
  version: string;
  language: string;
  /** The words the version names (null when the app no longer knows it: never the case for an unaltered row). */
  text: ConsentText | null;
  sha256: string;
  official: { version: string; text: ConsentText | null; sha256: string } | null;
  englishFallback: boolean;
  values: unknown;
  requestedCopy: boolean | null;
  agreedAt: string;
  clientAgreedAt: string;
};

/** The section as the submission signed it. */
export function consentSection(filing: ConsentFiling | null, receivedAt: Date): SectionEntry[] | null {
  if (!filing) return null;
  return filing.consents.map((filed) => ({
    consent: filed.consent,
    position: filed.position,
    source: filed.source,
    version: filed.text.version,
    language: filed.text.language,
    text: filed.text,
    sha256: filed.textSha256,
    official: filed.official && { version: filed.official.version, text: filed.official, sha256: filed.officialSha256 },
    englishFallback: filed.englishFallback,
    values: filed.values,
    requestedCopy: filed.requestedCopy,
    agreedAt: receivedAt.toISOString(),
    clientAgreedAt: filed.clientAgreedAt,
  }));
}

/** The rows of one application's consents, in order. */
export async function storedConsentRows(db: Database, numberId: number) {
  return db.applicantConsent.findMany({ where: { numberId }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
}
export type StoredConsentRow = Awaited<ReturnType<typeof storedConsentRows>>[number];

/** The section as the tables hold it now (the section loader of SIGNED_SECTION_LOADERS). */
export async function loadConsentSection(db: Database, numberId: number): Promise<SectionEntry[] | null> {
  const rows = await storedConsentRows(db, numberId);
  if (rows.length === 0) return null;
  return Promise.all(
    rows.map(async (row) => ({
      consent: row.consent,
      position: row.position,
      source: row.source,
      version: row.textVersion,
      language: row.textLanguage,
      text: (await consentTextByVersion(db, row.textVersion)) ?? null,
      sha256: row.textSha256,
      official: row.officialVersion
        ? { version: row.officialVersion, text: (await consentTextByVersion(db, row.officialVersion)) ?? null, sha256: row.officialSha256 }
        : null,
      englishFallback: row.englishFallback,
      values: parseValues(row.shownValues),
      requestedCopy: row.requestedCopy,
      agreedAt: row.agreedAt.toISOString(),
      clientAgreedAt: row.clientAgreedAt,
    })),
  );
}

/** The recorded values; text that is not JSON (an altered row) as itself, so it still reads as altered. */
function parseValues(stored: string): unknown {
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return stored;
  }
}

/** The filed consents' rows of a stored application: steps of the transaction that stores it. */
function storeConsents(numberId: number, filing: ConsentFiling | null, receivedAt: Date): Statements<void> {
  return insertRowsStep(
    'ApplicantConsent',
    (filing?.consents ?? []).map((filed) => ({
      numberId,
      position: filed.position,
      consent: filed.consent,
      source: filed.source,
      textVersion: filed.text.version,
      textLanguage: filed.text.language,
      textSha256: filed.textSha256,
      officialVersion: filed.official?.version ?? '',
      officialSha256: filed.officialSha256,
      englishFallback: filed.englishFallback,
      shownValues: JSON.stringify(filed.values),
      requestedCopy: filed.requestedCopy,
      agreedAt: receivedAt,
      clientAgreedAt: filed.clientAgreedAt,
    })),
  );
}

/**
 * What storing an application does with its consents (lib/server/application-store.ts): the section its signature
 * covers, and the rows to write with it, in the same transaction.
 */
export function consentRecord(filing: ConsentFiling | null, receivedAt: Date) {
  return {
    sections: { consents: consentSection(filing, receivedAt) },
    store: (numberId: number) => storeConsents(numberId, filing, receivedAt),
  };
}
