import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { filesWrittenSince } from './app-folder';
import { startApps, type RunningApp } from './app-server';
import { postgresAdminUrl, postgresDatabase, type TestDatabase } from './engines';

/**
 * The production shape: two app instances started at the same moment against one PostgreSQL database
 * (both run migrations on start), then 500 submissions sent 50 at a time, alternating between them.
 * Prints the figures; fails if any submission is lost or any numberId repeats.
 * @long-running: two instances and 500 submissions (~20 s).
 */
const TOTAL = 500;
const CONCURRENCY = 50;

const suite = postgresAdminUrl ? describe : describe.skip;
if (!postgresAdminUrl) {
  console.warn('Two-instance PostgreSQL check skipped: set TEST_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432/postgres');
}

suite('two app instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let apps: RunningApp[] = [];
  const startedAt = Date.now();

  beforeAll(async () => {
    database = await postgresDatabase();
    apps = await startApps(2, database.env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await database?.drop();
  });

  it(`stores ${TOTAL} submissions sent ${CONCURRENCY} at a time, each once, with unique numbers`, async () => {
    const sessions = await Promise.all(
      apps.map(async (app) => {
        const page = await fetch(`${app.baseUrl}/`);
        const cookie = page.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='))?.split(';')[0] ?? '';
        return { app, cookie, token: decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) };
      }),
    );
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const submit = async (index: number) => {
      const { app, cookie, token } = sessions[index % sessions.length]!;
      const started = performance.now();
      const response = await fetch(`${app.baseUrl}/api/drivers`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-XSRF-TOKEN': token, 'Idempotency-Key': `load-${index}-${Date.now()}` },
        body: JSON.stringify(validApplicant({ applicantName: `Load Applicant ${index}` })),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    };

    const started = performance.now();
    for (let batch = 0; batch < TOTAL; batch += CONCURRENCY) {
      await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => submit(batch + i)));
    }
    const seconds = (performance.now() - started) / 1000;

    const rows = await database.rows();
    const numberIds = new Set(rows.map((row) => row.numberId));
    const names = new Set(rows.map((row) => row.applicantName));
    latencies.sort((a, b) => a - b);
    const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(0);
    console.log(
      [
        `two instances, one PostgreSQL: ${TOTAL} submissions, ${CONCURRENCY} at a time`,
        `  answers: ${[...statuses].map(([status, n]) => `${n}×${status}`).join(', ')}`,
        `  rows stored: ${rows.length}, unique numberIds: ${numberIds.size}, distinct applicants: ${names.size}`,
        `  ${seconds.toFixed(1)} s, ${(TOTAL / seconds).toFixed(0)} submissions/s, latency p50 ${percentile(50)} ms, p95 ${percentile(95)} ms, max ${percentile(100)} ms`,
      ].join('\n'),
    );
    expect(statuses.get(201)).toBe(TOTAL);
    expect(rows).toHaveLength(TOTAL);
    expect(numberIds.size).toBe(TOTAL);
    expect(names.size).toBe(TOTAL);
  }, 180_000);

  it('keeps no state on local disk: the key comes from the environment and nothing is written under the app', () => {
    expect(filesWrittenSince(startedAt)).toEqual([]);
  });
});
