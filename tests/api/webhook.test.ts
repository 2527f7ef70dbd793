import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { appPerSuite, fetchCsrfToken } from './app-server';
import { behaviourEngine, type Row, type TestDatabase } from './engines';
import { addStaff, signedIn } from './staff-client';
import { waitFor } from './wait-for';

/**
 * The "new application" webhook, end to end: the production build, a real database, and a receiver
 * in this test that can accept, fail (503) or hang. The app's own signing code is deliberately not imported:
 * the receiver checks the signature the way a third party would.
 */
const engines = behaviourEngine();

const SECRET = 'webhook-test-secret-0123456789';
const SSN = '123-45-6789';
const DOB = '05/07/1990';
const STAFF = { email: 'ada@webhook.test', name: 'Ada Webhook', role: 'admin', password: 'webhook-staff-password-1' };

type Receipt = { raw: Buffer; json: Record<string, unknown>; headers: Record<string, string | string[] | undefined> };
type Mode = 'accept' | 'fail' | 'hang';

/** A stand-in for the receiving system, on 127.0.0.1 and a free port. */
async function startReceiver() {
  const receipts: Receipt[] = [];
  const hung = new Set<Socket>();
  let mode: Mode = 'accept';
  const server: Server = createServer((request, response) => {
    if (mode === 'hang') {
      // Takes the connection and never answers: the worst kind of outage for a sender that waits.
      hung.add(request.socket);
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      receipts.push({ raw, json: JSON.parse(raw.toString('utf8')), headers: request.headers });
      response.writeHead(mode === 'accept' ? 204 : 503).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('receiver has no port');
  return {
    url: `http://127.0.0.1:${address.port}/hooks/applications`,
    receipts,
    hungConnections: () => hung.size,
    for: (numberId: number) => receipts.filter((receipt) => receipt.json.numberId === numberId),
    setMode: (next: Mode) => {
      mode = next;
      // Coming back up after hanging is a restart: the connections it held are dropped.
      if (next !== 'hang') for (const socket of hung) socket.destroy();
      hung.clear();
    },
    stop: () => {
      for (const socket of hung) socket.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The outbox, read straight from the database (engines.ts only reads applicants). */
async function outbox(database: TestDatabase): Promise<Row[]> {
  const query = 'SELECT * FROM "WebhookDelivery" ORDER BY "id"';
  const url = database.env.DATABASE_URL ?? '';
  if (database.name === 'sqlite') {
    const db = new Database(url.slice('file:'.length), { readonly: true });
    try {
      return db.prepare(query).all() as Row[];
    } finally {
      db.close();
    }
  }
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows;
  } finally {
    await client.end();
  }
}

const hmac = (raw: Buffer) => `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`;

describe.each(engines)('application webhook on %s', (_engine, createDatabase) => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let token: string;

  const suite = appPerSuite(createDatabase, async (database, port) => {
    receiver = await startReceiver();
    // The admin for the staff page, made with the real command before the app starts: on SQLite the command's
    // migration step locks the file exclusively and gives up (SQLITE_BUSY) when the running app's worker is polling.
    await addStaff(database.env.DATABASE_URL!, STAFF);
    // The public address is known before the app starts: its staff links come from it, never from a request.
    return {
      APP_BASE_URL: `http://127.0.0.1:${port}`,
      APPLICATION_WEBHOOK_URL: receiver.url,
      APPLICATION_WEBHOOK_SECRET: SECRET,
      // Retries fall due after a fraction of a second instead of 5 s, so an outage and its recovery fit in a test.
      WEBHOOK_RETRY_BASE_MS: '200',
      STAFF_SIGN_IN_RATE_LIMIT: 'off',
    };
  });
  beforeAll(async () => {
    // A page load hands out the CSRF cookie, as in the browser.
    token = await fetchCsrfToken(suite.app.baseUrl);
  });
  // After appPerSuite's own: the app stops before the receiver it sends to.
  afterAll(async () => {
    await receiver?.stop();
  });

  const csrfHeaders = () => ({
    'Content-Type': 'application/json',
    Cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`,
    'X-XSRF-TOKEN': token,
    Origin: suite.app.baseUrl,
  });

  /** Submits one application; returns its answer and how long the answer took. */
  const submit = async (applicantName: string) => {
    const started = Date.now();
    const response = await fetch(`${suite.app.baseUrl}/api/drivers`, {
      method: 'POST',
      headers: csrfHeaders(),
      body: JSON.stringify(validApplicant({ applicantName })),
    });
    const json = (await response.json()) as { numberId: number; creationDate: string };
    return { status: response.status, ms: Date.now() - started, ...json };
  };

  const deliveryOf = async (numberId: number) => (await outbox(suite.database)).find((row) => row.numberId === numberId);

  it('delivers a signed notice with the number, time, name, company and staff link, and nothing personal', async () => {
    receiver.setMode('accept');
    const sent = await submit('Webhook Receiver Test');
    expect(sent.status).toBe(201);
    const row = await waitFor('deliveredAt', async () => {
      const found = await deliveryOf(sent.numberId);
      return found?.deliveredAt ? found : undefined;
    });
    expect(row.attempts).toBe(1);

    const receipts = receiver.for(sent.numberId);
    expect(receipts).toHaveLength(1);
    const { raw, json, headers } = receipts[0] as Receipt;
    expect(json).toEqual({
      event: 'application.submitted',
      numberId: sent.numberId,
      receivedAt: sent.creationDate,
      applicantName: 'Webhook Receiver Test',
      compCode: 'TSKIS',
      url: `${suite.app.baseUrl}/staff/applications/${sent.numberId}`,
    });
    // Neither the keys nor the values of the SSN, date of birth or signature, in any form.
    const text = raw.toString('utf8');
    for (const secret of ['ssn', 'dob', 'signature', SSN, SSN.replaceAll('-', ''), DOB, 'penColor', 'iVBORw0KGgo']) {
      expect([secret, text.includes(secret)]).toEqual([secret, false]);
    }

    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-driver-application-signature']).toBe(hmac(raw));
    expect(headers['x-driver-application-delivery']).toBe(String(row.id));
    const sentAt = Number(headers['x-driver-application-timestamp']) * 1000;
    expect(Math.abs(Date.now() - sentAt)).toBeLessThan(60_000);
  });

  it('retries a notice the receiver refused until it is accepted, with the same delivery id and body', async () => {
    receiver.setMode('fail');
    const sent = await submit('Webhook Retry Test');
    expect(sent.status).toBe(201);
    // Two refused attempts (the second one a backed-off retry), then the receiver recovers.
    await waitFor('two refused attempts', async () => Number((await deliveryOf(sent.numberId))?.attempts) >= 2);
    const failed = await deliveryOf(sent.numberId);
    expect(failed?.deliveredAt).toBeNull();
    expect(failed?.lastStatus).toBe(503);
    receiver.setMode('accept');

    const row = await waitFor('delivery after recovery', async () => {
      const found = await deliveryOf(sent.numberId);
      return found?.deliveredAt ? found : undefined;
    });
    const receipts = receiver.for(sent.numberId);
    expect(Number(row.attempts)).toBeGreaterThan(2);
    expect(receipts).toHaveLength(Number(row.attempts));
    // At-least-once delivery: the receiver recognizes the repeats by their delivery id; the bytes do not change.
    expect(new Set(receipts.map((receipt) => receipt.headers['x-driver-application-delivery']))).toEqual(new Set([String(row.id)]));
    expect(new Set(receipts.map((receipt) => receipt.raw.toString('utf8'))).size).toBe(1);
    for (const receipt of receipts) expect(receipt.headers['x-driver-application-signature']).toBe(hmac(receipt.raw));
  });

  it('neither slows nor loses submissions while the receiver hangs, and delivers them all afterwards', async () => {
    receiver.setMode('hang');
    // First get the worker stuck on the receiver, so the submissions below arrive while a send is in progress.
    const first = await submit('Webhook Hang 00');
    expect(first.status).toBe(201);
    await waitFor('a hung delivery', () => receiver.hungConnections() > 0);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => submit(`Webhook Hang ${String(index + 1).padStart(2, '0')}`)),
    );
    // A correctness bound, not a benchmark: a submission that waited for the receiver would take at least the
    // worker's 10 s send timeout (or forever, as it hangs); 8 s stays below that on a machine busy with other tests.
    for (const answer of [first, ...answers]) expect([answer.status, answer.ms < 8_000]).toEqual([201, true]);
    const numbers = [first, ...answers].map((answer) => answer.numberId);
    expect(new Set(numbers).size).toBe(21);

    const stored = (await suite.database.rows()).filter((row) => String(row.applicantName).startsWith('Webhook Hang'));
    expect(stored.map((row) => Number(row.numberId)).sort((a, b) => a - b)).toEqual([...numbers].sort((a, b) => a - b));
    const pending = (await outbox(suite.database)).filter((row) => numbers.includes(Number(row.numberId)));
    expect(pending).toHaveLength(21);
    expect(pending.every((row) => row.deliveredAt === null)).toBe(true);

    receiver.setMode('accept');
    await waitFor('all 21 deliveries', async () =>
      (await outbox(suite.database)).filter((row) => numbers.includes(Number(row.numberId)) && row.deliveredAt).length === 21,
    );
    for (const numberId of numbers) expect([numberId, receiver.for(numberId).length > 0]).toEqual([numberId, true]);
  }, 60_000);

  it('shows an admin the notices that were not delivered, until they are', async () => {
    const admin = await signedIn(suite.app.baseUrl, STAFF.email, STAFF.password);
    const webhooksPage = async () => {
      const page = await admin.get('/staff/deliveries');
      expect(page.status).toBe(200);
      return page.text;
    };

    receiver.setMode('fail');
    const sent = await submit('Webhook Staff Page Test');
    await waitFor('a refused attempt', async () => Number((await deliveryOf(sent.numberId))?.attempts) >= 1);
    const listed = await webhooksPage();
    expect(listed).toContain(`href="/staff/applications/${sent.numberId}"`);
    expect(listed).toContain('HTTP 503');
    expect(listed).not.toContain('Webhook Staff Page Test'); // the list shows outcomes, never the notice's body

    receiver.setMode('accept');
    await waitFor('the delivery', async () => Boolean((await deliveryOf(sent.numberId))?.deliveredAt));
    expect(await webhooksPage()).toContain('All new-application notices were delivered.');
  }, 60_000);
});
