import { INQUIRIES_AUTHORIZATION } from '@/lib/signed-content/agreement-texts';
import { AGREEMENT_TEXTS } from '@/lib/signed-content/agreement-texts-by-language';
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startAppOn, type RunningApp } from './app-server';
import { behaviourEngine, type TestDatabase } from './engines';
import { StaffClient, submitApplication } from './staff-client';

/**
 * The previous employer's side of a 49 CFR 391.23 inquiry, over real HTTP against the production build
 * on a real database: the response page opened by a link's token, and POST /api/inquiries/answers. The inquiry rows
 * are written as the staff side's Send writes them (a token's SHA-256, sent now, valid 30 days).
 */
const engines = behaviourEngine();
const ROOT = join(__dirname, '../..');
const DAY = 86_400_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** A complete, valid answer: employment verified, one accident, a DOT-tested job without violations. */
const goodAnswers = (overrides: Record<string, unknown> = {}) => ({
  employed: 'yes', employedFrom: '01/2018', employedTo: '10/2025', position: 'OTR Driver',
  hadAccidents: 'yes',
  accidents: [{ date: '04/12/2024', location: 'Waco, TX', injuries: 1, fatalities: 0, hazmatRelease: 'no' }],
  dotTested: 'yes', alcoholTest04: 'no', positiveDrugTest: 'no', refusedTest: 'no', otherViolation: 'no',
  responderName: 'Dana Cole', responderTitle: 'Safety Manager', responderPhone: '(713) 555-0100',
  responderEmail: 'safety@lonestar.test', certified: true,
  ...overrides,
});

