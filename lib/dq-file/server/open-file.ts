import 'server-only';
import type { Database } from '@/lib/server/db';
import { dueAtHire, medicalCardExpiry, nextDue } from '../due-rules';
import { DQ_ITEM_KINDS, DQ_ITEM_SPECS } from '../item-kinds';

/** A transaction's client: everything of the database but starting another transaction. */
export type DqTx = Omit<Database, '$transaction' | '$connect' | '$disconnect' | '$on' | '$extends'>;

/** What a file is opened with: from an application (its loader's answers) or typed by hand. */
export type NewDqFile = {
  companyCode: string;
  numberId: number | null;
  driverName: string;
  hireDate: string;
  /** The states the driver held a license in over the past 3 years: one MVR item each (391.23(a)(1)). */
  licenseStates: string[];
  /** The medical card's expiry from the application (YYYY-MM-DD), "" when there is none. */
  medicalExpires: string;
  openedBy: string;
};

/**
 * Opens a DQ file with its checklist (docs/dq-file.md): every item opened at hire with its due day from its rule. The
 * application of record is done at once where the driver applied here (it is the stored application, linked); the
 * medical certification too where the application carries a medical card valid on the hire day, whose expiry
 * then makes the next certification due.
 */
export async function openDqFile(tx: DqTx, file: NewDqFile): Promise<number> {
  const created = await tx.dqFile.create({
    data: {
      companyCode: file.companyCode,
      numberId: file.numberId,
      driverName: file.driverName,
      hireDate: file.hireDate,
      createdByName: file.openedBy,
    },
    select: { id: true },
  });
  const states = file.licenseStates.length > 0 ? file.licenseStates : [''];
  const fromApplication = { status: 'done', doneOn: file.hireDate, recordedByName: file.openedBy, recordedAt: new Date() };
  const items = DQ_ITEM_KINDS.filter((kind) => DQ_ITEM_SPECS[kind].atHire).flatMap((kind) => {
    const item = { fileId: created.id, kind, dueOn: dueAtHire(kind, file.hireDate) };
    if (kind === 'mvr') return states.map((subject) => ({ ...item, subject }));
    if (kind === 'application' && file.numberId !== null) {
      return [{ ...item, ...fromApplication, notes: `Application ${file.numberId}` }];
    }
    if (kind === 'medical' && file.medicalExpires > file.hireDate) {
      const next = nextDue('medical', file.hireDate, file.medicalExpires) ?? '';
      return [
        { ...item, ...fromApplication, expiresOn: file.medicalExpires, notes: 'Medical card uploaded with the application' },
        { ...item, dueOn: next },
      ];
    }
    return [item];
  });
  await tx.dqItem.createMany({ data: items });
  return created.id;
}

/** The states of the application's licenses (driverState1, driverState2, …), upper-case, each once. */
export function licenseStatesOf(answers: Record<string, unknown>): string[] {
  const states = Object.entries(answers)
    .filter(([name, value]) => /^driverState\d+$/.test(name) && typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim()))
    .map(([, value]) => String(value).trim().toUpperCase());
  return [...new Set(states)];
}

export { medicalCardExpiry };
