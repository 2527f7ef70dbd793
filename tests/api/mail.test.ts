import { createHash } from 'node:crypto';
import { createServer as createNetServer, type Socket } from 'node:net';
import { legacyApplicant, validApplicant } from '@/tests/fixtures/applicant.mjs';
import { behaviourEngine, type Row } from './engines';
import { runScript } from './run-script';
import type { Received } from './smtp-sink';
import { withCdlPhotos } from './document-client';
import { pdfText, staffAppPerSuite, submitApplication } from './staff-client';
import { waitFor } from './wait-for';

/**
 * Mail about new applications, end to end: the production build, a real database and a real SMTP server
 * in this test (smtp-server, plain: no STARTTLS offered), whose messages are read back with mailparser. The office's
 * notice goes to the carrier's list (or OFFICE_NOTIFY_EMAILS), the applicant's receipt to the address they gave.
 */
const engines = behaviourEngine();
const ADMIN = { email: 'ada@mail.test', name: 'Ada Mail', role: 'admin', password: 'mail-staff-password-1' };
const SSN = '123-45-6789';
const DOB = '05/07/1990';
/** Everything personal in the fixture that a mail must never carry, in the forms it could take. */
const NEVER_IN_MAIL = [SSN, SSN.replaceAll('-', ''), '6789', DOB, '1990', '4410 Westheimer', 'Houston, TX', '77027', 'penColor', 'iVBORw0KGgo', 'D1234567'];
/** In the raw message only the long ones: its random Message-ID and MIME boundaries could hold four digits by chance. */
const NEVER_IN_RAW = NEVER_IN_MAIL.filter((secret) => secret.length > 5);

const addresses = (message: Received) => (Array.isArray(message.mail.to) ? message.mail.to : [message.mail.to])
  .flatMap((to) => to?.value ?? []).map((to) => to.address).sort();

