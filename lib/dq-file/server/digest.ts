import 'server-only';
import { getDb, type Database } from '@/lib/server/db';
import { addDays, dayIn } from '../due-rules';
import { DUE_SOON_DAYS } from '../item-kinds';
import { carrierSettings } from './carrier-settings';

/** At most this many items are listed in one mail; the rest are counted ("and 12 more"). */
export const DIGEST_MAX_ITEMS = 200;

export type DigestEntry = { fileId: number; driver: string; kind: string; subject: string; dueOn: string };
export type Digest = { companyCode: string; carrierName: string; day: string; timeZone: string; overdue: DigestEntry[]; dueSoon: DigestEntry[]; more: number };

/**
 * A carrier's digest on its `day`: the pending items of its drivers in employment that are overdue or due within 30
 * days (a medical certification expiring soon is one: its next occurrence falls due on the expiry day), most
 * urgent first. Read from the (status, dueOn) index: pending items due up to day + 30, joined to their open files.
 */
export async function composeDigest(companyCode: string, day: string, timeZone: string, db?: Database): Promise<Digest> {
  const database = db ?? (await getDb());
  const until = addDays(day, DUE_SOON_DAYS);
  const where = { status: 'pending', dueOn: { gt: '', lte: until }, file: { companyCode, terminationDate: '' } };
  const [rows, total] = await Promise.all([
    database.dqItem.findMany({
      where,
      orderBy: [{ dueOn: 'asc' }, { id: 'asc' }],
      take: DIGEST_MAX_ITEMS,
      select: { fileId: true, kind: true, subject: true, dueOn: true, file: { select: { driverName: true } } },
    }),
    database.dqItem.count({ where }),
  ]);
  const entries = rows.map((row) => ({ fileId: row.fileId, driver: row.file.driverName, kind: row.kind, subject: row.subject, dueOn: row.dueOn }));
  const company = await database.company.findUnique({ where: { code: companyCode }, select: { legalName: true } });
  return {
    companyCode,
    // The carrier's legal name where it has a record (/staff/companies), else its code.
    carrierName: company?.legalName ?? '',
    day,
    timeZone,
    overdue: entries.filter((entry) => entry.dueOn < day),
    dueSoon: entries.filter((entry) => entry.dueOn >= day),
    more: total - entries.length,
  };
}

export type DigestRun = { carriers: number; queued: number; skipped: number };

/**
 * The daily run (GET /api/cron/dq-digest): for each carrier with drivers in employment, once per day of its calendar,
 * queues its digest in the outbox for its DQ list. Nothing is queued when nothing is due or no list is set; the day
 * is marked done either way, so a cron that runs every few minutes still sends one digest a day.
 */
export async function queueDigests(now: Date, onQueued: (code: string, day: string, items: number) => Promise<void>): Promise<DigestRun> {
  const db = await getDb();
  // GROUP BY in the database: Prisma's `distinct` reads every row and drops the repeats itself.
  const carriers = await db.dqFile.groupBy({ by: ['companyCode'], where: { terminationDate: '' }, orderBy: { companyCode: 'asc' } });
  const run: DigestRun = { carriers: carriers.length, queued: 0, skipped: 0 };
  for (const { companyCode } of carriers) {
    const settings = await carrierSettings(companyCode, db);
    const day = dayIn(settings.timeZone, now);
    // Claimed first, conditionally: two cron calls at once queue one digest.
    const claimed = await claimDay(db, companyCode, day);
    if (!claimed) {
      run.skipped += 1;
      continue;
    }
    const digest = await composeDigest(companyCode, day, settings.timeZone, db);
    const items = digest.overdue.length + digest.dueSoon.length + digest.more;
    if (items === 0 || settings.digestEmails.length === 0) continue;
    await db.delivery.create({ data: { kind: 'dq-digest-mail', numberId: null, body: JSON.stringify(digest), recipients: settings.digestEmails.join(',') } });
    await onQueued(companyCode, day, items);
    run.queued += 1;
  }
  return run;
}

async function claimDay(db: Database, companyCode: string, day: string): Promise<boolean> {
  await db.dqCarrierSettings.upsert({ where: { companyCode }, create: { companyCode }, update: {} });
  const claimed = await db.dqCarrierSettings.updateMany({ where: { companyCode, lastDigestOn: { lt: day } }, data: { lastDigestOn: day } });
  return claimed.count === 1;
}
