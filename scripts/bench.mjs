// @ts-check
// `npm run bench`: what a phone downloads and what a hiring rush costs, on the production build (it builds
// nothing: run `npm run build` first, or point --url at a running app started with SUBMISSION_RATE_LIMIT=off).
// Prints per-route first-load JavaScript (gzip), POST /api/drivers throughput and latency at a fixed concurrency and
// at a fixed rate, the same for a bare node:http + zod + better-sqlite3 server doing the same work (the baseline,
// scripts/bench/baseline-server.mjs), the ratio, peak RSS, and with --postgres-url two instances on one PostgreSQL.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { documentFromAnswers } from '@/lib/applicant/application-document';
import { handDrawnSignaturePng, validApplicant } from '../tests/fixtures/applicant.mjs';
import { freePort, SERVER_NODE_FLAGS, startApp, startApps } from './support/app-process.mjs';
import { blockingTime } from './support/blocking-time.mjs';
import { firstLoadJs } from './support/first-load-js.mjs';
import { applicantSession, formatStatuses, runAtConcurrency, runAtRate, summarize } from './support/load.mjs';
import { addScreeningQuestions, consentsFor, shownPageOf, uploadCdlPairs } from './support/wizard-bodies.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    requests: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '3000' },
    concurrency: { type: 'string', default: '32' },
    rate: { type: 'string', default: '150' },
    seconds: { type: 'string', default: '10' },
    'postgres-url': { type: 'string', default: process.env.TEST_POSTGRES_URL ?? '' },
    'pg-concurrency': { type: 'string', default: '50' },
    only: { type: 'string', default: 'pages,blocking,app,wizard,baseline,postgres' },
    loads: { type: 'string', default: '5' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(`node scripts/bench.mjs [--url http://127.0.0.1:3000] [--requests 1000] [--rounds 3] [--warmup 3000]
    [--concurrency 32] [--rate 150] [--seconds 10] [--postgres-url postgresql://postgres@127.0.0.1:5432/postgres] [--pg-concurrency 50]
    [--only pages,blocking,app,wizard,baseline,postgres] [--loads 5]
blocking: main-thread blocking while / and the wizard load in Chromium (/usr/bin/chromium) at 4× CPU slowdown,
390 px: the sum of every long task's part over 50 ms until 3 s after load, median of --loads loads.
Without --url it starts the built app on a scratch SQLite file (SUBMISSION_RATE_LIMIT=off) and deletes it after.
wizard: the steady rate again with the body the wizard sends (the consents due, four screening questions answered,
the CDL's two photos uploaded beforehand, an Idempotency-Key); it needs the scratch file, so not with --url.
With --url the app there stores real rows: use a scratch database. The baseline always runs on a scratch file.
Every server first takes --warmup submissions (not measured): a Node server runs its hot path unoptimized at first,
and a hiring rush meets a server that has been up for a while; --warmup 200 shows a server fresh from its start.
Throughput: --rounds bursts of --requests per server at --concurrency, the app's and the baseline's in turn (so a
busy moment of the shared machine hits both alike); the median round counts, the ratio is the median of the rounds'.`);
  process.exit(0);
}
const requests = Number(options.requests);
const warmup = Number(options.warmup);
const rounds = Number(options.rounds);
const concurrency = Number(options.concurrency);
const rate = Number(options.rate);
const seconds = Number(options.seconds);
const ROOT = join(import.meta.dirname, '..');
const only = new Set(options.only.split(',').map((part) => part.trim()));
const scratch = mkdtempSync(join(tmpdir(), 'driver-app-bench-'));
const signature64 = handDrawnSignaturePng();
// One body, each copy with its own name: the load generator shares the machine's two cores with the servers it
// measures, and building every body from the fixture (which draws a PNG) cost it 2 ms of CPU per request.
const NAME_SLOT = 'BENCH-APPLICANT-NAME';
const bodyTemplate = JSON.stringify(validApplicant({ applicantName: NAME_SLOT, signature64 }));
const bodyOf = (/** @type {string} */ run) => (/** @type {number} */ index) => bodyTemplate.replace(NAME_SLOT, `Bench ${run} ${index}`);
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;

