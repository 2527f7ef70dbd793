import 'server-only';
import { keyedDigest } from '@/lib/server/pii-crypto';
import { receiptAllowance } from '@/lib/server/rate-limit/limits';

/**
 * Receipts mailed to one address (RECEIPT_RATE_LIMIT, default 3 a day). The address is whatever the applicant typed,
 * unverified: without a limit anyone could have the carrier mail a stranger a receipt that greets them with a name of
 * the sender's choosing, as often as the submission limit allows. Three a day covers a driver applying to a few of
 * the carrier's companies and a resubmission; beyond it the application is stored as always and only its receipt is
 * skipped (audited as `receipt-skipped`). Counted in the shared counters under a keyed digest of the address (the
 * address itself is never a key in the database or Redis), in any letter case; when the counters cannot be reached
 * the receipt goes out, as every abuse limit lets a request through then.
 */
export async function receiptAllowed(email: string, dataKey: Buffer): Promise<boolean> {
  const addressKey = keyedDigest(`receipt-address:${email.trim().toLowerCase()}`, dataKey);
  return (await receiptAllowance(addressKey)).allowed;
}

