import 'server-only';
import type { Staff } from '@/lib/auth/staff-session';
import type { AuditEventInput } from '@/lib/server/audit/events';
import { getDb } from '@/lib/server/db';
import { dueAtHire, nextDue } from '../due-rules';
import type { RecordItemInput } from '../dq-input';
import { DQ_ITEM_SPECS, isDqItemKind, type DqItemKind } from '../item-kinds';

/** A change refused by the item's own rule, said to the person who typed it; or the change done, with its audit event. */
export type DqChange = { ok: true; event: AuditEventInput; id?: number } | { ok: false; status: 404 | 422; message: string; field?: string };

const notFound: DqChange = { ok: false, status: 404, message: 'No such item in this DQ file.' };
const audited = (numberId: number | null) => (numberId === null ? {} : { numberId });

/**
 * Records an item done (its day, its expiry or result where its kind has one) or not applicable (with the reason).
 * A recurring item recorded done opens its next occurrence, due 12 months later or on the expiry day; recording it
 * again (a correction) moves that occurrence's due day instead of opening another.
 */
export async function recordItem(fileId: number, itemId: number, input: RecordItemInput, staff: Staff): Promise<DqChange> {
  const db = await getDb();
  const item = await db.dqItem.findFirst({ where: { id: itemId, fileId }, include: { file: { select: { numberId: true } } } });
  if (!item || !isDqItemKind(item.kind)) return notFound;
  const kind: DqItemKind = item.kind;
  const spec = DQ_ITEM_SPECS[kind];
  const recorded = { recordedByName: staff.name, recordedAt: new Date(), notes: input.notes };

  if (input.status === 'not-applicable') {
    await db.dqItem.update({ where: { id: itemId }, data: { ...recorded, status: 'not-applicable', reason: input.reason, doneOn: '', expiresOn: '', result: '' } });
  } else {
    const refused = checkDone(kind, input);
    if (refused) return refused;
    const next = nextDue(kind, input.doneOn, input.expiresOn);
    await db.$transaction(async (tx) => {
      await tx.dqItem.update({
        where: { id: itemId },
        data: { ...recorded, status: 'done', reason: '', doneOn: input.doneOn, expiresOn: spec.expires ? input.expiresOn : '', result: spec.results ? input.result : '' },
      });
      if (next === null) return;
      const later = await tx.dqItem.findFirst({ where: { fileId, kind, subject: item.subject, status: 'pending', id: { gt: itemId } }, select: { id: true } });
      if (later) await tx.dqItem.update({ where: { id: later.id }, data: { dueOn: next } });
      else if (item.status !== 'done') await tx.dqItem.create({ data: { fileId, kind, subject: item.subject, dueOn: next } });
    });
  }
  return { ok: true, event: { action: 'dq-item-recorded', ...audited(item.file.numberId), detail: { fileId, itemId, kind, status: input.status } } };
}

function checkDone(kind: DqItemKind, input: Extract<RecordItemInput, { status: 'done' }>): DqChange | null {
  const spec = DQ_ITEM_SPECS[kind];
  if (spec.expires && !input.expiresOn) return { ok: false, status: 422, message: 'Give the day the certificate expires.', field: 'expiresOn' };
  if (spec.expires && input.expiresOn <= input.doneOn) {
    return { ok: false, status: 422, message: 'The expiry must come after the date done.', field: 'expiresOn' };
  }
  if (spec.results && !spec.results.includes(input.result)) {
    return { ok: false, status: 422, message: `Choose the result: ${spec.results.join(' or ')}.`, field: 'result' };
  }
  return null;
}

/** Adds an item that applies to this driver (an MVR of another state, a medical variance), due by its rule from the hire day. */
export async function addItem(fileId: number, kind: DqItemKind, subject: string): Promise<DqChange> {
  const db = await getDb();
  const file = await db.dqFile.findUnique({ where: { id: fileId }, select: { hireDate: true, numberId: true } });
  if (!file) return { ok: false, status: 404, message: 'No such DQ file.' };
  if (kind === 'mvr' && !subject) return { ok: false, status: 422, message: 'Give the state of the MVR.', field: 'subject' };
  const created = await db.dqItem.create({ data: { fileId, kind, subject: kind === 'mvr' ? subject : '', dueOn: dueAtHire(kind, file.hireDate) }, select: { id: true } });
  return { ok: true, id: created.id, event: { action: 'dq-item-added', ...audited(file.numberId), detail: { fileId, itemId: created.id, kind } } };
}

/** An admin deletes an item recorded by mistake, with its documents; the audit log keeps that it was. */
export async function deleteItem(fileId: number, itemId: number): Promise<DqChange> {
  const db = await getDb();
  const item = await db.dqItem.findFirst({ where: { id: itemId, fileId }, select: { kind: true, file: { select: { numberId: true } }, _count: { select: { documents: true } } } });
  if (!item) return notFound;
  await db.dqItem.delete({ where: { id: itemId } });
  return {
    ok: true,
    event: { action: 'dq-item-deleted', ...audited(item.file.numberId), detail: { fileId, itemId, kind: item.kind, documents: item._count.documents } },
  };
}

/** The end of employment: the day the three years of keeping start (391.51(c)). Not an application status. */
export async function terminateFile(fileId: number, terminationDate: string): Promise<DqChange> {
  const db = await getDb();
  const file = await db.dqFile.findUnique({ where: { id: fileId }, select: { hireDate: true, numberId: true } });
  if (!file) return { ok: false, status: 404, message: 'No such DQ file.' };
  if (terminationDate < file.hireDate) {
    return { ok: false, status: 422, message: 'The last day cannot come before the hire date.', field: 'terminationDate' };
  }
  await db.dqFile.update({ where: { id: fileId }, data: { terminationDate } });
  return { ok: true, event: { action: 'dq-file-terminated', ...audited(file.numberId), detail: { fileId } } };
}
