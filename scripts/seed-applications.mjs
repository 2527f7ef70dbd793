// @ts-check
// `npm run seed:applications -- --count 100000 [--days 365] [--seed 1] [--append]`: fills DATABASE_URL with
// realistic applications for the dashboard's benchmark and tests, never for production. Each application is built
// by the app's own code (lib/server/application-row.ts: SSN encrypted, link keys, 391.21 items, signature record
// and digest), so the staff pages show and verify them like real ones. Beside them: the review history of the
// decided ones, the funnel's events (about 2.5 wizard starts per application, a third of the starts saved), the
// unfinished saved applications of the last 30 days (older ones would have expired), and one carrier per code.
// Some applicants apply twice (the same SSN, date of birth, phone and email), some with a new phone.
// Rows are written many to a statement and many statements to a transaction: 100,000 applications take about a
// minute on SQLite (docs/dashboard.md). Runs with the TypeScript hooks of the benchmark:
//   node --import ./scripts/support/register-ts.mjs scripts/seed-applications.mjs --count 1000
import { randomUUID } from 'node:crypto';
import { loadApplicantDataKey, resolveDatabase as databaseConfig } from '../lib/server/database-config.mjs';
import { fail, scriptArguments } from './support/script-arguments.mjs';
import { openMigratedDatabase } from './support/sql-database.mjs';

const USAGE =
  'Usage: npm run seed:applications -- --count N [--days D] [--end-days-ago E] [--seed S] [--append]\n' +
  '  --count   applications to add (1 to 1,000,000)\n' +
  '  --days    received over the D days up to now (default 365)\n' +
  '  --end-days-ago  the newest is E days old (default 0: up to now), so applications made later sort above them\n' +
  '  --seed    the random seed (default 1)\n' +
  '  --append  add to a database that already holds applications (refused otherwise)';

const args = scriptArguments(
  {
    count: { type: 'string' },
    days: { type: 'string', default: '365' },
    'end-days-ago': { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
    append: { type: 'boolean', default: false },
  },
  USAGE,
);
const count = Number(args.count);
const days = Number(args.days);
const seed = Number(args.seed);
const endDaysAgo = Number(args['end-days-ago']);
if (!Number.isSafeInteger(count) || count < 1 || count > 1_000_000) fail(USAGE);
if (!Number.isSafeInteger(days) || days < 1 || days > 3_650) fail(USAGE);
if (!Number.isSafeInteger(seed)) fail(USAGE);
if (!Number.isSafeInteger(endDaysAgo) || endDaysAgo < 0 || endDaysAgo > 3_650) fail(USAGE);

const { applicantSchema, DEFAULT_COMPANY_CODE } = await import('@/lib/applicant/schema');
const { applicationRow } = await import('@/lib/server/application-row');
const { encryptAnswers, DRAFT_LIFETIME_MS } = await import('@/lib/drafts/server/draft-store');
const { draftTokenHash, newDraftToken } = await import('@/lib/drafts/server/draft-token');
const { defaultFormValues } = await import('@/lib/applicant/form-values');
const { validApplicant } = await import('../tests/fixtures/applicant.mjs');

const { database, sql } = await openMigratedDatabase(process.env.DATABASE_URL);
const key = loadApplicantDataKey({ database: databaseConfig(process.env.DATABASE_URL) });
const existing = Number((await sql.one('SELECT COUNT(*) AS "n" FROM "Applicant"'))?.n ?? 0);
if (existing > 0 && !args.append) {
  await sql.close();
  fail(`The database already holds ${existing} applications: seed an empty one, or add --append.`);
}

// ── A small, seeded random source: the same --seed gives the same data. ──
let state = seed >>> 0 || 1;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const pick = (/** @type {readonly any[]} */ list) => list[Math.floor(random() * list.length)];
/** @template T @param {ReadonlyArray<readonly [T, number]>} weighted @returns {T} */
const weightedPick = (weighted) => {
  let roll = random() * weighted.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of weighted) {
    roll -= weight;
    if (roll <= 0) return value;
  }
  return /** @type {T} */ (weighted.at(-1)?.[0]);
};
const pad = (/** @type {number} */ n, width = 2) => String(n).padStart(width, '0');

