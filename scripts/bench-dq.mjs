// @ts-check
// `npm run bench:dq -- [--runs 10]` (after `npm run build`): seeds 5,000 drivers' DQ files with 50,000 items for one
// carrier (BENCHDQ) into DATABASE_URL — a new SQLite file in a temporary folder when unset; an empty PostgreSQL
// database works too — starts the built app on it and times, as a browser's request (first byte sent to last byte
// received, signed in): the Drivers list (/staff/drivers, its first page and one state), a DQ file's page, and the
// daily digest's composition (GET /api/cron/dq-digest, each run on the next day so each composes and queues one).
// Prints the median, the 95th percentile and the slowest of each. The budget: under 500 ms (docs/dq-file.md).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp } from './support/app-process.mjs';
import { fail, scriptArguments } from './support/script-arguments.mjs';
import { openMigratedDatabase } from './support/sql-database.mjs';
import { describeTimes, staffSession } from './support/staff-session.mjs';

const USAGE = 'Usage: npm run bench:dq -- [--runs N] [--budget-ms MS]   (DATABASE_URL: an empty database, or unset for a temporary SQLite file)';
const args = scriptArguments({ runs: { type: 'string', default: '10' }, 'budget-ms': { type: 'string', default: '500' } }, USAGE);
const runs = Number(args.runs);
const budgetMs = Number(args['budget-ms']);
if (!Number.isSafeInteger(runs) || runs < 1 || !Number.isFinite(budgetMs)) fail(USAGE);

const DRIVERS = 5_000;
const ITEMS_PER_DRIVER = 10;
const CARRIER = 'BENCHDQ';
const CRON_SECRET = randomBytes(24).toString('base64url');
const ROOT = join(import.meta.dirname, '..');
const databaseUrl = process.env.DATABASE_URL || `file:${join(mkdtempSync(join(tmpdir(), 'bench-dq-')), 'bench.db')}`;
const day = (/** @type {number} */ offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const { database, sql } = await openMigratedDatabase(databaseUrl);
const existing = Number((await sql.one('SELECT COUNT(*) AS "n" FROM "DqFile" WHERE "companyCode" = ?', [CARRIER]))?.n ?? 0);
if (existing === 0) {
  const seeded = performance.now();
  // A deterministic mix: most drivers cleared, some with items overdue or due soon, a few not cleared.
  const kinds = ['application', 'inquiries', 'mvr', 'road-test', 'medical', 'medical', 'annual-review', 'clearinghouse-full', 'clearinghouse-annual', 'drug-test'];
  await sql.transaction(async () => {
    for (let first = 1; first <= DRIVERS; first += 250) {
      /** @type {unknown[][]} */
      const files = [];
      /** @type {unknown[][]} */
      const items = [];
      for (let id = first; id < Math.min(first + 250, DRIVERS + 1); id += 1) {
        const hired = day(-(id % 1000) - 10);
        files.push([id, CARRIER, `Driver ${String(id).padStart(5, '0')}`, hired, 'bench']);
        kinds.forEach((kind, index) => {
          const pending = (id + index) % 7 === 0 || (kind === 'drug-test' && id % 50 === 0) || index === 5;
          const dueOn = kind === 'medical-variance' ? '' : day(((id * 13 + index * 29) % 400) - 60);
          items.push([id * ITEMS_PER_DRIVER + index, id, kind, kind === 'mvr' ? 'TX' : '', pending ? 'pending' : 'done', pending ? '' : hired, dueOn]);
        });
      }
      await sql.run(
        `INSERT INTO "DqFile" ("id", "companyCode", "driverName", "hireDate", "createdByName") VALUES ${files.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
        files.flat(),
      );
      await sql.run(
        `INSERT INTO "DqItem" ("id", "fileId", "kind", "subject", "status", "doneOn", "dueOn") VALUES ${items.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        items.flat(),
      );
    }
  });
  if (database.provider === 'postgresql') {
    await sql.run(`SELECT setval(pg_get_serial_sequence('"DqFile"', 'id'), (SELECT MAX("id") FROM "DqFile"))`);
    await sql.run(`SELECT setval(pg_get_serial_sequence('"DqItem"', 'id'), (SELECT MAX("id") FROM "DqItem"))`);
    await sql.run('ANALYZE');
  }
  console.log(`Seeded ${DRIVERS.toLocaleString('en-US')} drivers and ${(DRIVERS * ITEMS_PER_DRIVER).toLocaleString('en-US')} items in ${((performance.now() - seeded) / 1000).toFixed(1)} s.`);
}
await sql.close();

const email = 'bench-dq@example.com';
const password = randomBytes(18).toString('base64url');
execFileSync(process.execPath, ['scripts/staff-add.mjs', '--email', email, '--name', 'DQ benchmark', '--role', 'reviewer'], {
  cwd: ROOT,
  env: { ...process.env, DATABASE_URL: databaseUrl, STAFF_PASSWORD: password },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const app = await startApp({ DATABASE_URL: databaseUrl, STAFF_SIGN_IN_RATE_LIMIT: 'off', CRON_SECRET, DELIVERY_WORKER: 'off', OFFICE_NOTIFY_EMAILS: 'dq@bench.test' });
try {
  const get = await staffSession(app.baseUrl, email, password);
  let digestDay = 0;
  /** @type {Array<[label: string, path: () => string, init?: RequestInit]>} */
  const cases = [
    ['/staff/drivers (first page, all states)', () => `/staff/drivers?compCode=${CARRIER}`],
    ['/staff/drivers (overdue only)', () => `/staff/drivers?compCode=${CARRIER}&state=overdue`],
    ['/staff/drivers/{file} (one DQ file)', () => '/staff/drivers/2500'],
    ['digest (compose and queue, GET /api/cron/dq-digest)', () => `/api/cron/dq-digest?now=${day(200 + (digestDay += 1))}T12:00:00Z`, { headers: { authorization: `Bearer ${CRON_SECRET}` } }],
  ];
  console.log(`${database.provider === 'postgresql' ? 'PostgreSQL' : 'SQLite'}: ${DRIVERS.toLocaleString('en-US')} drivers, ${(DRIVERS * ITEMS_PER_DRIVER).toLocaleString('en-US')} items; ${runs} requests each after 3 unmeasured ones`);
  let over = false;
  for (const [label, path, init] of cases) {
    const timed = async () => {
      const started = performance.now();
      const response = await get(path(), init);
      const body = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${label} answered ${response.status}`);
      return { ms: performance.now() - started, bytes: body.byteLength };
    };
    for (let warm = 0; warm < 3; warm += 1) await timed();
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await timed());
    const { median, p95, max } = describeTimes(results.map((result) => result.ms));
    if (median > budgetMs) over = true;
    console.log(`  ${label}: median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms (${(results[0]?.bytes ?? 0).toLocaleString('en-US')} bytes)`);
  }
  console.log(over ? `Over the budget: a median took more than ${budgetMs} ms.` : `Within the budget of ${budgetMs} ms.`);
  process.exitCode = over ? 1 : 0;
} finally {
  await app.stop();
}