describe.each(engines)('inquiry response on %s', (_engine, createDatabase) => {
  let database: TestDatabase;
  let app: RunningApp;
  let employer: StaffClient;
  let numberId: number;
  // A different client address per test, so the rate limit (5 a minute per IP) only counts the test that probes it.
  let ipCounter = 10;
  const nextIp = () => `203.0.113.${(ipCounter += 1)}`;

  const stamp = (date: Date) => (database.name === 'sqlite' ? `'${date.toISOString().replace('Z', '+00:00')}'` : `'${date.toISOString()}'`);

  /** An inquiry for job 1 of the application, sent `sentDaysAgo` days ago: its link's token. */
  async function sentInquiry(job: number, sentDaysAgo = 0): Promise<string> {
    const token = newToken();
    const sentAt = new Date(Date.now() - sentDaysAgo * DAY);
    await database.sql(`DELETE FROM "SafetyInquiry" WHERE "numberId" = ${numberId} AND "job" = ${job}`);
    await database.sql(`INSERT INTO "SafetyInquiry" ("numberId", "job", "contactEmail", "tokenHash", "sentAt", "sentTo", "sentByName", "expiresAt")
      VALUES (${numberId}, ${job}, 'safety@lonestar.test', '${sha256(token)}', ${stamp(sentAt)}, 'safety@lonestar.test', 'Rita Reviewer', ${stamp(new Date(sentAt.getTime() + 30 * DAY))})`);
    return token;
  }

  const inquiryRow = async (job: number) =>
    (await database.select(`SELECT "answers", "answeredAt" FROM "SafetyInquiry" WHERE "numberId" = ${numberId} AND "job" = ${job}`))[0]!;
  const answer = (token: string, answers: unknown, ip = nextIp(), options: { csrf?: boolean; headers?: Record<string, string> } = {}) =>
    employer.post('/api/inquiries/answers', { token, answers }, { ...options, headers: { 'X-Forwarded-For': ip, ...options.headers } });
  const page = (token: string, ip = nextIp()) => employer.request(`/inquiries/${token}`, { headers: { 'X-Forwarded-For': ip } });

  beforeAll(async () => {
    database = await createDatabase();
    await promisify(execFile)(process.execPath, [
      'scripts/company-add.mjs', '--code', 'TSKIS', '--name', 'TSK Interstate Services LLC', '--address', '1 Yard Rd, Dallas, TX 75201',
    ], { cwd: ROOT, env: { ...process.env, ...database.env } });
    app = await startAppOn(database, { TRUST_PROXY: '1', INQUIRY_RATE_LIMIT: '5/minute' });
    const applicant = await new StaffClient(app.baseUrl).open();
    // The shared fixture: employer1 Lone Star Freight (01/2018–10/2025, under the FMCSRs).
    numberId = await submitApplication(applicant, { applicantName: 'Jordan Rivers' });
    employer = await new StaffClient(app.baseUrl).open();
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('shows the carrier, the driver and the job the driver gave, never the SSN or date of birth; no-referrer, no-store; the view is audited', async () => {
    const token = await sentInquiry(1);
    const shown = await page(token);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('referrer-policy')).toBe('no-referrer');
    expect(shown.headers.get('cache-control')).toMatch(/no-store/);
    const text = shown.text.replace(/<[^>]+>/g, ' ');
    expect(text).toContain('TSK Interstate Services LLC');
    expect(text).toContain('Jordan Rivers');
    expect(text).toContain('Lone Star Freight');
    expect(text).toMatch(/01\/2018\s+to\s+10\/2025/);
    expect(shown.text).toContain('alt="Signature of Jordan Rivers"');
    for (const secret of ['123-45-6789', '123456789', '05/07/1990', '4410 Westheimer']) expect(shown.text).not.toContain(secret);

    const views = await database.select(`SELECT "staffUserId", "numberId", "detail" FROM "AuditEvent" WHERE "action" = 'inquiry-viewed-by-employer'`);
    expect(views).toContainEqual({ staffUserId: null, numberId, detail: expect.stringContaining('"job":1') });
  });

  it("quotes the driver's authorization by the version agreed to; without one, says the carrier must obtain it, and still asks", async () => {
    const token = await sentInquiry(1);
    // The text as read: React's markers between text pieces (<!-- -->) dropped, tags as spaces, entities decoded.
    const readable = async () =>
      (await page(token)).text.replaceAll('<!-- -->', '').replace(/<[^>]+>/g, ' ').replaceAll('&#x27;', "'").replace(/\s+/g, ' ');
    const authorized = await readable();
    expect(authorized).toContain(`authorized this inquiry in these words (text version ${INQUIRIES_AUTHORIZATION.version})`);
    expect(authorized).toContain(INQUIRIES_AUTHORIZATION.text);
    expect(authorized).not.toContain('no electronic authorization');

    // An application signed before the form asked for the authorization (signed-content version 1) holds none.
    await database.setAnswer(numberId, ['safetyHistoryAuthorized'], '');
    try {
      const without = await readable();
      expect(without).toContain("it holds no electronic authorization of this inquiry: TSK Interstate Services LLC must obtain the driver's written authorization");
      expect(without).not.toContain(INQUIRIES_AUTHORIZATION.text);
      expect(without).toContain('Send the answers');
    } finally {
      await database.setAnswer(numberId, ['safetyHistoryAuthorized'], 'Y');
    }
  });

  it('quotes the English original, and says so, when the driver agreed to the authorization in Spanish', async () => {
    const token = await sentInquiry(1);
    const { es: spanish } = AGREEMENT_TEXTS;
    const readable = async () =>
      (await page(token)).text.replaceAll('<!-- -->', '').replace(/<[^>]+>/g, ' ').replaceAll('&#x27;', "'").replace(/\s+/g, ' ');
    // The record of an application the wizard showed in Spanish names the Spanish wording.
    const english = INQUIRIES_AUTHORIZATION.version;
    await database.sql(`UPDATE "Applicant" SET "signatureAudit" = REPLACE("signatureAudit", '"${english}"', '"${spanish.safetyHistoryAuthorization.version}"') WHERE "numberId" = ${numberId}`);
    try {
      const text = await readable();
      expect(text).toContain(`authorized this inquiry in Spanish (text version ${spanish.safetyHistoryAuthorization.version})`);
      expect(text).toContain(`The English original of the text the driver agreed to (text version ${english}):`);
      expect(text).toContain(INQUIRIES_AUTHORIZATION.text);
      expect(text).not.toContain(spanish.safetyHistoryAuthorization.text.slice(0, 40));
    } finally {
      await database.sql(`UPDATE "Applicant" SET "signatureAudit" = REPLACE("signatureAudit", '"${spanish.safetyHistoryAuthorization.version}"', '"${english}"') WHERE "numberId" = ${numberId}`);
    }
  });

  it('answers bad input with 422 and a message per field, and stores nothing', async () => {
    const token = await sentInquiry(1);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{}, {
        employed: 'Answer: did the driver work for you?', hadAccidents: 'Answer: any accidents in the past three years?',
        dotTested: 'Answer: was the job subject to DOT drug and alcohol testing?', responderName: 'Your name is required.',
        certified: 'Certify that the answers are true and complete.',
      }],
      [goodAnswers({ accidents: [] }), { accidents: 'Add each accident, or answer No.' }],
      [goodAnswers({ accidents: [{ date: '02/30/2024', location: '', injuries: -1, fatalities: 'x', hazmatRelease: '' }] }), {
        'accidents.0.date': 'Accident date: enter a real date in the past as MM/DD/YYYY.',
        'accidents.0.location': 'City and state of the accident is required.',
        'accidents.0.injuries': 'Injuries: enter a number (0 if none).',
        'accidents.0.fatalities': 'Fatalities: enter a number (0 if none).',
        'accidents.0.hazmatRelease': 'Answer: was hazardous material released?',
      }],
      [goodAnswers({ alcoholTest04: undefined, refusedTest: 'yes' }), {
        alcoholTest04: 'Answer: an alcohol test of 0.04 or more?',
        returnToDuty: 'Answer: did the driver complete the return-to-duty process?',
      }],
      [goodAnswers({ employedFrom: '2018-01', responderEmail: 'not an address', certified: false }), {
        employedFrom: 'Employed from: enter the month and year as MM/YYYY.',
        responderEmail: 'Your email: enter an address like name@example.com.',
        certified: 'Certify that the answers are true and complete.',
      }],
    ];
    for (const [answers, messages] of cases) {
      const refused = await answer(token, answers);
      expect(refused.status).toBe(422);
      expect(refused.json()).toMatchObject({ error: 'Some answers need correcting.', fields: messages });
    }
    const unknownField = await answer(token, goodAnswers({ ssn: '123-45-6789' }));
    expect(unknownField.status).toBe(422);
    expect(unknownField.json().fields).toHaveProperty('_');
    const notJson = await employer.request('/api/inquiries/answers', { method: 'POST', body: '{', headers: { 'X-Forwarded-For': nextIp() } });
    expect(notJson.status).toBe(400);
    const noToken = await employer.post('/api/inquiries/answers', { answers: goodAnswers() }, { headers: { 'X-Forwarded-For': nextIp() } });
    expect(noToken.status).toBe(400);
    expect(await inquiryRow(1)).toEqual({ answers: '', answeredAt: null });
  });

  it('refuses a missing CSRF token and a foreign Origin as the applicant API does, storing nothing', async () => {
    const token = await sentInquiry(1);
    const noHeader = await answer(token, goodAnswers(), nextIp(), { csrf: false });
    expect(noHeader.status).toBe(403);
    expect(noHeader.json().error).toBe('Missing or invalid security token. Reload the page and try again.');
    const foreign = await answer(token, goodAnswers(), nextIp(), { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.json().error).toBe('Cross-origin request refused.');
    expect(await inquiryRow(1)).toEqual({ answers: '', answeredAt: null });
  });

  it('stores one answer, audits it, then refuses a second submission and shows "already answered"', async () => {
    const token = await sentInquiry(1);
    const stored = await answer(token, goodAnswers());
    expect(stored.status).toBe(201);
    const row = await inquiryRow(1);
    expect(row.answeredAt).not.toBeNull();
    expect(JSON.parse(String(row.answers))).toMatchObject({
      employed: 'yes', position: 'OTR Driver', responderName: 'Dana Cole',
      accidents: [{ date: '04/12/2024', location: 'Waco, TX', injuries: 1, fatalities: 0, hazmatRelease: 'no' }],
    });

    const again = await answer(token, goodAnswers({ responderName: 'Someone Else' }));
    expect(again.status).toBe(409);
    expect(again.json().error).toBe('This request has already been answered. Thank you.');
    expect(JSON.parse(String((await inquiryRow(1)).answers)).responderName).toBe('Dana Cole');
    expect((await page(token)).text).toContain('Already answered');

    const answered = await database.select(`SELECT "staffUserId", "numberId" FROM "AuditEvent" WHERE "action" = 'inquiry-answered'`);
    expect(answered).toEqual([{ staffUserId: null, numberId }]);
  });

  it('keeps a link mailed as /safety-history/{token} working: a permanent redirect to the form, and the answer accepted at the first address', async () => {
    const token = await sentInquiry(1);
    const ip = nextIp();
    const moved = await employer.request(`/safety-history/${token}`, { headers: { 'X-Forwarded-For': ip } });
    expect(moved.status).toBe(308);
    expect(new URL(moved.headers.get('location')!, app.baseUrl).pathname).toBe(`/inquiries/${token}`);
    // The redirect carries the token in both addresses: no Referer, no cache, as on the page.
    expect(moved.headers.get('referrer-policy')).toBe('no-referrer');
    expect(moved.headers.get('cache-control')).toMatch(/no-store/);

    const form = await page(token, ip);
    expect(form.status).toBe(200);
    expect(form.headers.get('content-security-policy')).toMatch(/script-src [^;]*'nonce-/);
    expect(form.text).toContain('Lone Star Freight');
    expect(form.text).toContain('Send the answers');

    // A page opened before the move posts to the answer's first address.
    const stored = await employer.post('/api/safety-history', { token, answers: goodAnswers() }, { headers: { 'X-Forwarded-For': ip } });
    expect(stored.status).toBe(201);
    expect(JSON.parse(String((await inquiryRow(1)).answers))).toMatchObject({ responderName: 'Dana Cole' });
    expect((await employer.post('/api/safety-history', { token, answers: goodAnswers() }, { headers: { 'X-Forwarded-For': ip } })).status).toBe(409);
  });

  it('keeps only one of two simultaneous submissions', async () => {
    const token = await sentInquiry(2);
    const statuses = (await Promise.all([answer(token, goodAnswers()), answer(token, goodAnswers())])).map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, 409]);
  });

  it('refuses an altered token (404) and an expired link (410), on the page and the API', async () => {
    const token = await sentInquiry(1);
    const altered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    const wrong = await answer(altered, goodAnswers());
    expect(wrong.status).toBe(404);
    expect(wrong.json().error).toMatch(/This link is not valid/);
    expect((await page(altered)).text).toContain('This link is not valid');
    expect((await page('short')).text).toContain('This link is not valid');

    const stale = await sentInquiry(1, 30.01);
    const late = await answer(stale, goodAnswers());
    expect(late.status).toBe(410);
    expect(late.json().error).toMatch(/This link has expired/);
    expect((await page(stale)).text).toContain('This link has expired');
    const nearlyStale = await sentInquiry(1, 29.99);
    expect((await answer(nearlyStale, goodAnswers())).status).toBe(201);
  });

  it('limits page loads and answers per client IP (5 a minute here): 429 with Retry-After', async () => {
    const token = await sentInquiry(3);
    const ip = nextIp();
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await page(token, ip)).status);
    statuses.push((await answer(token, {}, ip)).status);
    const refused = await answer(token, goodAnswers(), ip);
    expect([...statuses, refused.status]).toEqual([200, 200, 200, 200, 422, 429]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.json().error).toMatch(/Too many requests/);
    expect((await page(token, ip)).text).toContain('Too many requests');
    expect((await answer(token, goodAnswers(), nextIp())).status).toBe(201);
  });
});
