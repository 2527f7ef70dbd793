/**
 * Run by sql-transaction.test.ts in plain Node with the app's module hooks (Prisma's client does not load under
 * jest): drives lib/server/sql-transaction.ts on the app's own SQLite client and prints what it observed as JSON.
 * Usage: node --import ./scripts/support/register-ts.mjs tests/api/sql-transaction-probe.ts <database file>
 */
import { Prisma } from '@/lib/generated/sqlite/client';
import { getDb } from '@/lib/server/db';
import { readRows, runThroughPrisma, runTransaction, type Statements } from '@/lib/server/sql-transaction';

process.env.DATABASE_URL = `file:${process.argv[2]}`;
process.env.APPLICANT_DATA_KEY ??= Buffer.alloc(32, 7).toString('base64');
const db = await getDb();
await db.$executeRawUnsafe('CREATE TABLE "Note" ("id" INTEGER PRIMARY KEY, "body" TEXT, "done" BOOLEAN, "at" DATETIME, "score" REAL, "count" INTEGER)');

const note = { body: 'Łukasz Nguyễn', done: true, at: new Date('2026-11-27T21:38:23.456Z'), score: 2.5, count: 3 };
function* insertNote(values: Record<string, unknown>): Statements<number> {
  const { rows } = yield {
    sql: Prisma.sql`INSERT INTO "Note" ("body", "done", "at", "score", "count")
      VALUES (${values.body}, ${values.done}, ${values.at}, ${values.score}, ${values.count}) RETURNING "id"`,
    rows: true,
  };
  return Number(rows[0]!.id);
}
// As stored, not as the column's declared type reads: Prisma turns a DATETIME into a Date and a BOOLEAN into true.
const stored = async (id: number) =>
  (await db.$queryRaw<Record<string, unknown>[]>`
    SELECT "body", typeof("body") AS "bodyType", CAST("done" AS TEXT) AS "done", typeof("done") AS "doneType",
      CAST("at" AS TEXT) AS "at", typeof("at") AS "atType", "score", "count" FROM "Note" WHERE "id" = ${id}`)[0];
const bodies = async () => (await db.$queryRaw<{ body: string | null }[]>`SELECT "body" FROM "Note" ORDER BY "id"`).map((row) => row.body);
const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

// The same row written both ways, and one with its blanks.
const direct = await runTransaction(db, () => insertNote(note));
const throughPrisma = await runThroughPrisma(db, () => insertNote(note));
const blank = await runTransaction(db, () => insertNote({ ...note, body: null, done: false, at: undefined }));
const written = { direct: await stored(direct), throughPrisma: await stored(throughPrisma), blank: await stored(blank) };
const model = await db.$queryRawUnsafe<{ at: Date }[]>('SELECT "at" FROM "Note" WHERE "id" = ?', direct);
const read = (await readRows(db, Prisma.sql`SELECT "body", "at" FROM "Note" WHERE "id" = ${direct}`))[0];

// A throw between two statements, each way.
const rolledBack: Record<string, { error: string; changes: number }> = {};
for (const [way, run] of [['direct', runTransaction], ['throughPrisma', runThroughPrisma]] as const) {
  let changes = -1;
  const error = await run(db, function* () {
    const id = yield* insertNote({ ...note, body: `thrown ${way}` });
    ({ changes } = yield { sql: Prisma.sql`UPDATE "Note" SET "count" = 9 WHERE "id" = ${id}`, rows: false });
    throw new Error('claimed meanwhile');
  }).then(() => 'none', failure);
  rolledBack[way] = { error, changes };
}

// A Prisma transaction holding the connection (awaiting between its statements) while ours comes: ours must not join it.
let release = () => {};
const held = new Promise<void>((resolve) => (release = resolve));
let begun = () => {};
const started = new Promise<void>((resolve) => (begun = resolve));
const holder = db
  .$transaction(async (transaction) => {
    await transaction.$executeRaw`INSERT INTO "Note" ("body") VALUES ('held, then rolled back')`;
    begun();
    await held;
    throw new Error('rolled back');
  })
  .catch(failure);
await started;
const ours = runTransaction(db, () => insertNote({ ...note, body: 'ours, while held' }));
setTimeout(release, 50);
const whileHeld = { holder: await holder, ours: await ours.then(() => 'stored', failure) };

console.log(JSON.stringify({ written, modelAt: model[0]?.at, read, rolledBack, whileHeld, bodies: await bodies() }));
await db.$disconnect();
