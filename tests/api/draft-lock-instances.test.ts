import { DRAFT_DOB, firstFourSteps } from '@/tests/fixtures/draft-answers';
import { startApps, type RunningApp } from './app-server';
import { sqliteDatabase, type TestDatabase } from './engines';
import { StaffClient } from './staff-client';

/**
 * The date-of-birth lock of a saved draft is counted where every instance sees it: two instances behind one
 * address share the five tries, with the counters in the database and (TEST_REDIS_URL) in Redis.
 * @long-running: two instances, on each engine's counters (~15 s).
 */
const redisUrl = process.env.TEST_REDIS_URL ?? '';
if (!redisUrl) console.warn('Redis draft-lock suite skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379/11');

const stores: Array<[string, Record<string, string>]> = [['the database', {}]];
if (redisUrl) stores.push(['Redis', { REDIS_URL: redisUrl }]);

describe.each(stores)('the draft lock across two instances, counters in %s', (_store, storeEnv) => {
  let database: TestDatabase;
  let apps: RunningApp[];

  beforeAll(async () => {
    database = sqliteDatabase();
    apps = await startApps(2, { ...database.env, ...storeEnv, APP_BASE_URL: 'https://apply.example.com' });
  }, 120_000);

  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app.stop()));
    await database?.drop();
  });

  it('shares the five tries: wrong dates sent to either instance lock the draft on both', async () => {
    const [first, second] = await Promise.all(apps.map((app) => new StaffClient(app.baseUrl).open()));
    const saved = await first!.post('/api/drafts', { compCode: 'acme', step: 4, answers: firstFourSteps() });
    expect(saved.status).toBe(201);
    const token = String(saved.json().token);

    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const client = i % 2 === 0 ? first! : second!;
      statuses.push((await client.post('/api/drafts/open', { token, dob: `02/0${i + 1}/1970` })).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    for (const client of [first!, second!]) {
      const right = await client.post('/api/drafts/open', { token, dob: DRAFT_DOB });
      expect(right.status).toBe(429);
      expect(right.json().error).toMatch(/locked/);
    }
  });
});
