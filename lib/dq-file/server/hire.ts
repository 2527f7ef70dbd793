import 'server-only';
import type { Staff } from '@/lib/auth/staff-session';
import type { AuditEventInput } from '@/lib/server/audit/events';
import { medicalCardExpiry } from '../due-rules';
import { licenseStatesOf, openDqFile, type DqTx } from './open-file';

/** The application as its loader returns it (lib/staff/find-application.ts): flat answers. */
export type HiredApplication = { numberId: number; compCode: string; applicantName: string } & Record<string, unknown>;

/**
 * What a status change does to the application's DQ file, inside the review's transaction:
 *   → hired        opens the file with its checklist; a file whose hire was reopened is unmarked instead (same
 *                  period); a driver whose earlier files all ended (terminated) gets a new one: a rehire
 *   hired → …      (reopened for review) the open file is kept and marked, never deleted
 * Returns the audit events to record once the transaction is in.
 */
export async function dqOnStatusChange(
  tx: DqTx,
  change: { from: string; to: string; hireDate: string; application: HiredApplication | null; staff: Staff },
): Promise<AuditEventInput[]> {
  const { application } = change;
  if (!application) return [];
  const numberId = application.numberId;
  const open = await tx.dqFile.findFirst({ where: { numberId, terminationDate: '' }, orderBy: { id: 'desc' }, select: { id: true, reopenedAt: true } });
  if (change.from === 'hired' && change.to !== 'hired') {
    if (!open) return [];
    await tx.dqFile.update({ where: { id: open.id }, data: { reopenedAt: new Date() } });
    return [{ action: 'dq-file-reopened', numberId, detail: { fileId: open.id, marked: true } }];
  }
  if (change.to !== 'hired') return [];
  if (open) {
    await tx.dqFile.update({ where: { id: open.id }, data: { reopenedAt: null } });
    return [{ action: 'dq-file-reopened', numberId, detail: { fileId: open.id, marked: false } }];
  }
  const fileId = await openDqFile(tx, {
    companyCode: application.compCode,
    numberId,
    driverName: application.applicantName,
    hireDate: change.hireDate,
    licenseStates: licenseStatesOf(application),
    medicalExpires: medicalCardExpiry(application as { medicalCardMissing?: string; medicalCardExpiration?: string }),
    openedBy: change.staff.name,
  });
  return [{ action: 'dq-file-opened', numberId, detail: { fileId, by: 'hire' } }];
}
