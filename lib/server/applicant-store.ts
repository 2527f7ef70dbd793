import 'server-only';
import type { Applicant } from '@/lib/applicant/schema';
import { getDb } from './db';
import { serverConfig } from './env';
import { encryptSsn, keyedDigest } from './pii-crypto';

export type SubmissionMeta = { idempotencyKey: string | null; submitterIp: string; userAgent: string };
export type StoredSubmission = { numberId: number; creationDate: string };
export type StoreResult =
  | { kind: 'created' | 'replayed'; submission: StoredSubmission }
  | { kind: 'key-reused' };

const toSubmission = (row: { numberId: number; creationDate: Date }): StoredSubmission => ({
  numberId: row.numberId,
  creationDate: row.creationDate.toISOString(),
});

/**
 * Stores one validated application. The SSN is kept only encrypted (plus its last four digits for display).
 * With an Idempotency-Key, a retry of the same application returns the first answer and stores nothing new;
 * the same key with a different application is refused rather than silently ignored.
 */
export async function storeApplicant(applicant: Applicant, meta: SubmissionMeta): Promise<StoreResult> {
  const db = await getDb();
  const { dataKey } = serverConfig();
  const payloadDigest = keyedDigest(JSON.stringify(applicant), dataKey);

  const replay = async (): Promise<StoreResult | null> => {
    if (!meta.idempotencyKey) return null;
    const earlier = await db.applicant.findUnique({
      where: { idempotencyKey: meta.idempotencyKey },
      select: { numberId: true, creationDate: true, payloadDigest: true },
    });
    if (!earlier) return null;
    return earlier.payloadDigest === payloadDigest
      ? { kind: 'replayed', submission: toSubmission(earlier) }
      : { kind: 'key-reused' };
  };

  const earlier = await replay();
  if (earlier) return earlier;
  try {
    const row = await db.applicant.create({
      data: {
        ...applicant,
        ssn: encryptSsn(applicant.ssn, dataKey),
        ssnLast4: applicant.ssn.slice(-4),
        idempotencyKey: meta.idempotencyKey,
        payloadDigest,
        submitterIp: meta.submitterIp.slice(0, 64),
        userAgent: meta.userAgent.slice(0, 512),
      },
      select: { numberId: true, creationDate: true },
    });
    return { kind: 'created', submission: toSubmission(row) };
  } catch (error) {
    // Two copies of one submission raced; the loser answers with the winner's row.
    const raced = isUniqueViolation(error) ? await replay() : null;
    if (raced) return raced;
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}