/** @type {Array<[code: string, legalName: string, address: string, weight: number]>} */
const CARRIERS = [
  ['TSKIS', 'Taskis Freight Lines LLC', '100 Main St, Houston, TX 77002', 40],
  ['HOUFR', 'Houston Flatbed Runners Inc', '2200 Navigation Blvd, Houston, TX 77003', 25],
  ['GULFX', 'Gulf Express Carriers', '8 Harbor Dr, Corpus Christi, TX 78401', 20],
  ['LONES', 'Lone Star Tankers', '450 Loop 12, Dallas, TX 75212', 15],
];
/** Where applicants come from: the link's parameters (lib/sources/attribution.ts), weighted. */
const SOURCES = /** @type {const} */ ([
  [{ source: 'facebook', utmMedium: 'social', utmCampaign: 'fall-hiring' }, 28],
  [{ source: 'indeed', utmMedium: 'job-board' }, 20],
  [{ source: 'referral' }, 14],
  [{ source: 'trailer-qr', utmMedium: 'qr' }, 9],
  [{ source: 'craigslist' }, 5],
  [{ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'cdl-a-drivers', utmTerm: 'truck-driver-jobs' }, 12],
  [{ source: 'radio', utmCampaign: 'kbxx' }, 2],
  [{}, 10],
]);
const FIRST = ['James', 'Maria', 'Robert', 'Ana', 'Michael', 'Luz', 'David', 'Patricia', 'Jose', 'Linda', 'Carlos', 'Tyrone',
  'Jennifer', 'Luis', 'Kevin', 'Angela', 'Juan', 'Darnell', 'Sandra', 'Miguel', 'Brian', 'Rosa', 'Eric', 'Łukasz', 'Nguyễn'];
const LAST = ['Smith', 'Garcia', 'Johnson', 'Martinez', 'Williams', 'Rodriguez', 'Brown', 'Hernandez', 'Jones', 'Lopez', 'Davis',
  'Gonzalez', 'Miller', 'Wilson', 'Anderson', 'Thomas', 'Moore', 'Jackson', 'Lee', 'Perez', 'Washington', 'Nowak', 'Tran'];

/** A person who may apply more than once. */
const newPerson = () => {
  const first = pick(FIRST);
  const last = pick(LAST);
  const area = 100 + Math.floor(random() * 560);
  return {
    applicantName: `${first} ${last}`,
    dob: `${pad(1 + Math.floor(random() * 12))}/${pad(1 + Math.floor(random() * 28))}/${1958 + Math.floor(random() * 46)}`,
    ssn: `${area === 666 ? 667 : area}-${pad(1 + Math.floor(random() * 98))}-${pad(1 + Math.floor(random() * 9998), 4)}`,
    phone: `(${200 + Math.floor(random() * 700)}) ${200 + Math.floor(random() * 700)}-${pad(Math.floor(random() * 10_000), 4)}`,
    email: `${first}.${last}${Math.floor(random() * 10_000)}@example.com`.toLowerCase().normalize('NFD').replace(/[^\x20-\x7e]/g, ''),
  };
};

const now = Date.now() - endDaysAgo * 86_400_000;
const spanMs = days * 86_400_000;
/** A receive time in the span: more on weekdays and in the evening, and more in recent weeks (hiring grows). */
const receiveTime = () => {
  for (;;) {
    const at = now - spanMs * (1 - Math.sqrt(random()));
    const date = new Date(at);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const hour = (date.getUTCHours() + 18) % 24; // US Central, roughly
    const weight = (weekend ? 0.6 : 1) * (hour >= 7 && hour <= 22 ? 1 : 0.25);
    if (random() < weight) return new Date(Math.floor(at));
  }
};

// The applicant answers the wizard sends, checked by the app's own schema once; each application changes the
// person's fields, which stay in the shapes the schema accepts.
const base = applicantSchema.parse(validApplicant());
const statusOf = (/** @type {Date} */ receivedAt) => {
  const ageDays = (now - receivedAt.getTime()) / 86_400_000;
  if (ageDays < 2) return weightedPick([['new', 80], ['in_review', 20]]);
  if (ageDays < 14) return weightedPick([['new', 25], ['in_review', 35], ['hired', 10], ['not_hired', 22], ['withdrawn', 8]]);
  return weightedPick([['new', 4], ['in_review', 6], ['hired', 22], ['not_hired', 52], ['withdrawn', 16]]);
};
/** Hours from receipt to the decision: most within days, a long tail (log-normal, median about 2 days). */
const decisionHours = () => Math.exp(Math.log(48) + 1.1 * Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random()));

