import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { sqliteAppPerSuite, startAppsOn, type RunningApp } from './app-server';
import { migratedSqliteDatabase, testEngines, type TestDatabase } from './engines';
import { addStaff, StaffClient } from './staff-client';

/**
 * Abuse limits: applications per client IP, staff sign-in per IP and per account, counted in the
 * database (or Redis) so every instance enforces one limit; and which client IP is believed (TRUST_PROXY).
 * @long-running: seven app starts, two at a time (~35 s).
 */
const redisUrl = process.env.TEST_REDIS_URL ?? '';
if (!redisUrl) console.warn('Redis rate-limit suite skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379/15');

// A new account name per run: Redis keeps an account's failures for a day.
const ADMIN = { email: `limits-${Date.now()}@example.com`, name: 'Lee Limits', role: 'admin', password: 'correct horse battery' };

type Store = [string, () => Promise<TestDatabase>, Record<string, string>];
const stores: Store[] = testEngines('rate-limit suite').map(([engine, create]) => [engine, create, {}]);
if (redisUrl) stores.push(['Redis (with SQLite)', migratedSqliteDatabase, { REDIS_URL: redisUrl }]);

const post = (client: StaffClient, ip: string, body = validApplicant({})) =>
  client.request('/api/drivers', { method: 'POST', body: JSON.stringify(body), headers: { 'X-Forwarded-For': ip } });

describe.each(stores)('rate limits, counters in %s', (_store, createDatabase, storeEnv) => {
  let database: TestDatabase;
  let apps: RunningApp[];
  // Address ranges of their own per run (an IPv4 range, another, a /64), so Redis counters left by an earlier run
  // never count here.
  const net = `198.51.${Math.floor(Math.random() * 200)}`;
  const v4 = `203.0.${Math.floor(Math.random() * 250)}`;
  const v6 = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;

  beforeAll(async () => {
    database = await createDatabase();
    await addStaff(database.env.DATABASE_URL!, ADMIN);
    // The default submission limit (10 a minute; the test harness turns it off unless told), behind one trusted proxy.
    const env = { ...storeEnv, TRUST_PROXY: '1', SUBMISSION_RATE_LIMIT: '10/minute,100/day' };
    // Two instances on one database: a limit that lived in one process's memory would let 20 through.
    apps = await startAppsOn(2, database, env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app.stop()));
    await database?.drop();
  });

  it('accepts 10 applications a minute from one IP across both instances, then answers 429 with Retry-After; nothing more is stored', async () => {
    const clients = await Promise.all(apps.map((app) => new StaffClient(app.baseUrl).open()));
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) statuses.push((await post(clients[index % 2]!, `${net}.1`)).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);

    const refused = await post(clients[0]!, `${net}.1`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.json().error).toMatch(/Too many applications were sent from this network/);
    const stored = (await database.rows()).filter((row) => row.submitterIp === `${net}.1`);
    expect(stored).toHaveLength(10);

    // Another household is not affected.
    expect((await post(clients[1]!, `${net}.2`)).status).toBe(201);
  });

  it('locks an account after 5 wrong passwords, whatever IPs they come from, and refuses even the right one', async () => {
    const client = await new StaffClient(apps[0]!.baseUrl).open();
    const signIn = (password: string, ip: string) =>
      client.request('/api/auth/sign-in/email', {
        method: 'POST',
        body: JSON.stringify({ email: ADMIN.email, password }),
        headers: { 'X-Forwarded-For': ip },
      });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) statuses.push((await signIn(`guess ${attempt}`, `${net}.${10 + attempt}`)).status);
    const locked = await signIn(ADMIN.password, `${net}.20`);
    expect([...statuses, locked.status]).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(client.sessionCookie()).toBeUndefined();

    const refusals = await database.select(`SELECT "detail", "ip" FROM "AuditEvent" WHERE "action" = 'sign-in-refused'`);
    expect(refusals).toEqual([{ detail: JSON.stringify({ email: ADMIN.email }), ip: `${net}.20` }]);
  });

  it('meets 429 after 10 applications from 14 addresses of one IPv6 /64, as from one address; however each is written', async () => {
    const client = await new StaffClient(apps[0]!.baseUrl).open();
    // Fourteen addresses of one /64, as a phone or a home router hands them out, in every way one can be written.
    const addresses = Array.from({ length: 14 }, (_, index) => {
      const host = (0x1000 + index * 0x1111).toString(16);
      const spellings = [`${v6}::${host}`, `${v6}:0:0:0:${host}`, `${v6.toUpperCase()}::${host.toUpperCase()}`, `[${v6}:0::${host}]`];
      return spellings[index % spellings.length]!;
    });
    const statuses: number[] = [];
    for (const address of addresses) statuses.push((await post(client, address)).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429, 429, 429]);
    // The next /64 is another subscriber.
    expect((await post(client, `${v6.replace(/:[0-9a-f]+$/, ':ffff')}::1`)).status).toBe(201);
    // The counters are keyed by the network, never by an address.
    if (database.name === 'sqlite' && !storeEnv.REDIS_URL) {
      const keys = (await database.select(`SELECT "key" FROM "RateLimitCounter" WHERE "key" LIKE 'submit:2001:db8:%'`)).map((row) => row.key);
      expect(keys).toContain(`submit:${v6}::/64:minute`);
      expect(keys.every((key) => String(key).includes('::/64:'))).toBe(true);
    }
  });

  it('counts an IPv4 client by its address: neighbours are apart, the IPv4-mapped IPv6 form is the same client', async () => {
    const client = await new StaffClient(apps[1]!.baseUrl).open();
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      statuses.push((await post(client, index % 2 === 0 ? `${v4}.7` : `::ffff:${v4}.7`)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    expect((await post(client, `${v4}.8`)).status).toBe(201);
  });

  it('takes the client IP the proxy appended, not one the client put in front of it', async () => {
    const client = await new StaffClient(apps[0]!.baseUrl).open();
    expect((await post(client, `10.6.6.6, ${net}.44`)).status).toBe(201);
    const stored = (await database.rows()).map((row) => row.submitterIp);
    expect(stored).toContain(`${net}.44`);
    expect(stored).not.toContain('10.6.6.6');
  });
});

describe('client IP', () => {
  // No TRUST_PROXY: nothing is in front, so forwarding headers are anyone's words.
  const suite = sqliteAppPerSuite({ SUBMISSION_RATE_LIMIT: '2/minute' });

  it('is the socket address without TRUST_PROXY: a made-up X-Forwarded-For neither lands in the record nor escapes the limit', async () => {
    const client = await new StaffClient(suite.app.baseUrl).open();
    const statuses = [];
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) statuses.push((await post(client, ip)).status);
    expect(statuses).toEqual([201, 201, 429]);
    const stored = (await suite.database.rows()).map((row) => row.submitterIp);
    expect(stored).toEqual(['127.0.0.1', '127.0.0.1']);
  });

  it('ignores a made-up X-Forwarded-Proto (no HSTS over plain http)', async () => {
    const page = await fetch(`${suite.app.baseUrl}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });
});