/** The process and its children, from /proc (Linux): `npm start` runs the server under a shell. */
function processTree(/** @type {number} */ pid) {
  const pids = [pid];
  for (let index = 0; index < pids.length; index++) {
    try {
      const children = readFileSync(`/proc/${pids[index]}/task/${pids[index]}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    } catch {
      // gone, or not Linux
    }
  }
  return pids;
}

/** The largest resident set the process (and its children) reached. */
function peakRss(/** @type {number} */ pid) {
  let largest = 0;
  for (const candidate of processTree(pid)) {
    try {
      const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${candidate}/status`, 'utf8'));
      largest = Math.max(largest, Number(match?.[1] ?? 0) * 1024);
    } catch {
      // gone
    }
  }
  return largest;
}

const CLOCK_TICKS_PER_MS = 100 / 1_000;
/** utime + stime of a /proc stat line, fields 14 and 15 (the name before them, in parentheses, may hold spaces). */
const ticks = (/** @type {string} */ stat) =>
  stat.slice(stat.lastIndexOf(')') + 2).split(' ').slice(11, 13).reduce((sum, field) => sum + Number(field), 0);

/** CPU used so far (user + system, ms) by the tree's every thread, and by its main threads alone (where requests run). */
function cpuMs(/** @type {number} */ pid) {
  let all = 0;
  let main = 0;
  for (const candidate of processTree(pid)) {
    try {
      all += ticks(readFileSync(`/proc/${candidate}/stat`, 'utf8'));
      main += ticks(readFileSync(`/proc/${candidate}/task/${candidate}/stat`, 'utf8'));
    } catch {
      // gone
    }
  }
  return { all: all / CLOCK_TICKS_PER_MS, main: main / CLOCK_TICKS_PER_MS };
}

/** `runAtRate` and the server's CPU per request meanwhile. @param {number} pid @param {Parameters<typeof runAtRate>[0]} load */
async function steadyWithCpu(pid, load) {
  const before = cpuMs(pid);
  const steady = await runAtRate(load);
  const after = cpuMs(pid);
  const per = (/** @type {'all' | 'main'} */ part) => ms((after[part] - before[part]) / steady.outcomes.length);
  return { ...steady, cpu: `server CPU per request ${per('all')} (main thread ${per('main')})` };
}

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * @typedef {{ label: string, baseUrl: string, pid: number, session?: any,
 *   bursts: { throughput: number, outcomes: import('./support/load.mjs').Outcome[] }[] }} Measured
 */

/** @param {string} label @param {string} baseUrl @param {number} pid @returns {Promise<Measured>} */
async function warmedUp(label, baseUrl, pid) {
  const session = await applicantSession(baseUrl);
  await runAtConcurrency({ session, total: warmup, concurrency, bodyOf: bodyOf(`${label}-warm`) });
  return { label, baseUrl, pid, session, bursts: [] };
}

/** One burst of `requests` at `concurrency`. @param {Measured} server @param {number} round */
async function burst(server, round) {
  const { outcomes, seconds: elapsed } = await runAtConcurrency({
    session: server.session, total: requests, concurrency, bodyOf: bodyOf(`${server.label}-burst${round}`),
  });
  server.bursts.push({ throughput: requests / elapsed, outcomes });
}

/** @param {Measured} server */
function reportBursts(server) {
  const summary = summarize(server.bursts.flatMap((run) => run.outcomes));
  const each = server.bursts.map((run) => run.throughput.toFixed(0)).join(', ');
  console.log(`  ${server.label}: ${concurrency} at a time: ${median(server.bursts.map((run) => run.throughput)).toFixed(0)}/s ` +
    `(rounds: ${each}), p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, p99 ${ms(summary.p99)} (${formatStatuses(summary.statuses)})`);
}

