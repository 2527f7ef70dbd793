// @ts-check
// Applicants in bulk, for `npm run drill` and `npm run bench`: a browser's CSRF cookie, then POST /api/drivers
// at a fixed concurrency or a fixed rate, recording every answer.
import { Agent, request } from 'node:http';
import { fetchCsrfToken } from './app-process.mjs';

/**
 * @typedef {{ status: number, ms: number, numberId?: number, error?: string }} Outcome
 * status 0: no HTTP answer (connection refused or cut off); error says which.
 */

/** @param {string} baseUrl */
export async function applicantSession(baseUrl) {
  const token = await fetchCsrfToken(baseUrl);
  return {
    baseUrl,
    headers: {
      'Content-Type': 'application/json',
      Cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`,
      'X-XSRF-TOKEN': token,
      Origin: baseUrl,
    },
  };
}

/** One keep-alive agent per server: node:http costs the load generator far less CPU than fetch, which matters when
 * the generator and the server share two cores. */
/** @type {Map<string, Agent>} */
const agents = new Map();

/**
 * @param {{ baseUrl: string, headers: Record<string, string> }} session
 * @param {string} body
 * @param {Record<string, string>} [headers]
 * @returns {Promise<Outcome>}
 */
export function postApplication(session, body, headers = {}) {
  const started = performance.now();
  let agent = agents.get(session.baseUrl);
  if (!agent) agents.set(session.baseUrl, (agent = new Agent({ keepAlive: true, maxSockets: 512 })));
  return new Promise((resolve) => {
    const fail = (/** @type {any} */ error) => resolve({ status: 0, ms: performance.now() - started, error: error?.code ?? error?.name ?? 'error' });
    try {
      const sent = request(`${session.baseUrl}/api/drivers`, {
        method: 'POST',
        agent,
        headers: { ...session.headers, ...headers, 'Content-Length': Buffer.byteLength(body) },
        timeout: 30_000,
      }, (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () => {
          const ms = performance.now() - started;
          const status = response.statusCode ?? 0;
          if (status !== 201) return resolve({ status, ms });
          try {
            resolve({ status, ms, numberId: Number(JSON.parse(Buffer.concat(chunks).toString('utf8')).numberId) });
          } catch (error) {
            fail(error);
          }
        });
      });
      sent.on('error', fail);
      sent.on('timeout', () => sent.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      sent.end(body);
    } catch (error) {
      fail(error);
    }
  });
}

/**
 * `total` submissions, `concurrency` at a time; `bodyOf(i)` gives the i-th JSON body. Stops early when `stop()`
 * says so (a drill that killed the server).
 * @param {{ session: any, total: number, concurrency: number, bodyOf: (index: number) => string,
 *   headersOf?: (index: number) => Record<string, string>, stop?: () => boolean,
 *   onOutcome?: (outcome: Outcome) => void }} options
 */
export async function runAtConcurrency({ session, total, concurrency, bodyOf, headersOf = () => ({}), stop = () => false, onOutcome = () => {} }) {
  /** @type {Outcome[]} */
  const outcomes = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total && !stop()) {
        const index = next++;
        const outcome = await postApplication(session, bodyOf(index), headersOf(index));
        outcomes.push(outcome);
        onOutcome(outcome);
      }
    }),
  );
  return { outcomes, seconds: (performance.now() - started) / 1_000 };
}

/**
 * Starts one submission every 1/rate seconds for `seconds`, whatever the answers take (an open-loop load: a
 * slow server meets the same arrivals, as in a hiring rush).
 * @param {{ session: any, rate: number, seconds: number, bodyOf: (index: number) => string,
 *   headersOf?: (index: number) => Record<string, string> }} options
 */
export async function runAtRate({ session, rate, seconds, bodyOf, headersOf = () => ({}) }) {
  const total = Math.round(rate * seconds);
  const started = performance.now();
  /** @type {Promise<Outcome>[]} */
  const pending = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1_000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(postApplication(session, bodyOf(index), headersOf(index)));
  }
  const outcomes = await Promise.all(pending);
  return { outcomes, seconds: (performance.now() - started) / 1_000 };
}

/**
 * Counts per status and latency percentiles of a run.
 * @param {Outcome[]} outcomes
 */
export function summarize(outcomes) {
  const latencies = outcomes.filter((outcome) => outcome.status !== 0).map((outcome) => outcome.ms).sort((a, b) => a - b);
  /** @param {number} p */
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const outcome of outcomes) {
    const key = outcome.status === 0 ? `no answer (${outcome.error})` : String(outcome.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  return { statuses, p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}

/** @param {Record<string, number>} statuses */
export const formatStatuses = (statuses) =>
  Object.entries(statuses).map(([status, count]) => `${count}×${status}`).join(', ');