const people = /** @type {ReturnType<typeof newPerson>[]} */ ([]);
const timestamps = /** @type {Date[]} */ ([]);
for (let index = 0; index < count; index += 1) timestamps.push(receiveTime());
timestamps.sort((a, b) => a.getTime() - b.getTime());

/** Multi-row INSERTs of rows with the same columns, up to `perStatement` rows (parameter limits of both engines). */
async function insertRows(/** @type {string} */ table, /** @type {Record<string, unknown>[]} */ rows, perStatement = 100) {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const columnList = columns.map((column) => `"${column}"`).join(', ');
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let at = 0; at < rows.length; at += perStatement) {
    const chunk = rows.slice(at, at + perStatement);
    await sql.run(
      `INSERT INTO "${table}" (${columnList}) VALUES ${chunk.map(() => tuple).join(', ')}`,
      chunk.flatMap((row) => columns.map((column) => row[column])),
    );
  }
}

const ts = (/** @type {Date} */ date) => sql.timestamp(date);
const started = Date.now();
let nextNumberId = Number((await sql.one('SELECT COALESCE(MAX("numberId"), 0) AS "n" FROM "Applicant"'))?.n ?? 0) + 1;
const firstNumberId = nextNumberId;
let reviewCount = 0;
let funnelCount = 0;
let draftCount = 0;
let returning = 0;

const BATCH = 2_000;
for (let batchStart = 0; batchStart < count; batchStart += BATCH) {
  /** @type {Record<string, unknown>[]} */
  const applicants = [];
  /** @type {Record<string, unknown>[]} */
  const reviews = [];
  /** @type {Record<string, unknown>[]} */
  const funnel = [];
  /** @type {Record<string, unknown>[]} */
  const drafts = [];
  for (let index = batchStart; index < Math.min(count, batchStart + BATCH); index += 1) {
    const receivedAt = /** @type {Date} */ (timestamps[index]);
    let person;
    if (people.length > 50 && random() < 0.07) {
      // A returning applicant: the same person; one in four has a new phone since (still linked by SSN and email).
      person = { ...pick(people) };
      if (random() < 0.25) person.phone = newPerson().phone;
      returning += 1;
    } else {
      person = newPerson();
      people.push(person);
    }
    const [compCode] = weightedPick(CARRIERS.map((carrier) => /** @type {const} */ ([carrier, carrier[3]])));
    const attribution = { source: '', utmSource: '', utmMedium: '', utmCampaign: '', utmTerm: '', utmContent: '', ...weightedPick(SOURCES) };
    const status = statusOf(receivedAt);
    const row = applicationRow(
      { ...base, ...person, compCode },
      { receivedAt, submitterIp: `198.51.100.${index % 250}`, userAgent: 'Mozilla/5.0 (Linux; Android 14) seed', idempotencyKey: null, attribution },
      key,
    );
    const numberId = nextNumberId++;
    applicants.push({ ...row, numberId, status, creationDate: ts(receivedAt) });

    // Review history: every decision passes through "in review" (lib/staff/status.ts).
    const entry = (/** @type {Date} */ at, /** @type {string} */ from, /** @type {string} */ to) =>
      reviews.push({ numberId, createdAt: ts(at), staffUserId: 'seed-reviewer', staffName: 'Seed Reviewer', fromStatus: from, toStatus: to, note: '' });
    if (status !== 'new') {
      const decidedAt = new Date(Math.min(now, receivedAt.getTime() + decisionHours() * 3_600_000));
      const reviewAt = new Date(receivedAt.getTime() + (decidedAt.getTime() - receivedAt.getTime()) * 0.3);
      if (status === 'withdrawn' && random() < 0.4) entry(decidedAt, 'new', 'withdrawn');
      else {
        entry(reviewAt, 'new', 'in_review');
        if (status !== 'in_review') entry(decidedAt, 'in_review', status);
      }
    }

    // The funnel: this application's own start (and save, for a third of them), and the starts that never finished.
    const event = (/** @type {string} */ kind, /** @type {Date} */ at) => funnel.push({ kind, createdAt: ts(at), compCode, ...attribution });
    const startAt = new Date(receivedAt.getTime() - (5 + random() * 40) * 60_000);
    event('started', startAt);
    if (random() < 0.3) event('saved', new Date(startAt.getTime() + 10 * 60_000));
    const abandoned = random() < 0.5 ? 1 : 2;
    for (let extra = 0; extra < abandoned; extra += 1) {
      const at = receiveTime();
      event('started', at);
      if (random() < 0.33) {
        event('saved', new Date(at.getTime() + 6 * 60_000));
        // Its draft stays only while its 30 days last (the app deletes expired drafts).
        const expiresAt = new Date(at.getTime() + 6 * 60_000 + DRAFT_LIFETIME_MS);
        if (expiresAt.getTime() > Date.now()) {
          const id = randomUUID();
          const someone = newPerson();
          /** @type {Record<string, unknown>} */
          const answers = { ...defaultFormValues(), ...someone, compCode };
          for (const field of ['ssn', 'signature', 'signature64']) delete answers[field];
          drafts.push({
            id,
            tokenHash: draftTokenHash(newDraftToken()),
            compCode,
            answers: encryptAnswers(id, answers, key),
            stepsDone: weightedPick([[0, 18], [1, 22], [2, 12], [3, 10], [4, 9], [5, 11], [6, 5], [7, 4], [8, 4], [9, 3], [10, 2]]),
            revision: 1,
            createdAt: ts(new Date(at.getTime() + 6 * 60_000)),
            updatedAt: ts(new Date(at.getTime() + 6 * 60_000)),
            expiresAt: ts(expiresAt),
            ...attribution,
          });
        }
      }
    }
  }
  await sql.transaction(async () => {
    // Appended to a database in use (the e2e server stores applications meanwhile): numbered after what was stored
    // since the batch was made, read under the write lock (SQLite's BEGIN IMMEDIATE).
    const stored = Number((await sql.one('SELECT COALESCE(MAX("numberId"), 0) AS "n" FROM "Applicant"'))?.n ?? 0);
    const shift = Math.max(0, stored + 1 - Number(applicants[0]?.numberId ?? stored + 1));
    for (const row of [...applicants, ...reviews]) row.numberId = Number(row.numberId) + shift;
    nextNumberId += shift;
    await insertRows('Applicant', applicants);
    await insertRows('ReviewEntry', reviews, 500);
    await insertRows('FunnelEvent', funnel, 500);
    await insertRows('ApplicationDraft', drafts, 200);
  });
  reviewCount += reviews.length;
  funnelCount += funnel.length;
  draftCount += drafts.length;
  if (process.stdout.isTTY) {
    process.stdout.write(`\r${Math.min(count, batchStart + BATCH).toLocaleString('en-US')} / ${count.toLocaleString('en-US')} applications`);
  }
}
if (process.stdout.isTTY) process.stdout.write('\n');

