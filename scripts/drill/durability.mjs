// @ts-check
// What happens to applications when the server dies or is stopped in the middle of a rush.
import Database from 'better-sqlite3';
import { validApplicant } from '../../tests/fixtures/applicant.mjs';
import { startApp } from '../support/app-process.mjs';
import { applicantSession, formatStatuses, runAtConcurrency, summarize } from '../support/load.mjs';

/** @param {string} file */
function storedNumbers(file) {
  const db = new Database(file, { readonly: true });
  try {
    const integrity = db.prepare('PRAGMA integrity_check').pluck().get();
    const numbers = new Set(db.prepare('SELECT "numberId" FROM "Applicant"').pluck().all());
    return { integrity, numbers };
  } finally {
    db.close();
  }
}

/**
 * Starts applicants submitting without pause and resolves once `count` have been answered 201 (so the drill
 * strikes mid-rush however busy the machine is), or after 60 s.
 */
function rushUntil(/** @type {any} */ session, /** @type {number} */ concurrency, /** @type {string} */ run, /** @type {number} */ count) {
  let over = false;
  let acknowledged = 0;
  /** @type {() => void} */
  let reached = () => {};
  const enough = new Promise((resolve) => {
    reached = () => resolve(undefined);
    setTimeout(resolve, 60_000).unref();
  });
  const load = runAtConcurrency({
    session,
    total: 1_000_000,
    concurrency,
    bodyOf: bodyOf(run),
    stop: () => over,
    onOutcome: (outcome) => void (outcome.status === 201 && ++acknowledged === count && reached()),
  });
  return { enough, load, end: () => (over = true) };
}
const bodyOf = (/** @type {string} */ run) => (/** @type {number} */ index) => JSON.stringify(validApplicant({ applicantName: `Drill ${run} ${index}` }));

/**
 * kill -9 while `concurrency` applicants submit: every application answered 201 must be in the database after a
 * restart, and the database must pass SQLite's integrity check.
 * @param {{ file: string, concurrency: number, killAfter: number, log: (line: string) => void }} options
 *   killAfter: how many applications are acknowledged before the kill
 */
export async function killDrill({ file, concurrency, killAfter, log }) {
  const env = { DATABASE_URL: `file:${file}` };
  const app = await startApp(env);
  const session = await applicantSession(app.baseUrl);
  const rush = rushUntil(session, concurrency, 'kill', killAfter);
  await rush.enough;
  await app.kill();
  rush.end();
  const { outcomes } = await rush.load;
  const acknowledged = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => Number(outcome.numberId));
  const restarted = await startApp(env);
  await restarted.stop();
  const { integrity, numbers } = storedNumbers(file);
  const lost = acknowledged.filter((numberId) => !numbers.has(numberId));
  log(`  kill -9 after ${killAfter} acknowledged, ${concurrency} at a time: ${formatStatuses(summarize(outcomes).statuses)}; ` +
    `${acknowledged.length} acknowledged, ${lost.length} lost; ${numbers.size} rows; integrity_check ${integrity}`);
  const serverErrors = outcomes.filter((outcome) => outcome.status >= 500).length;
  return { acknowledged: acknowledged.length, lost: lost.length, integrity, serverErrors };
}

/**
 * SIGTERM while `concurrency` applicants submit: each request is either answered 201 and stored, or refused
 * before any work (no connection); none gets a 5xx, no row exists without its 201, and the process exits 0.
 * @param {{ file: string, concurrency: number, stopAfter: number, log: (line: string) => void }} options
 *   stopAfter: how many applications are acknowledged before the signal
 */
export async function sigtermDrill({ file, concurrency, stopAfter, log }) {
  const app = await startApp({ DATABASE_URL: `file:${file}` });
  const session = await applicantSession(app.baseUrl);
  const rush = rushUntil(session, concurrency, 'term', stopAfter);
  await rush.enough;
  const signalledAt = performance.now();
  const exitCode = await app.stop();
  const shutdownMs = performance.now() - signalledAt;
  rush.end();
  const { outcomes } = await rush.load;
  const acknowledged = outcomes.filter((outcome) => outcome.status === 201);
  const { integrity, numbers } = storedNumbers(file);
  const unanswered = outcomes.filter((outcome) => outcome.status === 0).length;
  const serverErrors = outcomes.filter((outcome) => outcome.status >= 500).length;
  const storedWithoutAnswer = numbers.size - acknowledged.length;
  log(`  SIGTERM after ${stopAfter} acknowledged, ${concurrency} at a time: exit code ${exitCode} after ${shutdownMs.toFixed(0)} ms; ` +
    `${formatStatuses(summarize(outcomes).statuses)}; ${numbers.size} rows, ${storedWithoutAnswer} stored without a 201; ` +
    `integrity_check ${integrity}; log: ${JSON.stringify(app.output().match(/SIGTERM[^\n]*|Stopped cleanly\./g) ?? [])}`);
  return { exitCode, acknowledged: acknowledged.length, unanswered, serverErrors, storedWithoutAnswer, integrity, shutdownMs };
}
