import 'server-only';
import type { Applicant } from '@/lib/applicant/schema';
import { missingItems, storedMissingItems } from '@/lib/applicant/missing-items';
import { getDb } from './db';
import { serverConfig } from './env';
import { storedNoticeJson } from './outbox/webhook-body';
import { wakeWebhookWorker } from './outbox/webhook-worker';
import { encryptSsn, keyedDigest } from './pii-crypto';
import { signatureAuditRecord, signedContentDigest } from './signed-content';

export type SubmissionMeta = {
  idempotencyKey: string | null;
  submitterIp: string;
  userAgent: string;
  /** Origin the application was submitted from; the webhook's staff link uses it when APP_BASE_URL is unset. */
  siteOrigin: string;
};
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
  const { dataKey, webhook, appBaseUrl } = serverConfig();
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
    const receivedAt = new Date();
    const receipt = {
      receivedAt: receivedAt.toISOString(),
      ip: meta.submitterIp.slice(0, 64),
      userAgent: meta.userAgent.slice(0, 512),
    };
    const signatureAudit = signatureAuditRecord(applicant);
    const row = await db.applicant.create({
      data: {
        ...applicant,
        // Set here rather than by the column default so the webhook's receivedAt and the signed receipt time are
        // the stored time exactly.
        creationDate: receivedAt,
        ssn: encryptSsn(applicant.ssn, dataKey),
        ssnLast4: applicant.ssn.slice(-4),
        idempotencyKey: meta.idempotencyKey,
        payloadDigest,
        submitterIp: receipt.ip,
        userAgent: receipt.userAgent,
        missingItems: storedMissingItems(missingItems(applicant, receivedAt)),
        signatureAudit: JSON.stringify(signatureAudit),
        signedContentDigest: signedContentDigest(applicant, receipt, signatureAudit, dataKey) ?? '',
        // The outbox row is part of this one create (one transaction): the application is never stored without
        // its notice, and a receiver that is down or slow is never waited for here.
        ...(webhook && {
          webhookDeliveries: {
            create: {
              body: storedNoticeJson({
                receivedAt: receivedAt.toISOString(),
                applicantName: applicant.applicantName,
                compCode: applicant.compCode,
                appBaseUrl: appBaseUrl ?? meta.siteOrigin,
              }),
            },
          },
        }),
      },
      select: { numberId: true, creationDate: true },
    });
    if (webhook) wakeWebhookWorker();
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