// The default carrier works without a row (the wizard names it by its code); giving it one here would rename it in
// every wizard of a database the seed is appended to.
for (const [code, legalName, address] of CARRIERS.filter(([code]) => code !== DEFAULT_COMPANY_CODE)) {
  const at = ts(new Date());
  if (!(await sql.one('SELECT "code" FROM "Company" WHERE "code" = ?', [code]))) {
    await sql.run('INSERT INTO "Company" ("code", "legalName", "address", "notifyEmails", "createdAt", "updatedAt") VALUES (?, ?, ?, \'\', ?, ?)', [
      code, legalName, address, at, at,
    ]);
  }
}
if (database.provider === 'postgresql') {
  // The explicit numbers above did not move the sequence: the next application must get the next number.
  await sql.run(`SELECT setval(pg_get_serial_sequence('"Applicant"', 'numberId'), (SELECT MAX("numberId") FROM "Applicant"))`);
}
// Fresh statistics, so each engine's planner knows the tables' sizes now (and on PostgreSQL the visibility map that
// lets the dashboard's counts read its indexes alone, which autovacuum would set up a little later).
await sql.run(database.provider === 'postgresql' ? 'VACUUM ANALYZE' : 'ANALYZE');
await sql.close();

console.log(
  `Seeded ${count.toLocaleString('en-US')} applications (No. ${firstNumberId}–${nextNumberId - 1}, ${returning.toLocaleString('en-US')} by returning applicants), ` +
    `${reviewCount.toLocaleString('en-US')} review entries, ${funnelCount.toLocaleString('en-US')} funnel events, ` +
    `${draftCount.toLocaleString('en-US')} unfinished saved applications in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