describe.each(engines)('mail on %s', (_engine, createDatabase) => {
  const suite = staffAppPerSuite(createDatabase, [ADMIN], {
    mail: true,
    beforeStart: async (databaseUrl) => {
      // The carrier's own list, set from the command line; upper-case and repeats are tidied.
      const made = await runScript('scripts/company-add.mjs', [
        '--code', 'TSKIS', '--name', 'TSK Interstate Services LLC', '--address', '1 Yard Rd, Dallas, TX 75201',
        '--notify', 'dispatch@tskis.test, HR@tskis.test,hr@tskis.test',
      ], databaseUrl);
      expect(made).toEqual({ code: 0, output: expect.stringContaining('New applications are mailed to dispatch@tskis.test, hr@tskis.test.') });
    },
    env: {
      // The outbox worker sends here: what this suite is about.
      DELIVERY_WORKER: 'on',
      OFFICE_NOTIFY_EMAILS: 'office@staffing.test',
      // Retries fall due after a fraction of a second instead of 5 s, so an outage and its recovery fit in a test.
      WEBHOOK_RETRY_BASE_MS: '200',
      // More applications than one address may send in a minute; the receipt limit stays at its default (3 a day).
      SUBMISSION_RATE_LIMIT: 'off',
    },
  });

  const deliveries = (numberId: number): Promise<Row[]> =>
    suite.database.select(`SELECT * FROM "WebhookDelivery" WHERE "numberId" = ${Number(numberId)} ORDER BY "id"`);

  it('says once at start which server mail goes through', () => {
    expect(suite.app.output()).toContain(`[mail] sending through 127.0.0.1:${suite.sink.port} from hiring@tskis.test`);
  });

  it("mails the carrier's list a notice and the applicant a receipt, with the number and nothing personal", async () => {
    const numberId = await submitApplication(suite.applicant, { applicantName: 'Jane Driver' });
    const [notice, receipt] = await waitFor('both mails', () => {
      const about = suite.sink.about(numberId);
      const office = about.find((message) => message.mail.subject?.startsWith('New application'));
      const own = about.find((message) => message.mail.subject?.startsWith('Application received'));
      return office && own ? [office, own] : undefined;
    });

    expect(notice.rcptTo.sort()).toEqual(['dispatch@tskis.test', 'hr@tskis.test']);
    expect(addresses(notice)).toEqual(['dispatch@tskis.test', 'hr@tskis.test']);
    expect(notice.mail.from?.value).toEqual([{ name: 'TSK Hiring', address: 'hiring@tskis.test' }]);
    expect(notice.mail.subject).toBe('New application: Jane Driver (TSKIS)');
    const [stored] = (await suite.database.rows()).filter((row) => Number(row.numberId) === numberId);
    const received = new Date(String(stored?.creationDate)).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    expect(notice.mail.text).toContain(`Application number: ${numberId}`);
    expect(notice.mail.text).toContain(`Received: ${received} UTC`);
    expect(notice.mail.text).toContain('Company: TSK Interstate Services LLC (TSKIS)');
    expect(notice.mail.text).toContain('Phone: (713) 555-0142');
    expect(notice.mail.text).toContain(`${suite.app.baseUrl}/staff/applications/${numberId}`);
    expect(notice.mail.text).not.toContain('Incomplete');
    expect(notice.mail.html).toContain(`href="${suite.app.baseUrl}/staff/applications/${numberId}"`);

    expect(receipt.rcptTo).toEqual(['jordan.rivers@example.com']);
    expect(receipt.mail.subject).toBe(`Application received: No. ${numberId} (TSK Interstate Services LLC)`);
    expect(receipt.mail.text).toContain(`Your application number is ${numberId}.`);
    expect(receipt.mail.text).toContain(`TSK Interstate Services LLC received your driver application on ${received} UTC.`);
    expect(receipt.mail.text).toContain('What happens next');
    expect(receipt.mail.html).toContain(`Application No. ${numberId} received`);
    expect(receipt.mail.text).not.toContain('/staff/'); // the applicant gets no link into the staff area

    // The whole message as the server got it (headers, both parts, any encoding decoded by mailparser).
    for (const message of [notice, receipt]) {
      const decoded = `${message.mail.subject}\n${message.mail.text}\n${message.mail.html}`;
      for (const secret of NEVER_IN_MAIL) expect([secret, decoded.includes(secret)]).toEqual([secret, false]);
      for (const secret of NEVER_IN_RAW) expect([secret, message.raw.includes(secret)]).toEqual([secret, false]);
      expect(message.mail.headers.get('auto-submitted')).toBe('auto-generated');
    }
    // Each sent once, and recorded as delivered.
    expect(suite.sink.about(numberId)).toHaveLength(2);
    const rows = await waitFor('delivered rows', async () => {
      const found = await deliveries(numberId);
      return found.length === 2 && found.every((row) => row.deliveredAt) ? found : undefined;
    });
    expect(rows.map((row) => [row.kind, Number(row.attempts), row.lastStatus === null ? null : Number(row.lastStatus)])).toEqual([
      ['office-mail', 1, 250],
      ['receipt-mail', 1, 250],
    ]);
  });

  it('writes the receipt in Spanish to an applicant who applied in Spanish; the office is told in English', async () => {
    const answer = await suite.applicant.post('/api/drivers', await withCdlPhotos(suite.applicant, validApplicant({ applicantName: 'Juana Conductora', email: 'juana.conductora@example.com' })), {
      headers: { 'Shown-Language': 'es' },
    });
    expect(answer.status).toBe(201);
    const numberId = Number(answer.json().numberId);
    const [notice, receipt] = await waitFor('both mails', () => {
      const office = suite.sink.about(numberId).find((message) => message.mail.subject?.startsWith('New application'));
      const own = suite.sink.received.find((message) => message.mail.subject === `Solicitud recibida: n.º ${numberId} (TSK Interstate Services LLC)`);
      return office && own ? [office, own] : undefined;
    });
    expect(receipt.mail.subject).toBe(`Solicitud recibida: n.º ${numberId} (TSK Interstate Services LLC)`);
    expect(receipt.mail.text).toContain(`Su número de solicitud es ${numberId}.`);
    expect(receipt.mail.text).not.toContain('What happens next');
    expect(notice.mail.subject).toBe('New application: Juana Conductora (TSKIS)');
  });

  it("puts the link to the applicant's own copy into the receipt; the outbox row forgets it once the receipt is delivered", async () => {
    // The mail server refuses at first, so the row is seen holding the link while the receipt is not delivered.
    suite.sink.setMode('refuse');
    let numberId = 0;
    let copyPath = '';
    try {
      const answer = await suite.applicant.post('/api/drivers', validApplicant({ applicantName: 'Copy Driver', email: 'copy.driver@example.com' }));
      expect(answer.status).toBe(201);
      numberId = Number(answer.json().numberId);
      // One link for the confirmation's download button and the receipt.
      copyPath = answer.headers.get('applicant-copy-url') ?? '';
      expect(copyPath).toMatch(/^\/copy\/[A-Za-z0-9_-]{43}$/);
      const pending = await waitFor('a refused try', async () => {
        const rows = await deliveries(numberId);
        return rows.some((row) => row.kind === 'receipt-mail' && Number(row.attempts) >= 1) ? rows : undefined;
      });
      const token = copyPath.slice(copyPath.lastIndexOf('/') + 1);
      expect(pending.filter((row) => String(row.body).includes(token)).map((row) => row.kind)).toEqual(['receipt-mail']);
    } finally {
      suite.sink.setMode('accept');
    }
    const token = copyPath.slice(copyPath.lastIndexOf('/') + 1);

    const [notice, receipt] = await waitFor('both mails', () => {
      const about = suite.sink.about(numberId);
      const office = about.find((message) => message.mail.subject?.startsWith('New application'));
      const own = about.find((message) => message.mail.subject?.startsWith('Application received'));
      return office && own ? [office, own] : undefined;
    });
    expect(receipt.mail.text).toMatch(/A copy of your application \(PDF\) can be downloaded until .+, with your date of birth:\n/);
    expect(receipt.mail.text).toContain(`${suite.app.baseUrl}${copyPath}\n`);
    expect(receipt.mail.html).toContain(`href="${suite.app.baseUrl}${copyPath}"`);
    expect(notice.raw.includes(token)).toBe(false); // the office's notice never carries it

    // The link in the mail opens the page that asks for the date of birth; the right one downloads the applicant's PDF.
    const link = /http\S+\/copy\/[A-Za-z0-9_-]{43}/.exec(receipt.mail.text ?? '')![0];
    const page = await suite.applicant.get(new URL(link).pathname);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('Copy Driver');
    const pdf = await suite.applicant.post('/api/applicant-copy', { token: link.slice(link.lastIndexOf('/') + 1), dob: '05/07/1990' });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(await pdfText(pdf.bytes)).toContain('Copy Driver');

    // Delivered: the row keeps the receipt's content, not the link; the database keeps only the token's hash.
    const rows = await waitFor('delivered rows', async () => {
      const found = await deliveries(numberId);
      return found.length === 2 && found.every((row) => row.deliveredAt) ? found : undefined;
    });
    expect(JSON.stringify(rows).includes(token)).toBe(false);
    const kept = JSON.parse(String(rows.find((row) => row.kind === 'receipt-mail')?.body));
    expect(kept).toMatchObject({ applicantName: 'Copy Driver', compCode: 'TSKIS' });
    expect(kept.copyLink).toBeUndefined();
    const links = await suite.database.select('SELECT * FROM "ApplicantCopyLink"');
    expect(JSON.stringify(links).includes(token)).toBe(false);
    expect(links.some((row) => row.tokenHash === createHash('sha256').update(token).digest('hex'))).toBe(true);
  });

  it('falls back to OFFICE_NOTIFY_EMAILS, flags a 391.21-incomplete application, and sends no receipt without an email', async () => {
    // The original client's payload: none of the 391.21 items, no email; a code without a carrier record.
    const numberId = await submitApplication(suite.applicant, { compCode: 'nolist', applicantName: 'Line\r\nBcc: evil@x.test Break' }, legacyApplicant);
    const notice = await waitFor('the notice', () => suite.sink.about(numberId)[0]);
    expect(notice.rcptTo).toEqual(['office@staffing.test']);
    // A line break in the name cannot add a header: it is a space in the subject.
    expect(notice.mail.subject).toBe('New application: Line Bcc: evil@x.test Break (NOLIST)');
    expect(notice.mail.headers.has('bcc')).toBe(false);
    expect(notice.mail.text).toContain('Company: NOLIST');
    expect(notice.mail.text).toContain('Phone: not given');
    expect(notice.mail.text).toContain("Incomplete under 49 CFR 391.21: it lacks 391.21(b)(2) the applicant's address;");
    await waitFor('the delivered row', async () => (await deliveries(numberId)).every((row) => row.deliveredAt));
    expect((await deliveries(numberId)).map((row) => row.kind)).toEqual(['office-mail']);
    expect(suite.sink.about(numberId)).toHaveLength(1);
  });

  it('mails one address at most 3 receipts a day: the fourth application is stored, its receipt skipped and audited', async () => {
    // Receipts aimed at a stranger: the same address, however it is written.
    const spellings = ['stranger@example.org', 'Stranger@Example.org', ' STRANGER@example.ORG', 'stranger@example.org'];
    const numbers: number[] = [];
    for (const [index, email] of spellings.entries()) {
      numbers.push(await submitApplication(suite.applicant, { applicantName: `Prank ${index}`, email }));
    }
    await waitFor('three receipts and four notices', () =>
      numbers.slice(0, 3).every((numberId) => suite.sink.about(numberId).length === 2) && suite.sink.about(numbers[3]!).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const receipts = suite.sink.received.filter((message) => message.mail.subject?.startsWith('Application received') && /stranger@example\.org/i.test(message.rcptTo.join()));
    expect(receipts).toHaveLength(3);
    // All four are stored; the fourth has the office's notice and no receipt row.
    const stored = (await suite.database.rows()).filter((row) => String(row.applicantName).startsWith('Prank '));
    expect(stored).toHaveLength(4);
    expect((await deliveries(numbers[3]!)).map((row) => row.kind)).toEqual(['office-mail']);
    const skipped = await suite.database.select(`SELECT "numberId", "staffEmail", "detail" FROM "AuditEvent" WHERE "action" = 'receipt-skipped'`);
    expect(skipped.map((row) => [Number(row.numberId), row.staffEmail, row.detail])).toEqual([[numbers[3], '', '{}']]);
    // The counters hold a keyed digest of the address, never the address.
    const counters = JSON.stringify(await suite.database.select('SELECT "key" FROM "RateLimitCounter"'));
    expect(counters).toContain('receipt:');
    expect(counters.toLowerCase()).not.toContain('stranger');
    // Another address is not affected.
    const other = await submitApplication(suite.applicant, { applicantName: 'Prank Other', email: 'someone.else@example.org' });
    await waitFor('its receipt', () => suite.sink.about(other).length === 2);
  });

  it('retries mail the server refuses (550), shows it to an admin, who can send it again once fixed', async () => {
    const admin = suite.staff[0]!;
    suite.sink.setMode('refuse');
    const numberId = await submitApplication(suite.applicant, { applicantName: 'Refused Recipient', email: 'refused.recipient@example.com' });
    const refused = await waitFor('two refused attempts of each mail', async () => {
      const rows = await deliveries(numberId);
      return rows.length === 2 && rows.every((row) => Number(row.attempts) >= 2) ? rows : undefined;
    });
    for (const row of refused) {
      expect(row.deliveredAt).toBeNull();
      expect(Number(row.lastStatus)).toBe(550);
      expect(row.lastError).toBe('SMTP 550 every recipient refused');
    }
    expect(suite.sink.about(numberId)).toHaveLength(0);

    const page = await admin.get('/staff/deliveries');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1');
    expect(page.text).toContain('Deliveries');
    expect(page.text).toContain(`href="/staff/applications/${numberId}"`);
    expect(page.text).toContain('SMTP 550 every recipient refused');
    expect(page.text).toContain('dispatch@tskis.test, hr@tskis.test');
    expect(page.text).toContain('Receipt to applicant');
    expect(page.text).not.toContain('Refused Recipient'); // outcomes and addresses only, never the notice's content
    // The old address still leads there.
    expect((await admin.get('/staff/webhooks')).headers.get('location')).toBe('/staff/deliveries');

    // The server is fixed; the admin does not wait for the backoff. A reviewer may not do this, nor a stranger.
    suite.sink.setMode('accept');
    const office = refused.find((row) => row.kind === 'office-mail')!;
    expect((await suite.applicant.post(`/api/staff/deliveries/${Number(office.id)}/retry`, {})).status).toBe(401);
    const retried = await admin.post(`/api/staff/deliveries/${Number(office.id)}/retry`, {});
    expect([retried.status, retried.json()]).toEqual([200, { id: Number(office.id), due: true }]);
    await waitFor('both mails after recovery', () => suite.sink.about(numberId).length === 2);
    await waitFor('delivered rows', async () => (await deliveries(numberId)).every((row) => row.deliveredAt));
    expect((await admin.post(`/api/staff/deliveries/${Number(office.id)}/retry`, {})).status).toBe(404);
    const audit = await suite.database.select(`SELECT "numberId", "detail" FROM "AuditEvent" WHERE "action" = 'delivery-retried'`);
    expect(audit.map((row) => [Number(row.numberId), JSON.parse(String(row.detail))])).toEqual([
      [numberId, { deliveryId: Number(office.id), kind: 'office-mail' }],
    ]);
    expect((await admin.get('/staff/deliveries')).text).toContain('All new-application notices were delivered.');
  }, 60_000);

  /**
   * `count` applications sent at once, each stored (201) without waiting for its mail. A correctness bound, not a
   * benchmark: a submission that waited for the mail server would take at least the 10 s connection timeout; 5 s
   * stays well below that on a machine busy with other tests. Their numbers, in order.
   */
  async function submitWithoutWaitingForMail(count: number, name: string): Promise<number[]> {
    const email = name.toLowerCase().replace(' ', '.');
    const answers = await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const started = Date.now();
        const response = await suite.applicant.post('/api/drivers', validApplicant({ applicantName: `${name} ${index}`, email: `${email}.${index}@example.com` }));
        return { status: response.status, ms: Date.now() - started, numberId: Number(response.json().numberId) };
      }),
    );
    for (const answer of answers) expect([answer.status, answer.ms < 5_000]).toEqual([201, true]);
    return answers.map((answer) => answer.numberId);
  }

  // A refused connection fails in milliseconds; a mail server that takes the connection and never answers is what
  // would hold a submission that waited for its mail.
  it('does not hold a submission while the mail server takes connections and never answers', async () => {
    await suite.sink.stop();
    const held: Socket[] = [];
    const silent = createNetServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(suite.sink.port, '127.0.0.1', resolve));
    let numbers: number[] = [];
    try {
      numbers = await submitWithoutWaitingForMail(3, 'Silent Server');
      // The mailer did reach the silent server, and is waiting on it while the applicants already have their answer.
      await waitFor('the mailer connected', () => held.length > 0);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      await suite.sink.start();
    }
    await waitFor('all 6 mails', () => numbers.every((numberId) => suite.sink.about(numberId).length === 2), 30_000);
  }, 60_000);

  it('neither slows nor fails submissions while the mail server is down, and sends everything once it is back', async () => {
    await suite.sink.stop();
    const numbers = await submitWithoutWaitingForMail(10, 'Server Down');
    await waitFor('refused connections recorded', async () => {
      const rows = (await Promise.all(numbers.map(deliveries))).flat();
      return rows.length === 20 && rows.every((row) => Number(row.attempts) >= 1 && row.lastError === 'connection refused');
    });

    await suite.sink.start();
    await waitFor('all 20 mails', () => numbers.every((numberId) => suite.sink.about(numberId).length === 2), 30_000);
    for (const numberId of numbers) expect([numberId, suite.sink.about(numberId).length]).toEqual([numberId, 2]);
  }, 60_000);
});
