import { createHash } from 'node:crypto';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { startAppOn, type RunningApp } from './app-server';
import { behaviourEngine, type TestDatabase } from './engines';
import { pdfText, StaffClient, type Answer } from './staff-client';

/**
 * The applicant's own copy: after Finish, POST /api/drivers names a link (header Applicant-Copy-Url) to a page that
 * asks for the date of birth; only the right one, POSTed to /api/applicant-copy, gives the application of record as a
 * PDF (answers, the SSN masked, the signature audit trail), for 24 hours. Five wrong dates lock the link for an hour,
 * in the counters resuming uses; downloads are limited per link and per client network, and renders per process.
 */
const engines = behaviourEngine();
const DOB = '05/07/1990';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(engines)('the applicant’s copy on %s', (_engine, createDatabase) => {
  let database: TestDatabase;
  let app: RunningApp;
  let applicant: StaffClient;
  // Each test is a client network of its own (TRUST_PROXY=1), so the per-client limit of one never reaches another.
  let network = 0;
  const nextClient = () => `198.51.100.${(network += 1)}`;

  beforeAll(async () => {
    database = await createDatabase();
    app = await startAppOn(database, { TRUST_PROXY: '1', SUBMISSION_RATE_LIMIT: 'off', COPY_RATE_LIMIT: '12/hour' });
    applicant = await new StaffClient(app.baseUrl).open();
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  const submit = async (overrides: Record<string, unknown> = {}) => {
    const answer = await applicant.post('/api/drivers', validApplicant(overrides));
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.json()).sort()).toEqual(['creationDate', 'numberId']);
    const link = answer.headers.get('applicant-copy-url') ?? '';
    expect(link).toMatch(/^\/copy\/[A-Za-z0-9_-]{43}$/);
    return { link, token: link.slice(link.lastIndexOf('/') + 1), numberId: Number(answer.json().numberId) };
  };
  const download = (token: string, dob: string, client: string, headers: Record<string, string> = {}): Promise<Answer> =>
    applicant.post('/api/applicant-copy', { token, dob }, { headers: { 'X-Forwarded-For': client, ...headers } });

  it('is not handed out on the link alone: the old download address only leads to the page, which holds nothing of it', async () => {
    const { link, token } = await submit({ applicantName: 'Carla Copy' });
    // What the link did before: a GET that answered the whole application.
    const old = await applicant.get(`/api/applicant-copy/${token}`);
    expect(old.status).toBe(308);
    expect(old.headers.get('location')).toBe(link);
    expect(old.headers.get('content-type')).not.toBe('application/pdf');
    expect(old.text).not.toContain('Carla');

    const page = await applicant.get(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('Your copy of the application');
    expect(page.text).toContain('Date of Birth');
    for (const hidden of ['Carla', DOB, '4410 Westheimer', 'D1234567', '6789']) expect([hidden, page.text.includes(hidden)]).toEqual([hidden, false]);
    const spanish = await applicant.request(link, { headers: { 'Accept-Language': 'es' } });
    expect(spanish.text).toContain('Su copia de la solicitud');
    expect(spanish.text).toContain('Fecha de nacimiento');
    // The date of birth is never asked for in an address: the API takes a POST only.
    expect((await applicant.get(`/api/applicant-copy?token=${token}&dob=${encodeURIComponent(DOB)}`)).status).toBe(405);
  });

  it('gives the application of record as a PDF for the right date of birth: the answers, the SSN masked, the trail', async () => {
    const { token, numberId } = await submit({ applicantName: 'Carla Copy' });
    const pdf = await download(token, '5/7/1990', nextClient());
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    expect(pdf.headers.get('referrer-policy')).toBe('no-referrer');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="my-driver-application-${numberId}.pdf"`);
    expect(pdf.headers.get('downloads-left')).toBe('4');
    const text = (await pdfText(pdf.bytes, { layout: true })).replace(/\s+/g, ' ');
    for (const shown of ['Carla Copy', '***-**-6789', 'Lone Star Freight', 'D1234567', '4410 Westheimer Rd', 'Integrity: verified', 'SIGNED CONTENT DIGEST (SHA-256)', 'Basic Information', 'Please enter your signature']) {
      expect([shown, text.includes(shown)]).toEqual([shown, true]);
    }
    expect(text).not.toMatch(/123\s*-?\s*45\s*-?\s*6789/);
    const audited = await database.select(`SELECT "numberId", "staffEmail", "detail" FROM "AuditEvent" WHERE "action" = 'applicant-copy-downloaded'`);
    expect(audited).toContainEqual({ numberId, staffEmail: '', detail: JSON.stringify({ downloadsLeft: 4, format: 'pdf' }) });
  });

  it('locks the link for an hour after 5 wrong dates of birth, even for the right one, counted in the shared counters', async () => {
    const { token } = await submit();
    const client = nextClient();
    const answers: Answer[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(await download(token, `01/0${i + 1}/1980`, client));
    expect(answers.map((answer) => answer.status)).toEqual([422, 422, 422, 422, 429]);
    expect(answers.map((answer) => answer.json().triesLeft)).toEqual([4, 3, 2, 1, undefined]);
    expect(answers[0]!.json().error).toBe('That date of birth does not match the application. 4 tries left.');
    expect(answers[4]!.json()).toMatchObject({ locked: true, error: expect.stringMatching(/this link is locked\. Try again in 60 minutes/) });
    for (const answer of answers) expect(answer.headers.get('content-type')).not.toBe('application/pdf');
    const right = await download(token, DOB, client);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(3_500);
    const counters = await database.select('SELECT "key" FROM "RateLimitCounter"');
    expect(counters.map((row) => row.key)).toContain(`copy-lock:${sha256(token)}`);
    expect(JSON.stringify(counters)).not.toContain(token);
  });

  it('answers in the request’s language, and refuses what is no date, an unknown link and an expired one', async () => {
    const { token, numberId } = await submit();
    const client = nextClient();
    const spanish = await download(token, '01/01/1980', client, { 'Accept-Language': 'es-MX,es;q=0.9' });
    expect(spanish.json().error).toBe('Esa fecha de nacimiento no coincide con la solicitud. Le quedan 4 intentos.');
    expect((await download(token, '1990-05-07', client)).status).toBe(422);
    // Another well-formed token: its last two characters changed (a token may itself end in "AA", one in 1,024).
    const unknown = await download(`${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`, DOB, client);
    expect([unknown.status, unknown.json().error]).toEqual([404, 'This link is unknown or has expired: a copy can be downloaded for 24 hours after submitting.']);
    expect((await download(String(numberId), DOB, client)).status).toBe(404);
    expect((await applicant.post('/api/applicant-copy', { token, dob: DOB }, { csrf: false, headers: { 'X-Forwarded-For': client } })).status).toBe(403);

    const past = new Date(Date.now() - 1000).toISOString();
    const stamp = database.name === 'sqlite' ? `'${past.replace('Z', '+00:00')}'` : `'${past}'`;
    await database.sql(`UPDATE "ApplicantCopyLink" SET "expiresAt" = ${stamp} WHERE "numberId" = ${numberId}`);
    expect((await download(token, DOB, client)).status).toBe(404);
    expect((await applicant.get(`/copy/${token}`)).text).toContain('This link is unknown or has expired');
  });

  it('keeps only the token’s hash, 24 hours', async () => {
    const { token, numberId } = await submit();
    const rows = await database.select('SELECT "tokenHash", "numberId", "expiresAt" FROM "ApplicantCopyLink"');
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = rows.find((candidate) => candidate.tokenHash === sha256(token));
    expect(row?.numberId).toBe(numberId);
    const expires = row?.expiresAt instanceof Date ? row.expiresAt.getTime() : Date.parse(String(row?.expiresAt));
    expect(Math.abs(expires - (Date.now() + 24 * 3_600_000))).toBeLessThan(60_000);
  });

  it('hands out 5 downloads per link, then says so', async () => {
    const { token } = await submit();
    const statuses: number[] = [];
    const left: Array<string | null> = [];
    for (let i = 0; i < 6; i += 1) {
      // Each from another network: the link's own count stops the sixth.
      const answer = await download(token, DOB, nextClient());
      statuses.push(answer.status);
      left.push(answer.headers.get('downloads-left'));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(left.slice(0, 5)).toEqual(['4', '3', '2', '1', '0']);
  });

  it('limits each client network (COPY_RATE_LIMIT, here 12 an hour), wrong dates and downloads alike', async () => {
    const links = await Promise.all([submit(), submit(), submit()]);
    const client = nextClient();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const { token } = links[i % links.length]!;
      statuses.push((await download(token, i % 2 === 0 ? DOB : '01/01/1980', client)).status);
    }
    expect(statuses).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 200 : 422)));
    const refused = await download(links[0]!.token, DOB, client);
    expect(refused.status).toBe(429);
    expect(refused.json().error).toBe('Too many requests were sent from this network. Please wait, then try again.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // An IPv6 client is its /64: every address of it counts as the same client (an unknown link answers 404 until then).
    const v6Statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) v6Statuses.push((await download('Z'.repeat(43), DOB, `2001:db8:77:1::${(i + 1).toString(16)}`)).status);
    expect(v6Statuses).toEqual([...Array(12).fill(404), 429]);
  });

  it('renders one copy at a time with a short line: a burst is answered 503 with Retry-After beyond it, and nothing is lost', async () => {
    const links = await Promise.all(Array.from({ length: 12 }, () => submit()));
    const started = Date.now();
    const answers = await Promise.all(links.map(({ token }) => download(token, DOB, nextClient())));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(1);
    for (const refused of answers.filter((answer) => answer.status === 503)) {
      expect(refused.headers.get('retry-after')).toBe('10');
      expect(refused.json().error).toBe('Many copies are being made right now. Please try again in a few seconds.');
    }
    console.info(`copy burst: ${statuses.filter((s) => s === 200).length} rendered, ${statuses.filter((s) => s === 503).length} told to retry, ${Date.now() - started} ms`);
    // A refused download did not count against its link: it downloads now, with all 5 left.
    const again = answers.findIndex((answer) => answer.status === 503);
    const retried = await download(links[again]!.token, DOB, nextClient());
    expect([retried.status, retried.headers.get('downloads-left')]).toEqual([200, '4']);
  });
});
