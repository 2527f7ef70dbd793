import 'server-only';
import type { Staff } from '@/lib/auth/staff-session';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { getDb } from '@/lib/server/db';
import { serverConfig } from '@/lib/server/env';
import { decryptSsn } from '@/lib/server/pii-crypto';
import type { RequestFacts } from '@/lib/server/http/request-facts';

/**
 * The one place an SSN is decrypted for a person to read. The reveal is written to the audit log first: if that
 * write fails, the SSN is not handed out.
 */
export async function revealSsn(numberId: number, staff: Staff, facts: RequestFacts): Promise<string | null> {
  const db = await getDb();
  const row = await db.applicant.findUnique({ where: { numberId }, select: { ssn: true } });
  if (!row) return null;
  await recordAuditEvent({ action: 'ssn-revealed', numberId, detail: {} }, staff, facts);
  return decryptSsn(row.ssn, serverConfig().dataKey);
}
