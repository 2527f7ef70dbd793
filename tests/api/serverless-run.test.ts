import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { filesWrittenSince } from './app-folder';
import { startApp, type RunningApp } from './app-server';
import { postgresAdminUrl, postgresDatabase, type TestDatabase } from './engines';
import { deflateBombPdf, hiddenScriptPdf, plainPdf } from '@/tests/fixtures/hostile-pdfs';
import { uploadDocument } from './document-client';
import { addStaff, pdfText, signedIn, StaffClient } from './staff-client';

/**
 * The app as a Vercel-style host runs it: Next's own server (`next start`), no server.mjs, no migrations at start
 * (they ran before, as a release step: `npm run db:migrate`), PostgreSQL, the key from the environment, and one proxy
 * in front (TRUST_PROXY=1) that appends the address it saw to X-Forwarded-For. Everything an applicant and an office
 * do must work there, the abuse limit must count the client the proxy saw, and nothing may be written to the app's
 * folder (a serverless host's disk is read-only or thrown away).
 */
const suite = postgresAdminUrl ? describe : describe.skip;
if (!postgresAdminUrl) {
  console.warn('Serverless-style run skipped: set TEST_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432/postgres');
}

const ROOT = join(__dirname, '../..');
const REVIEWER = { email: 'serverless-reviewer@example.com', name: 'Rita Reviewer', role: 'reviewer', password: 'serverless-pass-1' };

/** What the host's edge sends on: the client's own (untrusted) header, then the peer address it saw. */
const viaProxy = (peer: string, claimed?: string) => ({ 'X-Forwarded-For': claimed ? `${claimed}, ${peer}` : peer });

suite('a Vercel-style run: next start on PostgreSQL behind one proxy', () => {
  let database: TestDatabase;
  let app: RunningApp;
  let startedAt: number;

  beforeAll(async () => {
    database = await postgresDatabase();
    // The release step: migrations before any instance serves.
    await promisify(execFile)(process.execPath, ['scripts/db-migrate.mjs'], { cwd: ROOT, env: { ...process.env, ...database.env } });
    await addStaff(database.env.DATABASE_URL!, REVIEWER);
    startedAt = Date.now();
    app = await startApp(
      { ...database.env, TRUST_PROXY: '1', SUBMISSION_RATE_LIMIT: '3/minute', STAFF_SIGN_IN_RATE_LIMIT: 'off' },
      { server: 'next-start' },
    );
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('runs on Next’s own server, not server.mjs', () => {
    expect(app.output()).toMatch(/Next\.js/);
    expect(app.output()).not.toMatch(/Driver Application listening/);
  });

  it('stores a submission with the client address the proxy saw, not the one the client claimed', async () => {
    const applicant = await new StaffClient(app.baseUrl).open();
    const answer = await applicant.post('/api/drivers', validApplicant({ applicantName: 'Vera Serverless' }), {
      headers: viaProxy('203.0.113.50', '1.2.3.4'),
    });
    expect(answer.status).toBe(201);
    const [row] = await database.select(`SELECT "applicantName", "submitterIp" FROM "Applicant"`);
    expect(row).toEqual({ applicantName: 'Vera Serverless', submitterIp: '203.0.113.50' });
  });

  it('limits submissions per client address behind the proxy: a made-up X-Forwarded-For does not escape it', async () => {
    const applicant = await new StaffClient(app.baseUrl).open();
    const send = (peer: string, claimed?: string) =>
      applicant.post('/api/drivers', validApplicant(), { headers: viaProxy(peer, claimed) }).then((answer) => answer.status);

    const fromOne = [];
    for (const claimed of ['9.9.9.1', '9.9.9.2', '9.9.9.3', '9.9.9.4']) fromOne.push(await send('198.51.100.7', claimed));
    expect(fromOne).toEqual([201, 201, 201, 429]);
    // Another client behind the same proxy has its own allowance.
    expect(await send('198.51.100.8')).toBe(201);
  });

  it('signs staff in and serves the application page and its PDF', async () => {
    const reviewer = await signedIn(app.baseUrl, REVIEWER.email, REVIEWER.password);
    const [{ numberId }] = (await database.select(
      `SELECT "numberId" FROM "Applicant" WHERE "applicantName" = 'Vera Serverless'`,
    )) as [{ numberId: number }];
    const page = await reviewer.get(`/staff/applications/${numberId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Vera Serverless');

    const pdf = await reviewer.get(`/staff/applications/${numberId}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(pdf.bytes)).toContain('Vera Serverless');
  });

  it('reads an uploaded PDF in its worker thread under Next’s own server: a plain one taken, a hidden script refused', async () => {
    const applicant = await new StaffClient(app.baseUrl).open();
    const plain = await uploadDocument(applicant, 'medical-card', plainPdf(), 'application/pdf', viaProxy('198.51.100.20'));
    expect([plain.status, plain.json().mediaType]).toEqual([201, 'application/pdf']);
    const hidden = await uploadDocument(applicant, 'medical-card', hiddenScriptPdf(), 'application/pdf', viaProxy('198.51.100.20'));
    expect([hidden.status, hidden.json().problem]).toEqual([422, 'pdfActive']);
    // The built worker charges pdf-lib's own decoding to the cap (100 MB unpacked by each view: 200 MB).
    const bomb = await uploadDocument(applicant, 'medical-card', deflateBombPdf(100), 'application/pdf', viaProxy('198.51.100.20'));
    expect([bomb.status, bomb.json().problem]).toEqual([422, 'pdfTooLarge']);
  });

  it('writes nothing under the app’s folder', () => {
    expect(filesWrittenSince(startedAt)).toEqual([]);
  });
});
