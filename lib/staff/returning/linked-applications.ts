import 'server-only';
import { Prisma } from '@/lib/generated/sqlite/client';
import { getDb } from '@/lib/server/db';

/**
 * Returning applicants: applications of one person, linked when they share the SSN's keyed digest, or the date of
 * birth with the phone or with the email (lib/server/link-keys.mjs). Only the digests are compared, each on its own
 * index (`Applicant(ssnDigest, numberId)` and the two like it), so every look-up is a few index probes however many
 * applications there are. Links are direct: A and C are not linked through a B that shares the SSN with one and the
 * email with the other. "Earlier" is a lower number: numbers are given in the order applications are stored.
 */

/** Why two applications are linked; the application page's words for each are the catalogs' `StaffServer.linkMatches`. */
export type MatchKind = 'ssn' | 'dob-phone' | 'dob-email';

/** Each kind's digest column, in the order the page lists the kinds. */
const MATCHES: ReadonlyArray<{ kind: MatchKind; column: Prisma.Sql }> = [
  { kind: 'ssn', column: Prisma.raw('"ssnDigest"') },
  { kind: 'dob-phone', column: Prisma.raw('"dobPhoneDigest"') },
  { kind: 'dob-email', column: Prisma.raw('"dobEmailDigest"') },
];

/**
 * For each of `numberIds` (one page of the list, one batch of an export), the newest earlier application linked to
 * it; numbers without one are left out. One query for the whole set: per row, three index probes
 * (MAX of the number below it under the same digest).
 */
export async function newestEarlierApplications(numberIds: readonly number[]): Promise<Map<number, number>> {
  if (numberIds.length === 0) return new Map();
  const db = await getDb();
  const probes = MATCHES.map(
    ({ column }) => Prisma.sql`SELECT MAX(b."numberId") AS "earlier" FROM "Applicant" b
      WHERE a.${column} <> '' AND b.${column} = a.${column} AND b."numberId" < a."numberId"`,
  );
  const rows = await db.$queryRaw<{ numberId: number | bigint; earlier: number | bigint | null }[]>`
    SELECT a."numberId" AS "numberId",
      (SELECT MAX(t."earlier") FROM (${Prisma.join(probes, ' UNION ALL ')}) t) AS "earlier"
    FROM "Applicant" a
    WHERE a."numberId" IN (${Prisma.join(numberIds)})`;
  const earlier = new Map<number, number>();
  for (const row of rows) if (row.earlier !== null) earlier.set(Number(row.numberId), Number(row.earlier));
  return earlier;
}

/** The most linked applications read per key. */
export const LINKED_LIMIT = 100;

export type LinkedApplication = {
  numberId: number;
  creationDate: Date;
  status: string;
  compCode: string;
  /** Every reason the two are linked, in the order of MATCHES. */
  matches: MatchKind[];
};

/**
 * The other applications linked to `numberId` (each key's newest LINKED_LIMIT), oldest first, each with why. Nothing is merged or hidden: each stays
 * its own application with its own status. Three index look-ups (one per digest), merged here.
 */
export async function linkedApplications(numberId: number): Promise<LinkedApplication[]> {
  const db = await getDb();
  // Each key's newest LINKED_LIMIT only: the page shows a few, and a key shared by thousands of rows (a test
  // fixture, a data-entry clerk's own phone) must not make it read them all.
  const parts = MATCHES.map(
    ({ kind, column }) => Prisma.sql`SELECT * FROM (SELECT b."numberId" AS "numberId", b."creationDate" AS "creationDate",
        b."status" AS "status", b."compCode" AS "compCode", ${Prisma.raw(`'${kind}'`)} AS "kind"
      FROM "Applicant" a JOIN "Applicant" b ON b.${column} = a.${column} AND b."numberId" <> a."numberId"
      WHERE a."numberId" = ${numberId} AND a.${column} <> ''
      ORDER BY b."numberId" DESC LIMIT ${Prisma.raw(String(LINKED_LIMIT))}) AS ${Prisma.raw(`"${kind}"`)}`,
  );
  const rows = await db.$queryRaw<{ numberId: number | bigint; creationDate: Date | string; status: string; compCode: string; kind: string }[]>`
    ${Prisma.join(parts, ' UNION ALL ')}`;
  const linked = new Map<number, LinkedApplication>();
  for (const row of rows) {
    const id = Number(row.numberId);
    const entry = linked.get(id) ?? { numberId: id, creationDate: new Date(row.creationDate), status: row.status, compCode: row.compCode, matches: [] };
    entry.matches.push(row.kind as MatchKind);
    linked.set(id, entry);
  }
  const order = MATCHES.map((match) => match.kind);
  return [...linked.values()]
    .map((entry) => ({ ...entry, matches: entry.matches.sort((a, b) => order.indexOf(a) - order.indexOf(b)) }))
    .sort((a, b) => a.numberId - b.numberId);
}
