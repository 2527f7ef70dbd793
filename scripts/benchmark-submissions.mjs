// Measures POST /api/drivers on a running app: N complete applications (with a 700×300 PNG signature), C at a time.
//   node scripts/benchmark-submissions.mjs [--url http://127.0.0.1:3000] [--total 500] [--concurrency 50]
// Prints throughput and latency percentiles. It stores real rows: point it at a scratch database.
import { parseArgs } from 'node:util';
import { validApplicant } from '../tests/fixtures/applicant.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    total: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '50' },
  },
});
const total = Number(options.total);
const concurrency = Number(options.concurrency);
const baseUrl = options.url.replace(/\/$/, '');

const page = await fetch(`${baseUrl}/`);
const cookie = page.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='))?.split(';')[0];
if (!cookie) throw new Error(`No XSRF-TOKEN cookie from ${baseUrl}/ — is the app running there?`);
const token = decodeURIComponent(cookie.slice('XSRF-TOKEN='.length));
const runId = Date.now().toString(36);

/** @type {number[]} */
const latencies = [];
/** @type {Map<number, number>} */
const statuses = new Map();

/** @param {number} index */
async function submit(index) {
  const body = JSON.stringify(validApplicant({ applicantName: `Benchmark ${runId} ${index}` }));
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/drivers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-XSRF-TOKEN': token, 'Idempotency-Key': `bench-${runId}-${index}` },
    body,
  });
  await response.arrayBuffer();
  latencies.push(performance.now() - started);
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
}

const bodyBytes = JSON.stringify(validApplicant()).length;
const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) await submit(next++);
  }),
);
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
/** @param {number} p */
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
console.log(`POST ${baseUrl}/api/drivers: ${total} submissions of ${(bodyBytes / 1024).toFixed(1)} KB, ${concurrency} at a time`);
console.log(`  answers: ${[...statuses].map(([status, n]) => `${n}×${status}`).join(', ')}`);
console.log(`  ${seconds.toFixed(2)} s → ${(total / seconds).toFixed(0)} submissions/s`);
console.log(`  latency ms: p50 ${at(50)}, p90 ${at(90)}, p99 ${at(99)}, max ${at(100)}`);
if ((statuses.get(201) ?? 0) !== total) process.exitCode = 1;