/** Latency at a steady `rate`, an open-loop load, and the server's peak RSS. @param {Measured} server */
async function steadyRate(server) {
  const steady = await steadyWithCpu(server.pid, { session: server.session, rate, seconds, bodyOf: bodyOf(`${server.label}-steady`) });
  const summary = summarize(steady.outcomes);
  console.log(`  ${server.label}: steady ${rate}/s for ${seconds} s: p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, ` +
    `p99 ${ms(summary.p99)} (${formatStatuses(summary.statuses)}); ${steady.cpu}; peak RSS ${(peakRss(server.pid) / 1_048_576).toFixed(0)} MB`);
}

async function startBaseline() {
  const file = join(scratch, 'baseline.db');
  const env = { ...process.env, DATABASE_URL: `file:${file}`, PORT: String(await freePort()) };
  await new Promise((resolve, reject) => {
    const migrate = spawn(process.execPath, ['scripts/db-migrate.mjs'], { cwd: ROOT, env, stdio: 'ignore' });
    migrate.once('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error('baseline migration failed'))));
  });
  // The same V8 settings as `npm start` gives the app (read from its script), so the runtimes match.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', './scripts/support/register-ts.mjs', 'scripts/bench/baseline-server.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { baseUrl: `http://127.0.0.1:${env.PORT}`, pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') };
}

async function postgresTwoInstances(/** @type {string} */ adminUrl) {
  const name = `driver_app_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), APPLICANT_DATA_KEY: randomBytes(32).toString('base64') };
  const apps = [];
  try {
    apps.push(...(await startApps(2, env)));
    const sessions = await Promise.all(apps.map((app) => applicantSession(app.baseUrl)));
    const pgConcurrency = Number(options['pg-concurrency']);
    await Promise.all(sessions.map((session, index) =>
      runAtConcurrency({ session, total: Math.round(warmup / 2), concurrency: pgConcurrency / 2, bodyOf: bodyOf(`pg${index}-warm`) })));
    // Each worker keeps to one instance, half on each, as a load balancer spreads connections.
    const runs = sessions.map((session, index) =>
      runAtConcurrency({ session, total: Math.round((requests * rounds) / 2), concurrency: pgConcurrency / 2, bodyOf: bodyOf(`pg${index}`) }));
    const started = performance.now();
    const results = await Promise.all(runs);
    const elapsed = (performance.now() - started) / 1_000;
    const summary = summarize(results.flatMap((result) => result.outcomes));
    const total = results.reduce((sum, result) => sum + result.outcomes.length, 0);
    console.log(`  two instances, one PostgreSQL, ${pgConcurrency} at a time: ${(total / elapsed).toFixed(0)}/s, p50 ${ms(summary.p50)}, ` +
      `p95 ${ms(summary.p95)}, p99 ${ms(summary.p99)} (${formatStatuses(summary.statuses)})`);
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * The steady rate with the wizard's body: the answers as the application document, the consents due, the carrier's four screening questions
 * answered, two photos' ids (uploaded before, each pair filing one application) and an Idempotency-Key.
 * @param {Measured} server @param {string} databaseFile
 */
async function wizardSteadyRate(server, databaseFile) {
  const screening = addScreeningQuestions(databaseFile, 'TSKIS');
  const answers = validApplicant({ applicantName: NAME_SLOT, signature64 });
  const consents = await consentsFor(server.session, answers);
  const DOCUMENTS_SLOT = 'BENCH-DOCUMENT-IDS';
  const template = JSON.stringify({ ...documentFromAnswers(answers), consents, screening, shownPage: await shownPageOf(server.session, 'TSKIS'), documents: DOCUMENTS_SLOT });
  const warmupCount = Math.min(warmup, 300);
  const total = Math.round(rate * seconds);
  const pairs = await uploadCdlPairs(server.session, warmupCount + total);
  const bodyAt = (/** @type {string} */ run, /** @type {number} */ offset) => (/** @type {number} */ index) =>
    template.replace(NAME_SLOT, `Bench ${run} ${index}`).replace(`"${DOCUMENTS_SLOT}"`, JSON.stringify(pairs[offset + index]));
  const headersAt = (/** @type {string} */ run) => (/** @type {number} */ index) => ({ 'Idempotency-Key': `bench-${run}-${index}`, 'Shown-Language': 'en' });
  await runAtConcurrency({ session: server.session, total: warmupCount, concurrency, bodyOf: bodyAt('wizard-warm', 0), headersOf: headersAt('wizard-warm') });
  const steady = await steadyWithCpu(server.pid, { session: server.session, rate, seconds, bodyOf: bodyAt('wizard', warmupCount), headersOf: headersAt('wizard') });
  const summary = summarize(steady.outcomes);
  console.log(`  ${server.label}, the wizard's body (${consents.length} consents, ${screening.length} screening answers, 2 documents, ` +
    `${kb(bodyAt('size', 0)(0).length)}): steady ${rate}/s for ${seconds} s: p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, ` +
    `p99 ${ms(summary.p99)} (${formatStatuses(summary.statuses)}); ${steady.cpu}`);
}

