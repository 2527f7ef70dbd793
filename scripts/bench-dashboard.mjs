// @ts-check
// `npm run bench:dashboard -- [--runs 15]` (after `npm run build`, on a database filled by `npm run seed:applications`):
// how long /staff/dashboard takes to render on the server, measured as a browser's request of the page's HTML
// (first byte sent to last byte received, over a signed-in staff session), and the same figures as JSON
// (/api/staff/dashboard), for the default range (12 weeks), a whole year, and the year for one carrier. Starts the
// built app on DATABASE_URL (SQLite or PostgreSQL) like `npm start`, adds a staff account for itself
// (bench-dashboard@example.com), and prints the median, the 95th percentile and the slowest of each.
// The budget: the page's server render under 1 s with 100,000 applications (docs/dashboard.md).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startApp } from './support/app-process.mjs';
import { describeTimes, staffSession } from './support/staff-session.mjs';
import { fail, scriptArguments } from './support/script-arguments.mjs';
import { openSqlDatabase } from './support/sql-database.mjs';
import { resolveDatabase } from '../lib/server/database-config.mjs';

const USAGE = 'Usage: npm run bench:dashboard -- [--runs N] [--budget-ms MS]   (DATABASE_URL: a seeded database)';
const args = scriptArguments({ runs: { type: 'string', default: '15' }, 'budget-ms': { type: 'string', default: '1000' } }, USAGE);
const runs = Number(args.runs);
const budgetMs = Number(args['budget-ms']);
if (!Number.isSafeInteger(runs) || runs < 1 || !Number.isFinite(budgetMs)) fail(USAGE);

const ROOT = join(import.meta.dirname, '..');
const databaseUrl = process.env.DATABASE_URL ?? '';
const database = resolveDatabase(databaseUrl);
const sql = await openSqlDatabase(database);
const tableSize = async (/** @type {string} */ table) => Number((await sql.one(`SELECT COUNT(*) AS "n" FROM "${table}"`))?.n ?? 0);
const sizes = {
  applications: await tableSize('Applicant'),
  reviewEntries: await tableSize('ReviewEntry'),
  funnelEvents: await tableSize('FunnelEvent'),
  drafts: await tableSize('ApplicationDraft'),
};
const newest = (await sql.one('SELECT MAX("creationDate") AS "at" FROM "Applicant"'))?.at;
await sql.close();
if (sizes.applications === 0) fail('The database holds no applications: fill it with `npm run seed:applications -- --count 100000` first.');

const email = 'bench-dashboard@example.com';
const password = randomBytes(18).toString('base64url');
execFileSync(process.execPath, ['scripts/staff-add.mjs', '--email', email, '--name', 'Dashboard benchmark', '--role', 'reviewer'], {
  cwd: ROOT,
  env: { ...process.env, STAFF_PASSWORD: password },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const app = await startApp({ DATABASE_URL: databaseUrl, STAFF_SIGN_IN_RATE_LIMIT: 'off' });
try {
  const get = await staffSession(app.baseUrl, email, password);

  const newestDay = new Date(newest ?? Date.now()).toISOString().slice(0, 10);
  const yearBefore = new Date(new Date(newest ?? Date.now()).getTime() - 364 * 86_400_000).toISOString().slice(0, 10);
  /** @type {Array<[label: string, query: string]>} */
  const cases = [
    ['default range (12 weeks up to today)', ''],
    ['a whole year', `?from=${yearBefore}&to=${newestDay}`],
    ['a whole year, one carrier (TSKIS)', `?from=${yearBefore}&to=${newestDay}&compCode=TSKIS`],
  ];

  /** Milliseconds from sending the request to the last byte of the answer. */
  const timed = async (/** @type {string} */ path) => {
    const started = performance.now();
    const response = await get(path);
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return { ms: performance.now() - started, bytes: body.byteLength };
  };
  console.log(
    `${database.provider === 'postgresql' ? 'PostgreSQL' : 'SQLite'}: ${sizes.applications.toLocaleString('en-US')} applications, ` +
      `${sizes.reviewEntries.toLocaleString('en-US')} review entries, ${sizes.funnelEvents.toLocaleString('en-US')} funnel events, ` +
      `${sizes.drafts.toLocaleString('en-US')} saved drafts; ${runs} requests each after 3 unmeasured ones`,
  );
  let over = false;
  for (const [label, query] of cases) {
    /** @type {Array<[kind: string, path: string]>} */
    const targets = [['page', `/staff/dashboard${query}`], ['json', `/api/staff/dashboard${query}`]];
    for (const [kind, path] of targets) {
      for (let warm = 0; warm < 3; warm += 1) await timed(path);
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await timed(path));
      const { median, p95, max } = describeTimes(results.map((result) => result.ms));
      if (kind === 'page' && median > budgetMs) over = true;
      console.log(
        `  ${kind === 'page' ? '/staff/dashboard    ' : '/api/staff/dashboard'} ${label}: median ${median.toFixed(0)} ms, ` +
          `p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms (${(results[0]?.bytes ?? 0).toLocaleString('en-US')} bytes)`,
      );
    }
  }
  console.log(over ? `Over the budget: a page's median render took more than ${budgetMs} ms.` : `Within the budget of ${budgetMs} ms per page render.`);
  process.exitCode = over ? 1 : 0;
} finally {
  await app.stop();
}
