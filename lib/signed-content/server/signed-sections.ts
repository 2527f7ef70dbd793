import 'server-only';
import type { Database } from '@/lib/server/db';
import { loadScreeningSection, SCREENING_SECTION } from '@/lib/screening/server/screening-record';
import { loadConsentSection } from '@/lib/consents/server/consent-section';
import { loadDocumentSection } from '@/lib/documents/server/document-section';

/**
 * Parts of the signed content that are kept outside the Applicant row's answer columns, in tables of their own
 * (the documents of step 4, the background-check consents of step 11, a carrier's screening answers): each has a
 * name, and a content version signs the sections it names (serialization v3, ./signed-content-versions.ts).
 *
 * A section's content is what the submission signed, in a canonical form (plain JSON: strings, numbers, arrays,
 * objects). It is built twice: when the application is stored, from what the submission carried (the feature's
 * store passes it to applicationRow), and whenever the application is verified, from what the tables hold now, by
 * the section's loader below. The two must agree byte for byte for an unaltered application.
 */
export type SignedSections = Readonly<Record<string, unknown>>;

/** Reads one stored application's section back from its table(s); null when the application has none. */
export type SectionLoader = (db: Database, numberId: number) => Promise<unknown>;

/** The loader of each named section. A feature that signs a section adds its loader here. */
export const SIGNED_SECTION_LOADERS: Readonly<Record<string, SectionLoader>> = {
  // The answers to the carrier's screening questions, each with the version of the question asked (lib/screening).
  [SCREENING_SECTION]: loadScreeningSection,
  consents: loadConsentSection,
  // The documents of step 4: each one's type and the SHA-256 of its bytes as stored (lib/documents/server).
  documents: loadDocumentSection,
};

/** Every section of a stored application, as stored now, for verifying its signature. */
export async function loadSignedSections(db: Database, numberId: number): Promise<SignedSections> {
  const entries = await Promise.all(
    Object.entries(SIGNED_SECTION_LOADERS).map(async ([name, load]) => [name, await load(db, numberId)] as const),
  );
  return Object.fromEntries(entries);
}
