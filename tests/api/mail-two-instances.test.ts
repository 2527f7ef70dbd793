import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { startApps, type RunningApp } from './app-server';
import { postgresAdminUrl, postgresDatabase, type TestDatabase } from './engines';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * At-least-once without doubles: two app instances on one PostgreSQL database, each with its delivery
 * worker, while a scheduler calls the cron route of both over and over: 100 submissions must come out as exactly
 * 100 office notices and 100 receipts, none sent twice. Every sender claims a row before sending it.
 * @long-running: two instances, a hundred submissions, their mail (~25 s).
 */
const TOTAL = 100;
const CONCURRENCY = 10;
const CRON_SECRET = 'cron-secret-two-instances-0123';

const suite = postgresAdminUrl ? describe : describe.skip;
if (!postgresAdminUrl) {
  console.warn('Two-instance mail check skipped: set TEST_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432/postgres');
}

suite('mail from two app instances and the cron route on one PostgreSQL', () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let apps: RunningApp[] = [];

  beforeAll(async () => {
    database = await postgresDatabase();
    sink = await startSmtpSink();
    apps = await startApps(2, {
      ...database.env,
      APP_BASE_URL: 'https://apply.example.com',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: 'hiring@tskis.test',
      OFFICE_NOTIFY_EMAILS: 'office@staffing.test',
      CRON_SECRET,
      // 100 receipts to the fixture's one address: the per-address receipt limit is off for this load.
      RECEIPT_RATE_LIMIT: 'off',
    });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await sink?.stop();
    await database?.drop();
  });

  it(`turns ${TOTAL} submissions into exactly ${TOTAL} office notices and ${TOTAL} receipts`, async () => {
    const sessions = await Promise.all(
      apps.map(async (app) => {
        const page = await fetch(`${app.baseUrl}/`);
        const cookie = page.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='))?.split(';')[0] ?? '';
        return { app, cookie, token: decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) };
      }),
    );
    let submitting = true;
    // The scheduler, on both instances at once, all the while: a third and fourth sender beside the two workers.
    const cronCalls: number[] = [];
    const scheduler = Promise.all(apps.map(async (app) => {
      while (submitting || cronCalls.length < 4) {
        const response = await fetch(`${app.baseUrl}/api/cron/deliveries`, { headers: { Authorization: `Bearer ${CRON_SECRET}` } });
        cronCalls.push(response.status);
        await response.body?.cancel();
      }
    }));

    const numbers: number[] = [];
    const latencies: number[] = [];
    for (let start = 0; start < TOTAL; start += CONCURRENCY) {
      await Promise.all(Array.from({ length: CONCURRENCY }, async (_, offset) => {
        const index = start + offset;
        const { app, cookie, token } = sessions[index % sessions.length]!;
        const started = performance.now();
        const response = await fetch(`${app.baseUrl}/api/drivers`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-XSRF-TOKEN': token, Origin: app.baseUrl },
          body: JSON.stringify(validApplicant({ applicantName: `Twice Never ${index}` })),
        });
        latencies.push(performance.now() - started);
        expect(response.status).toBe(201);
        numbers.push(Number(((await response.json()) as { numberId: number }).numberId));
      }));
    }
    submitting = false;

    const deadline = Date.now() + 60_000;
    while (sink.received.length < 2 * TOTAL && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    await scheduler;
    // A little longer: a double would arrive after the 200th message.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    expect(new Set(numbers).size).toBe(TOTAL);
    expect(cronCalls.every((status) => status === 200)).toBe(true);
    const office = sink.received.filter((message) => message.rcptTo.join() === 'office@staffing.test');
    const receipts = sink.received.filter((message) => message.rcptTo.join() === 'jordan.rivers@example.com');
    const numberIn = (text: string | undefined) => Number(/(?:number: |number is )(\d+)/.exec(text ?? '')?.[1]);
    expect([office.length, receipts.length, sink.received.length]).toEqual([TOTAL, TOTAL, 2 * TOTAL]);
    expect(new Set(office.map((message) => numberIn(message.mail.text))).size).toBe(TOTAL);
    expect(new Set(receipts.map((message) => numberIn(message.mail.text))).size).toBe(TOTAL);
    expect([...new Set(office.map((message) => numberIn(message.mail.text)))].sort((a, b) => a - b)).toEqual([...numbers].sort((a, b) => a - b));
    const rows = await database.select('SELECT "kind", "attempts", "deliveredAt" FROM "WebhookDelivery"');
    expect(rows).toHaveLength(2 * TOTAL);
    expect(rows.every((row) => row.deliveredAt !== null && Number(row.attempts) === 1)).toBe(true);

    latencies.sort((a, b) => a - b);
    console.log(
      `mail, 2 instances + cron: ${TOTAL} submissions, p50 ${latencies[TOTAL / 2]!.toFixed(0)} ms, ` +
      `max ${latencies[TOTAL - 1]!.toFixed(0)} ms; ${sink.received.length} mails; ${cronCalls.length} cron calls`,
    );
  }, 180_000);
});
