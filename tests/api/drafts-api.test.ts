import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { decryptText } from '@/lib/server/pii-crypto';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { DRAFT_DOB, firstFourSteps } from '@/tests/fixtures/draft-answers';
import { testEngines } from './engines';
import { runScript } from './run-script';
import { staffAppPerSuite, StaffClient, type Answer } from './staff-client';

/**
 * "Save and finish later" over real HTTP against the production build, on a real SQLite file and (with
 * TEST_POSTGRES_URL) a real PostgreSQL database: POST /api/drafts saves, POST /api/drafts/open checks the date of
 * birth, POST /api/drivers with the draft's token deletes it, and expired drafts are purged.
 */
const engines = testEngines('draft tests');
const BASE_URL = 'https://apply.example.com';
const DOB = DRAFT_DOB;
const DAY_MS = 86_400_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(engines)('saved applications on %s', (_engine, createDatabase) => {
  // TRUST_PROXY: the abuse-limit test names its own client with X-Forwarded-For.
  const suite = staffAppPerSuite(createDatabase, [], { env: { APP_BASE_URL: BASE_URL, SUBMISSION_RATE_LIMIT: '100/minute', TRUST_PROXY: '1' } });

  const save = (answers: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    suite.applicant.post('/api/drafts', { compCode: 'acme', step: 4, answers, ...extra });
  const open = (token: string, dob: string) => suite.applicant.post('/api/drafts/open', { token, dob });
  const drafts = () =>
    suite.database.select('SELECT "id", "tokenHash", "compCode", "answers", "stepsDone", "revision", "expiresAt" FROM "ApplicationDraft"');
  const draftOf = async (token: string) => (await drafts()).find((row) => row.tokenHash === sha256(token));
  const decrypted = (row: Record<string, unknown> | undefined) =>
    JSON.parse(decryptText(String(row?.answers), suite.database.dataKey(), Buffer.from(`application.draft:${String(row?.id)}`)));
  const stamp = (date: Date) =>
    suite.database.name === 'sqlite' ? `'${date.toISOString().replace('Z', '+00:00')}'` : `'${date.toISOString()}'`;
  const expire = (token: string) =>
    suite.database.sql(`UPDATE "ApplicationDraft" SET "expiresAt" = ${stamp(new Date(Date.now() - 1000))} WHERE "tokenHash" = '${sha256(token)}'`);
  const saved = async (answers: Record<string, unknown> = firstFourSteps()) => {
    const answer = await save(answers);
    expect([answer.status, answer.text]).toEqual([201, expect.any(String)]);
    return answer.json() as { token: string; proof: string; link: string; expiresAt: string };
  };

  it('stores the answers encrypted, keeps only the token’s hash, and answers with the link and its expiry', async () => {
    const started = Date.now();
    const { token, link, expiresAt } = await saved();
    // 256 random bits, base64url; the link is built from APP_BASE_URL.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toBe(`${BASE_URL}/resume/${token}`);
    expect(Math.abs(Date.parse(expiresAt) - (started + 30 * DAY_MS))).toBeLessThan(60_000);

    const row = await draftOf(token);
    expect(row).toMatchObject({ compCode: 'ACME', stepsDone: 4 });
    const stored = JSON.stringify(await drafts());
    expect(stored).not.toContain(token);
    for (const plain of ['Jordan Rivers', '555-0142', 'Westheimer', 'jordan.rivers@example.com', 'D1234567', DOB]) {
      expect([plain, stored.includes(plain)]).toEqual([plain, false]);
    }
    expect(decrypted(row)).toMatchObject({ applicantName: 'Jordan Rivers', street: '4410 Westheimer Rd', dob: DOB });

    // Nothing of the answers in the database's files (SQLite: the file and its WAL) or in a dump (PostgreSQL).
    const bytes = await suite.database.storedBytes();
    expect(bytes.length).toBeGreaterThan(1000);
    for (const plain of ['Jordan Rivers', '555-0142', 'Westheimer', 'jordan.rivers@example', token]) {
      expect([plain, bytes.includes(Buffer.from(plain))]).toEqual([plain, false]);
    }
    if (suite.database.name === 'postgresql') expect(bytes.includes(Buffer.from(sha256(token)))).toBe(true);
  });

  it('builds the link from APP_BASE_URL, never from the Host the request names', async () => {
    const answer = await rawPost(suite.app.baseUrl, '/api/drafts', suite.applicant, 'evil.example', {
      compCode: 'acme',
      step: 4,
      answers: firstFourSteps(),
    });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text).link).toMatch(new RegExp(`^${BASE_URL}/resume/[A-Za-z0-9_-]{43}$`));
  });

  it('never stores the SSN or the signature, even when a client sends them', async () => {
    const { token } = await saved({ ...firstFourSteps(), ssn: '123-45-6789', signature64: 'data:image/png;base64,AAAA' });
    const answers = decrypted(await draftOf(token));
    expect(answers).not.toHaveProperty('ssn');
    expect(answers).not.toHaveProperty('signature64');
  });

  it('updates the same draft when saved again with its token and proof, and extends its 30 days', async () => {
    const { token, proof } = await saved();
    expect(proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const before = (await drafts()).length;
    const again = await save({ ...firstFourSteps(), city: 'Katy' }, { token, proof, step: 5 });
    expect(again.status).toBe(200);
    expect(again.json()).toMatchObject({ token, proof });
    expect((await drafts()).length).toBe(before);
    const row = await draftOf(token);
    expect(row).toMatchObject({ revision: 2, stepsDone: 5 });
    expect(decrypted(row).city).toBe('Katy');
  });

  it('takes concurrent saves of one draft: one row, every save counted, the answers of one save whole', async () => {
    const { token, proof } = await saved();
    const cities = Array.from({ length: 8 }, (_, index) => `Town ${index}`);
    const answers = await Promise.all(cities.map((city) => save({ ...firstFourSteps(), city, street: `${city} Rd` }, { token, proof })));
    expect(answers.map((answer) => answer.status)).toEqual(cities.map(() => 200));
    const rows = (await drafts()).filter((row) => row.tokenHash === sha256(token));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.revision).toBe(1 + cities.length);
    const { city, street } = decrypted(rows[0]);
    expect(cities).toContain(city);
    expect(street).toBe(`${city} Rd`);
  });

  it('refuses what it cannot save, with a clear message', async () => {
    const noDob = await save({ ...firstFourSteps(), dob: '' });
    expect(noDob.status).toBe(422);
    expect(noDob.json().fields).toEqual({ dob: expect.stringContaining('date of birth') });
    const junk = await save({ ...firstFourSteps(), zip: 'not a zip', applicantName: 'x'.repeat(500) });
    expect(junk.status).toBe(422);
    expect(junk.json().fields).toEqual({
      zip: 'ZIP Code must be 5 digits (or ZIP+4).',
      applicantName: 'Applicant Name: at most 100 characters.',
    });
    expect((await save({ ...firstFourSteps(), notes: 'x'.repeat(1_100_000) })).status).toBe(413);
    expect((await suite.applicant.post('/api/drafts', { compCode: 'acme', step: 4, answers: firstFourSteps() }, { csrf: false })).status).toBe(403);
    expect((await save(firstFourSteps(), { token: 'guessed' })).status).toBe(400);
  });

  it('opens only with the right date of birth, at the first step not complete, with every saved answer', async () => {
    const { token } = await saved();
    const wrong = await open(token, '05/08/1991');
    expect(wrong.status).toBe(422);
    expect(wrong.json()).toEqual({ error: 'That date of birth does not match the saved application. 4 tries left.', triesLeft: 4 });
    expect(wrong.text).not.toContain('Jordan');

    const right = await open(token, '5/7/1991');
    expect(right.status).toBe(200);
    expect(right.headers.get('cache-control')).toBe('no-store');
    expect(right.headers.get('referrer-policy')).toBe('no-referrer');
    const body = right.json() as { compCode: string; step: number; values: Record<string, unknown> };
    expect(body.compCode).toBe('ACME');
    expect(body.step).toBe(4);
    expect(body.values).toMatchObject({ ...firstFourSteps(), ssn: '', signature: '', signature64: '' });
  });

  it('serves the resume page with no answer in it, no Referer onwards and no caching', async () => {
    const { token } = await saved();
    const page = await suite.applicant.get(`/resume/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toMatch(/no-store/);
    expect(page.text).toContain('Date of Birth');
    for (const plain of ['Jordan', 'Westheimer', '555-0142', DOB, 'Houston']) expect([plain, page.text.includes(plain)]).toEqual([plain, false]);

    const unknown = await suite.applicant.get(`/resume/${'B'.repeat(43)}`);
    expect(unknown.text).toContain('This link is unknown or has expired');
    expect(unknown.text).toContain('Start a new application');
    expect(unknown.text).not.toContain('Date of Birth');
  });

  it('says so for an unknown or expired link', async () => {
    const unknown = await open('A'.repeat(43), DOB);
    expect(unknown.status).toBe(404);
    expect(unknown.json().error).toMatch(/unknown or has expired/);
    const { token } = await saved();
    await expire(token);
    expect((await open(token, DOB)).status).toBe(404);
    // An expired draft cannot be brought back by saving with its token: that starts a new one.
    const again = await save(firstFourSteps(), { token });
    expect(again.status).toBe(201);
    expect(again.json().token).not.toBe(token);
  });

  it('locks the draft for an hour after 5 wrong dates of birth, even for the right one', async () => {
    const { token } = await saved();
    const answers: Answer[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(await open(token, `01/0${i + 1}/1980`));
    expect(answers.slice(0, 4).map((answer) => answer.json().triesLeft)).toEqual([4, 3, 2, 1]);
    expect(answers[4]?.status).toBe(429);
    expect(answers[4]?.json().error).toMatch(/locked/);
    const retryAfter = Number(answers[4]?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const right = await open(token, DOB);
    expect(right.status).toBe(429);
    expect(right.text).not.toContain('Jordan');
    // Counted where every instance sees it: the shared counters hold the lock under the token's hash only.
    const counters = await suite.database.select('SELECT "key" FROM "RateLimitCounter"');
    expect(counters.map((row) => row.key)).toContain(`draft-lock:${sha256(token)}`);
    expect(JSON.stringify(counters)).not.toContain(token);
  });

  it('deletes the draft when the application is submitted, and stores the application once', async () => {
    const { token, proof } = await saved();
    const before = (await suite.database.rows()).length;
    const submit = await suite.applicant.post('/api/drivers', validApplicant({ applicantName: 'Resumed Rivers' }), {
      headers: { 'Draft-Token': token, 'Draft-Proof': proof },
    });
    expect(submit.status).toBe(201);
    expect(await draftOf(token)).toBeUndefined();
    const rows = await suite.database.rows();
    expect(rows.length).toBe(before + 1);
    expect(rows.filter((row) => row.applicantName === 'Resumed Rivers')).toHaveLength(1);
    expect((await open(token, DOB)).status).toBe(404);
  });

  it('keeps the draft when the submission is refused', async () => {
    const { token, proof } = await saved();
    const refused = await suite.applicant.post('/api/drivers', validApplicant({ dob: '' }), { headers: { 'Draft-Token': token, 'Draft-Proof': proof } });
    expect(refused.status).toBe(422);
    expect(await draftOf(token)).toBeDefined();
  });

  describe('with the link alone (no proof of the date of birth)', () => {
    it('refuses to overwrite the draft (403, in the request’s language) and changes nothing: the owner’s date still opens it', async () => {
      const { token } = await saved({ ...firstFourSteps(), applicantName: 'Owen Owner' });
      const before = await draftOf(token);
      // What someone holding only the link would send: other answers, another date of birth.
      const takeover = { ...firstFourSteps(), applicantName: 'Mallory Taker', dob: '01/01/1970', email: 'mallory@example.com' };
      const refused = await save(takeover, { token });
      expect(refused.status).toBe(403);
      expect(refused.json()).toEqual({
        error: 'This saved application can be changed only from the page that saved it, or after its date of birth is typed on the link’s page. Open your link and type your date of birth first: nothing was changed.',
        code: 'DOB_PROOF_NEEDED',
      });
      expect(refused.text).not.toContain('Owen');
      const spanish = await suite.applicant.post('/api/drafts', { compCode: 'acme', step: 4, answers: takeover, token }, { headers: { 'Accept-Language': 'es-MX,es;q=0.9' } });
      expect(spanish.status).toBe(403);
      expect(spanish.json().error).toMatch(/^Esta solicitud guardada solo se puede cambiar/);
      // A made-up proof, another draft's proof, an empty one: the same.
      const other = await saved();
      for (const proof of ['A'.repeat(43), other.proof, '', null]) expect((await save(takeover, { token, proof })).status).toBe(403);

      expect(await draftOf(token)).toEqual(before);
      expect((await open(token, '01/01/1970')).status).toBe(422);
      const owner = await open(token, DOB);
      expect(owner.status).toBe(200);
      expect(owner.json().values).toMatchObject({ applicantName: 'Owen Owner', dob: DOB });
    });

    it('opening with the right date of birth gives the proof that saves it again', async () => {
      const { token, proof } = await saved();
      const opened = await open(token, DOB);
      expect(opened.json().proof).toBe(proof);
      expect((await save({ ...firstFourSteps(), city: 'Sugar Land' }, { token, proof: opened.json().proof })).status).toBe(200);
      expect(decrypted(await draftOf(token)).city).toBe('Sugar Land');
      // A wrong date gives no proof.
      expect((await open(token, '05/08/1990')).json()).not.toHaveProperty('proof');
    });

    it('a submission naming the draft’s token without its proof is stored, and the draft stays', async () => {
      const { token } = await saved();
      const submit = await suite.applicant.post('/api/drivers', validApplicant({ applicantName: 'Someone Else' }), { headers: { 'Draft-Token': token } });
      expect(submit.status).toBe(201);
      expect(await draftOf(token)).toBeDefined();
      const wrongProof = await suite.applicant.post('/api/drivers', validApplicant({ applicantName: 'Someone Else' }), {
        headers: { 'Draft-Token': token, 'Draft-Proof': 'B'.repeat(43) },
      });
      expect(wrongProof.status).toBe(201);
      expect(await draftOf(token)).toBeDefined();
      expect((await open(token, DOB)).status).toBe(200);
    });
  });

  it('purges expired drafts: on the next save, and with npm run drafts:purge; applications:purge leaves drafts alone', async () => {
    const first = await saved();
    const second = await saved();
    await expire(first.token);
    await saved();
    expect(await draftOf(first.token)).toBeUndefined();
    expect(await draftOf(second.token)).toBeDefined();

    await expire(second.token);
    const live = (await drafts()).length - 1;
    expect(await run('scripts/drafts-purge.mjs')).toEqual({ code: 0, output: 'Deleted 1 expired saved application and 0 unclaimed document uploads.\n' });
    expect(await draftOf(second.token)).toBeUndefined();
    expect((await drafts()).length).toBe(live);

    // Something for applications:purge to delete, and a draft as old, still kept: the purge takes the one only.
    const longAgo = stamp(new Date('2020-03-01T12:00:00Z'));
    const oldDraft = await saved();
    await suite.database.sql(`UPDATE "ApplicationDraft" SET "createdAt" = ${longAgo}, "updatedAt" = ${longAgo} WHERE "tokenHash" = '${sha256(oldDraft.token)}'`);
    expect((await suite.applicant.post('/api/drivers', validApplicant({ applicantName: 'Purged Long Ago' }))).status).toBe(201);
    await suite.database.sql(`UPDATE "Applicant" SET "creationDate" = ${longAgo} WHERE "applicantName" = 'Purged Long Ago'`);
    const applications = await run('scripts/applications-purge.mjs', '--before', '2024-01-01');
    expect(applications).toEqual({ code: 0, output: expect.stringContaining('Deleted 1 application received before 2024-01-01') });
    expect(await suite.database.select(`SELECT "numberId" FROM "Applicant" WHERE "applicantName" = 'Purged Long Ago'`)).toEqual([]);
    expect((await drafts()).length).toBe(live + 1);
    expect(await draftOf(oldDraft.token)).toBeDefined();
  });

  it('counts saves and opens against the per-IP abuse limit, apart from submissions', async () => {
    const client = { 'X-Forwarded-For': '203.0.113.50' };
    const answers: Answer[] = [];
    for (let i = 0; i < 101; i += 1) {
      answers.push(await suite.applicant.post('/api/drafts/open', { token: 'A'.repeat(43), dob: DOB }, { headers: client }));
    }
    expect(answers.slice(0, 100).every((answer) => answer.status === 404)).toBe(true);
    expect(answers[100]?.status).toBe(429);
    expect(Number(answers[100]?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await suite.applicant.post('/api/drafts', { compCode: 'acme', step: 4, answers: firstFourSteps() }, { headers: client })).status).toBe(429);
    expect((await suite.applicant.post('/api/drivers', validApplicant(), { headers: client })).status).toBe(201);
  });

  const run = (script: string, ...args: string[]) => runScript(script, args, suite.database.env.DATABASE_URL);
});

/** pg_dump of the whole database, as an operator's backup holds it. */
/** A POST with a Host header of the client's choosing (fetch cannot set Host). */
function rawPost(baseUrl: string, path: string, client: StaffClient, host: string, body: object): Promise<{ status: number; text: string }> {
  const url = new URL(baseUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: {
          host,
          origin: `http://${host}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          cookie: `XSRF-TOKEN=${client.csrfToken}`,
          'x-xsrf-token': decodeURIComponent(client.csrfToken),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
