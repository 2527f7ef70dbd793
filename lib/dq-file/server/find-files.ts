import 'server-only';
import { getDb } from '@/lib/server/db';
import { fileFacts, fileState, itemStanding, keptUntil } from '../due-rules';
import { carrierSettings, carrierToday } from './carrier-settings';
import { DQ_FILE_STATES, type DqFileState } from '../item-kinds';
import { driversPage } from './drivers-query';

export const DRIVERS_PAGE_SIZE = 50;

export type DriverRow = {
  id: number;
  driverName: string;
  hireDate: string;
  numberId: number | null;
  reopened: boolean;
  state: DqFileState;
  nextDue: string;
};

/**
 * The Drivers list of one carrier on `day`: its drivers in employment, most urgent state first (not cleared,
 * overdue, due soon, qualified), then by name; optionally one state only; a page at a time, with the count of each
 * state. Computed by the database (./drivers-query.ts): a page reads 50 files, whatever the carrier's size.
 */
export async function listDrivers(companyCode: string, day: string, options: { state?: DqFileState; page: number }) {
  const db = await getDb();
  const { rows, counts } = await driversPage(db, companyCode, day, {
    state: options.state,
    offset: (options.page - 1) * DRIVERS_PAGE_SIZE,
    limit: DRIVERS_PAGE_SIZE,
  });
  const total = options.state ? counts[options.state] : DQ_FILE_STATES.reduce((sum, state) => sum + counts[state], 0);
  return { rows: rows satisfies DriverRow[], total, counts };
}

/**
 * A carrier's former drivers: files with a termination date, the most recent end first, with the day each may be
 * destroyed (391.51(c)). Kept and listed until then, and after, until someone deletes them.
 */
export async function listFormerDrivers(companyCode: string, page: number) {
  const db = await getDb();
  const where = { companyCode, terminationDate: { not: '' } };
  const [files, total] = await Promise.all([
    db.dqFile.findMany({
      where,
      select: { id: true, driverName: true, hireDate: true, terminationDate: true, numberId: true },
      orderBy: [{ terminationDate: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * DRIVERS_PAGE_SIZE,
      take: DRIVERS_PAGE_SIZE,
    }),
    db.dqFile.count({ where }),
  ]);
  return { rows: files.map((file) => ({ ...file, keptUntil: keptUntil(file.terminationDate) })), total };
}

/** The carriers that have DQ files, for the list's carrier choice. */
export async function dqCarrierCodes(): Promise<string[]> {
  const db = await getDb();
  // GROUP BY in the database: Prisma's `distinct` reads every row and drops the repeats itself.
  const rows = await db.dqFile.groupBy({ by: ['companyCode'], orderBy: { companyCode: 'asc' } });
  return rows.map((row) => row.companyCode);
}

/** One DQ file with its items (each with its standing on `day`) and its documents' facts. */
export async function findDqFile(fileId: number, day: string) {
  if (!Number.isSafeInteger(fileId) || fileId < 1) return null;
  const db = await getDb();
  const file = await db.dqFile.findUnique({
    where: { id: fileId },
    include: {
      items: {
        orderBy: [{ id: 'asc' }],
        include: { documents: { select: { id: true, mediaType: true, byteSize: true, createdAt: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
      },
    },
  });
  if (!file) return null;
  const items = file.items.map((item) => ({ ...item, standing: itemStanding(item, day) }));
  const state = fileState(fileFacts(items), day);
  return { ...file, items, state, keptUntil: keptUntil(file.terminationDate) };
}

export type DqFileView = NonNullable<Awaited<ReturnType<typeof findDqFile>>>;

/** The dashboard's DQ figures over every carrier (or one): drivers in employment, cleared, qualified, items overdue. */
export async function dqDashboardCounts(compCode: string, now = new Date()) {
  const db = await getDb();
  const codes = compCode ? [compCode] : await dqCarrierCodes();
  const total = { drivers: 0, cleared: 0, qualified: 0, overdueItems: 0 };
  for (const code of codes) {
    const today = await carrierToday(code, now, db);
    const { counts } = await listDrivers(code, today, { page: 1 });
    const drivers = DQ_FILE_STATES.reduce((sum, state) => sum + counts[state], 0);
    total.drivers += drivers;
    total.cleared += drivers - counts['not-cleared'];
    total.qualified += counts['due-soon'] + counts.qualified;
    total.overdueItems += await db.dqItem.count({ where: { status: 'pending', dueOn: { gt: '', lt: today }, file: { companyCode: code, terminationDate: '' } } });
  }
  return total;
}

/** The DQ settings of the file's carrier (its calendar), or null when there is no such file. */
export async function settingsOfFile(fileId: number) {
  const db = await getDb();
  const file = await db.dqFile.findUnique({ where: { id: fileId }, select: { companyCode: true } });
  return file ? carrierSettings(file.companyCode, db) : null;
}

/** The DQ files opened from an application (a rehire adds one), oldest first, for the application's page. */
export async function dqFilesOfApplication(numberId: number) {
  const db = await getDb();
  return db.dqFile.findMany({ where: { numberId }, orderBy: { id: 'asc' }, select: { id: true, driverName: true, hireDate: true, terminationDate: true } });
}
