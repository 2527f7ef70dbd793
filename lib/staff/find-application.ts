import 'server-only';
import { getDb } from '@/lib/server/db';
import { withStoredAnswers } from '@/lib/server/stored-answers';
import { loadSignedSections } from '@/lib/signed-content/server/signed-sections';

/**
 * One stored application with its review history, for the staff detail page and the PDF of record.
 * The SSN stays ciphertext here: only lib/staff/reveal-ssn.ts decrypts it for a person to read, and audits that it
 * did (lib/signed-content/server/signature-record.ts decrypts it too, to check the signature digest, and shows nothing of it).
 */
export async function findApplication(numberId: number) {
  if (!Number.isSafeInteger(numberId) || numberId < 1) return null;
  const db = await getDb();
  const row = await db.applicant.findUnique({
    where: { numberId },
    include: { reviewEntries: { orderBy: { createdAt: 'asc' } } },
  });
  // The parts of what was signed that live in tables of their own, read back to verify the signature.
  return row && { ...withStoredAnswers(row), signedSections: await loadSignedSections(db, numberId) };
}

export type StoredApplication = NonNullable<Awaited<ReturnType<typeof findApplication>>>;
