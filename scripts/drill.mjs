// @ts-check
// `npm run drill`: the operations drills (load, fuzzing, kill -9, SIGTERM, PostgreSQL down and up) against the production build, each on its own scratch
// database, printing what it measured. Needs `npm run build` first; never point it at a database you keep.
//   node scripts/drill.mjs [--quick] [--only load,fuzz,kill,sigterm,postgres] [--postgres-url URL]
// --quick is the short version `npm test` runs (tests/api/drill.test.ts). Exit code 1 when any drill fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { validApplicant } from '../tests/fixtures/applicant.mjs';
import { killDrill, sigtermDrill } from './drill/durability.mjs';
import { fuzzDrill } from './drill/fuzz.mjs';
import { postgresDrill } from './drill/postgres-outage.mjs';
import { startApp } from './support/app-process.mjs';
import { applicantSession, formatStatuses, runAtConcurrency, summarize } from './support/load.mjs';

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string', default: 'load,fuzz,kill,sigterm,postgres' },
    'postgres-url': { type: 'string', default: process.env.TEST_POSTGRES_URL ?? '' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log('node scripts/drill.mjs [--quick] [--only load,fuzz,kill,sigterm,postgres] [--postgres-url postgresql://…]');
  process.exit(0);
}
const quick = options.quick;
const only = new Set(options.only.split(',').map((name) => name.trim()));
const log = (/** @type {string} */ line) => console.log(line);
/** @type {string[]} */
const failures = [];
const expect = (/** @type {boolean} */ ok, /** @type {string} */ what) => void (ok || failures.push(what));

const scratch = mkdtempSync(join(tmpdir(), 'driver-app-drill-'));
const dbFile = (/** @type {string} */ name) => join(scratch, `${name}.db`);
const rowCount = (/** @type {string} */ file) => {
  const db = new Database(file, { readonly: true });
  try {
    return Number(db.prepare('SELECT count(*) FROM "Applicant"').pluck().get());
  } finally {
    db.close();
  }
};

try {
  if (only.has('load')) {
    const [total, concurrency] = quick ? [300, 16] : [10_000, 64];
    log(`load: ${total} applications, ${concurrency} at a time (SQLite)`);
    const app = await startApp({ DATABASE_URL: `file:${dbFile('load')}` });
    try {
      const session = await applicantSession(app.baseUrl);
      const bodyOf = (/** @type {number} */ index) => JSON.stringify(validApplicant({ applicantName: `Load ${index}` }));
      const { outcomes, seconds } = await runAtConcurrency({ session, total, concurrency, bodyOf });
      const summary = summarize(outcomes);
      const rows = rowCount(dbFile('load'));
      log(`  ${formatStatuses(summary.statuses)} in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)}/s); ` +
        `p50 ${summary.p50.toFixed(0)} ms, p99 ${summary.p99.toFixed(0)} ms; ${rows} rows stored`);
      expect(summary.statuses['201'] === total && rows === total, `load: expected ${total}×201 and ${total} rows`);
    } finally {
      await app.stop();
    }
  }

  if (only.has('fuzz')) {
    const runs = quick ? 60 : 1_000;
    log(`fuzz: fast-check, ${runs} runs per property (SQLite)`);
    const app = await startApp({ DATABASE_URL: `file:${dbFile('fuzz')}` });
    try {
      const session = await applicantSession(app.baseUrl);
      await fuzzDrill({ session, runs, log }).catch((error) => {
        failures.push(`fuzz: ${String(error?.message ?? error).split('\n').slice(0, 6).join(' | ')}`);
      });
      const rows = rowCount(dbFile('fuzz'));
      log(`  rows stored by the fuzz: ${rows}`);
      expect(rows === 0, `fuzz: ${rows} rows were stored`);
    } finally {
      await app.stop();
    }
  }

  if (only.has('kill')) {
    log('kill -9 under load (SQLite)');
    const result = await killDrill({ file: dbFile('kill'), concurrency: quick ? 16 : 64, killAfter: quick ? 40 : 1_000, log });
    expect(result.acknowledged > 0, 'kill: nothing was acknowledged before the kill');
    expect(result.lost === 0 && result.integrity === 'ok', 'kill: acknowledged applications lost or database damaged');
    expect(result.serverErrors === 0, 'kill: 5xx answers before the kill');
  }

  if (only.has('sigterm')) {
    log('SIGTERM under load (SQLite)');
    const result = await sigtermDrill({ file: dbFile('sigterm'), concurrency: quick ? 16 : 64, stopAfter: quick ? 40 : 1_000, log });
    expect(result.exitCode === 0, `sigterm: exit code ${result.exitCode}`);
    expect(result.serverErrors === 0, `sigterm: ${result.serverErrors} answers were 5xx`);
    expect(result.storedWithoutAnswer === 0, `sigterm: ${result.storedWithoutAnswer} applications stored without their 201`);
    expect(result.acknowledged > 0, 'sigterm: nothing was acknowledged');
  }

  if (only.has('postgres')) {
    if (!options['postgres-url']) {
      log('postgres: skipped (set TEST_POSTGRES_URL or --postgres-url postgresql://postgres@127.0.0.1:5432/postgres)');
    } else {
      log('PostgreSQL down and up');
      const result = await postgresDrill({ adminUrl: options['postgres-url'], log });
      expect(result.before === 201, 'postgres: the first submission failed');
      expect(result.during === 503 && result.duringRetryAfter !== null, 'postgres: no 503 with Retry-After while down');
      expect(result.after === 201 && result.replay === 201 && result.rows === 1, 'postgres: the retry did not store exactly one row');
    }
  }
} catch (error) {
  failures.push(`drill crashed: ${error instanceof Error ? error.stack : error}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\nDRILL FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll drills passed.');
