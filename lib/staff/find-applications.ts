import 'server-only';
import type { Prisma } from '@/lib/generated/sqlite/client';
import { getDb } from '@/lib/server/db';
import { applicationSearch, type ApplicationFilters } from './application-filters';
import { containsText } from './contains-text';
import { findPage } from './find-page';
import { sourceLabel } from '@/lib/sources/attribution';
import { newestEarlierApplications } from './returning/linked-applications';
import { listDayRange } from './search-params';

/**
 * The columns the list and the CSV export show, and nothing else: never the SSN ciphertext, the date of birth or
 * the signature (a 20 KB data URL per row would make a page of 100 rows megabytes).
 */
const LIST_COLUMNS = {
  numberId: true,
  creationDate: true,
  applicantName: true,
  compCode: true,
  ssnLast4: true,
  status: true,
  missingItems: true,
  screeningOutcome: true,
  medicalCardMissing: true,
  medicalCardExpiration: true,
} as const satisfies Prisma.ApplicantSelect;

export type ApplicationListRow = Prisma.ApplicantGetPayload<{ select: typeof LIST_COLUMNS }>;

/** Newest first; the number breaks ties between applications stored in the same millisecond. */
const NEWEST_FIRST = [{ creationDate: 'desc' }, { numberId: 'desc' }] as const satisfies Prisma.ApplicantOrderByWithRelationInput[];

/**
 * The filters as a Prisma condition. Every part can use an index (prisma/schema.prisma): compCode and status
 * with creationDate, ssnLast4 on its own, the date range on creationDate. A name search is a substring match,
 * which no B-tree index serves: it scans, bounded by whichever other filter is given (100,000 rows: see the
 * figures in scripts/measure-applications-list.mjs).
 */
export function applicationsWhere(filters: ApplicationFilters): Prisma.ApplicantWhereInput {
  const where: Prisma.ApplicantWhereInput = {};
  const search = applicationSearch(filters.q);
  if (search?.kind === 'ssnLast4') where.ssnLast4 = search.digits;
  if (search?.kind === 'name') where.applicantName = containsText(search.text);
  if (filters.compCode) where.compCode = filters.compCode;
  if (filters.status) where.status = filters.status;
  // What the carrier's screening questions gave (lib/screening), stored with the application: indexed with creationDate.
  if (filters.screening) where.screeningOutcome = filters.screening;
  // "Inquiries overdue": sent (only a send sets expiresAt), unanswered, and the 30 days are over now (an instant).
  if (filters.inquiries === 'overdue') where.safetyInquiries = { some: { answeredAt: null, expiresAt: { lte: new Date() } } };
  where.creationDate = listDayRange(filters);
  return where;
}

/** One page of the list and the number of matching applications. */
export async function findApplications(filters: ApplicationFilters): Promise<{ rows: ApplicationListRow[]; total: number }> {
  const db = await getDb();
  const where = applicationsWhere(filters);
  return findPage(
    filters,
    (window) => db.applicant.findMany({ where, select: LIST_COLUMNS, orderBy: NEWEST_FIRST, ...window }),
    () => db.applicant.count({ where }),
  );
}

/** How many rows an export holds at most; past that, narrow the filters (the file would not open in Excel anyway). */
export const EXPORT_ROW_LIMIT = 50_000;
const EXPORT_BATCH_SIZE = 1_000;

/** A row of the export: the list's columns, where the applicant came from, and their newest earlier application. */
export type ApplicationExportRow = ApplicationListRow & { sourceLabel: string; earlierNumberId: number | null };

const EXPORT_COLUMNS = { ...LIST_COLUMNS, source: true, utmSource: true } as const satisfies Prisma.ApplicantSelect;

/**
 * Every matching application, newest first, up to `limit`, read in batches so an export of 50,000 rows never
 * holds them all in memory. Each batch continues after the last row of the one before (keyset, not OFFSET): an
 * application stored meanwhile neither shifts rows into a second batch nor costs a rescan of the skipped ones.
 * Each batch's earlier applications are found with one more query (index probes per row).
 */
export async function* eachApplication(
  filters: ApplicationFilters,
  limit: number = EXPORT_ROW_LIMIT,
): AsyncGenerator<ApplicationExportRow> {
  const db = await getDb();
  const where = applicationsWhere(filters);
  let remaining = limit;
  let after: Pick<ApplicationListRow, 'creationDate' | 'numberId'> | undefined;
  while (remaining > 0) {
    const take = Math.min(EXPORT_BATCH_SIZE, remaining);
    const batch = await db.applicant.findMany({
      where: after
        ? {
            AND: [
              where,
              {
                OR: [
                  { creationDate: { lt: after.creationDate } },
                  { creationDate: after.creationDate, numberId: { lt: after.numberId } },
                ],
              },
            ],
          }
        : where,
      select: EXPORT_COLUMNS,
      orderBy: NEWEST_FIRST,
      take,
    });
    const earlier = await newestEarlierApplications(batch.map((row) => row.numberId));
    for (const { source, utmSource, ...row } of batch) {
      yield { ...row, sourceLabel: sourceLabel({ source, utmSource }), earlierNumberId: earlier.get(row.numberId) ?? null };
    }
    remaining -= batch.length;
    after = batch.at(-1);
    if (batch.length < take) return;
  }
}

/** The number of rows an export of `filters` will hold. */
export async function countApplications(filters: ApplicationFilters, limit: number = EXPORT_ROW_LIMIT): Promise<number> {
  const db = await getDb();
  return Math.min(await db.applicant.count({ where: applicationsWhere(filters) }), limit);
}
