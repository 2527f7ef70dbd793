import { applicantSchema, type Applicant } from '@/lib/applicant/schema';
import type { StoredApplication } from '@/lib/staff/find-application';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';

/**
 * A stored row as findApplication returns it, for tests. The answers go through the real schema first, so the
 * fake carries exactly what the API would have stored; `ssn` is a ciphertext-looking value, as in the database.
 */
export function fakeStoredApplication(
  answers: Record<string, unknown> = {},
  stored: Partial<StoredApplication> = {},
): StoredApplication {
  const parsed: Applicant = applicantSchema.parse(validApplicant(answers));
  // The schema's numbered groups are typed by an index signature, so the answers cannot prove every column.
  const row = {
    ...parsed,
    ssn: 'v1.q83vEjRWeJA.AAECAwQFBgcICQoLDA0ODw.Zm9vYmFy',
    ssnLast4: parsed.ssn.slice(-4),
    numberId: 1042,
    creationDate: new Date('2026-11-20T15:04:05.000Z'),
    idempotencyKey: '7d0c6b1e-0000-4000-8000-000000000000',
    payloadDigest: 'sha256-digest',
    submitterIp: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    status: 'new',
    missingItems: '',
    signatureAudit: '',
    signedContentDigest: '',
    reviewEntries: [],
    ...stored,
  };
  return row as StoredApplication;
}