/** @type {{ stop: () => unknown }[]} */
const started = [];
try {
  /** @type {Measured[]} */
  const servers = [];
  if (only.has('pages') || only.has('blocking') || only.has('app')) {
    const app = options.url
      ? { baseUrl: options.url.replace(/\/$/, ''), pid: 0, stop: async () => null }
      : await startApp({ DATABASE_URL: `file:${join(scratch, 'app.db')}`, SUBMISSION_RATE_LIMIT: 'off' });
    started.push(app);
    if (only.has('pages')) {
      console.log('First-load JavaScript (gzip, every <script src> of the HTML):');
      for (const path of ['/', '/application/TSKIS', '/staff/login']) {
        const { scripts, totalGzipBytes } = await firstLoadJs(app.baseUrl, path);
        console.log(`  ${path.padEnd(20)} ${kb(totalGzipBytes).padStart(9)} in ${scripts.length} scripts`);
      }
    }
    if (only.has('blocking')) {
      console.log(`Main-thread blocking while the page loads (Chromium, 4× CPU slowdown, 390 px, median of ${options.loads}):`);
      for (const path of ['/', '/application/TSKIS']) {
        const { blockingMs, longestTaskMs, loads } = await blockingTime(app.baseUrl, path, { loads: Number(options.loads) });
        console.log(`  ${path.padEnd(20)} ${ms(blockingMs).padStart(9)} (loads: ${loads.map((load) => load.toFixed(0)).join(', ')}), ` +
          `longest task ${ms(longestTaskMs)}`);
      }
    }
    if (only.has('app')) servers.push(await warmedUp('app', app.baseUrl, app.pid));
  }
  if (only.has('baseline')) {
    const baseline = await startBaseline();
    started.push(baseline);
    servers.push(await warmedUp('baseline (node:http + zod + better-sqlite3)', baseline.baseUrl, baseline.pid));
  }
  if (servers.length > 0) {
    console.log(`POST /api/drivers, SQLite, ${kb(bodyOf('size')(0).length)} body with a hand-drawn 700×300 signature PNG, ` +
      `each server after ${warmup} submissions:`);
    for (let round = 0; round < rounds; round += 1) for (const server of servers) await burst(server, round);
    servers.forEach(reportBursts);
    for (const server of servers) await steadyRate(server);
    const app = servers.find((server) => server.label === 'app');
    if (only.has('wizard') && app && !options.url) await wizardSteadyRate(app, join(scratch, 'app.db'));
  }
  const [app, baseline] = servers;
  if (app && baseline) {
    const ratios = app.bursts.map((run, round) => run.throughput / (baseline.bursts[round]?.throughput ?? NaN));
    console.log(`  ratio app / baseline: ${median(ratios).toFixed(2)} (rounds: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')})`);
  }
  await Promise.all(started.splice(0).map((server) => server.stop()));
  if (!only.has('postgres')) {
    // not asked for
  } else if (options['postgres-url']) {
    await postgresTwoInstances(options['postgres-url']);
  } else {
    console.log('  (two instances on PostgreSQL: pass --postgres-url or set TEST_POSTGRES_URL)');
  }
} finally {
  await Promise.all(started.map((server) => server.stop()));
  rmSync(scratch, { recursive: true, force: true });
}
