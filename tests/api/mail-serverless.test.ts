import { appPerSuite } from './app-server';
import { sqliteDatabase, type Row } from './engines';
import { runScript } from './run-script';
import { selfSignedCertificate, startSmtpSink, type SmtpSink } from './smtp-sink';
import { StaffClient, submitApplication } from './staff-client';
import { waitFor } from './wait-for';

/**
 * Mail on a host without long-lived processes: the app runs as `next start` (no server.mjs, migrations
 * run beforehand as a release step), with DELIVERY_WORKER=off, so nothing sends on a timer. A notice goes out by
 * `after()` once the submission's answer is sent, or when the scheduler calls GET /api/cron/deliveries with the
 * secret. The SMTP server offers STARTTLS with a certificate made for this run and requires a sign-in, as a
 * provider's port 587 does; the app trusts the certificate through NODE_EXTRA_CA_CERTS.
 */
const CRON_SECRET = 'cron-secret-for-the-mail-test-0123';

describe('mail without a delivery worker (next start, after(), cron route)', () => {
  let sink: SmtpSink;
  let certificate: Awaited<ReturnType<typeof selfSignedCertificate>>;
  let applicant: StaffClient;

  const suite = appPerSuite(sqliteDatabase, async (database, port) => {
    certificate = await selfSignedCertificate();
    sink = await startSmtpSink({ tls: certificate, user: { name: 'mailer', pass: 's3cret pass' } });
    expect((await runScript('scripts/db-migrate.mjs', [], database.env.DATABASE_URL)).code).toBe(0);
    return {
      APP_BASE_URL: `http://127.0.0.1:${port}`,
      // A typical provider: port 587, STARTTLS, a sign-in (the space in the password is URL-encoded).
      SMTP_URL: `smtp://mailer:s3cret%20pass@127.0.0.1:${sink.port}`,
      MAIL_FROM: 'hiring@tskis.test',
      OFFICE_NOTIFY_EMAILS: 'office@staffing.test',
      NODE_EXTRA_CA_CERTS: certificate.certFile,
      DELIVERY_WORKER: 'off',
      CRON_SECRET,
      WEBHOOK_RETRY_BASE_MS: '200',
    };
  }, { server: 'next-start' });
  beforeAll(async () => {
    applicant = await new StaffClient(suite.app.baseUrl).open();
  });
  // After appPerSuite's own: the app stops before its mail server.
  afterAll(async () => {
    await sink?.stop();
    certificate?.remove();
  });

  const deliveries = (numberId: number): Promise<Row[]> =>
    suite.database.select(`SELECT * FROM "WebhookDelivery" WHERE "numberId" = ${Number(numberId)} ORDER BY "id"`);
  const cron = (authorization?: string) =>
    fetch(`${suite.app.baseUrl}/api/cron/deliveries`, { headers: authorization ? { Authorization: authorization } : {} });

  it('sends the office notice and the receipt right after the answer, over STARTTLS, with no worker running', async () => {
    const numberId = await submitApplication(applicant, { applicantName: 'After Response' });
    const messages = await waitFor('both mails', () => (sink.about(numberId).length === 2 ? sink.about(numberId) : undefined), 15_000);
    expect(messages.map((message) => message.mail.subject).sort()).toEqual([
      `Application received: No. ${numberId} (TSKIS)`,
      'New application: After Response (TSKIS)',
    ]);
    // Encrypted (STARTTLS on the plain port) and signed in: how the credentials in SMTP_URL travel.
    for (const message of messages) expect([message.secure, message.user]).toEqual([true, 'mailer']);
    // The start-up line names the server, never the password in SMTP_URL.
    expect(suite.app.output()).toContain(`[mail] sending through 127.0.0.1:${sink.port} from hiring@tskis.test`);
    expect(suite.app.output()).not.toContain('s3cret');
  });

  it('answers 401 to the cron route without the right secret', async () => {
    for (const authorization of [undefined, 'Bearer', `Bearer ${CRON_SECRET}x`, `Basic ${CRON_SECRET}`, CRON_SECRET, `Bearer ${CRON_SECRET.slice(0, -1)}`]) {
      const response = await cron(authorization);
      expect([authorization, response.status]).toEqual([authorization, 401]);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('sends what is due when the scheduler calls with the secret', async () => {
    // The after-response send fails (the server refuses), so the notices wait in the outbox for a later try.
    sink.setMode('refuse');
    const numberId = await submitApplication(applicant, { applicantName: 'Cron Delivered' });
    await waitFor('the refused first try', async () => {
      const rows = await deliveries(numberId);
      return rows.length === 2 && rows.every((row) => Number(row.attempts) === 1);
    });
    sink.setMode('accept');
    // Without a worker, nothing sends them by itself.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sink.about(numberId)).toHaveLength(0);

    const response = await cron(`Bearer ${CRON_SECRET}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ claimed: 2, delivered: 2, failed: 0 });
    expect(sink.about(numberId)).toHaveLength(2);
    expect((await deliveries(numberId)).every((row) => row.deliveredAt && Number(row.attempts) === 2)).toBe(true);
    // Called again, there is nothing left to send.
    expect(await (await cron(`Bearer ${CRON_SECRET}`)).json()).toEqual({ claimed: 0, delivered: 0, failed: 0 });
  }, 30_000);
});
