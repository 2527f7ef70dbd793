import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { firstFourSteps, DRAFT_DOB } from '@/tests/fixtures/draft-answers';
import { sqliteAppPerSuite } from './app-server';
import { behaviourEngine } from './engines';
import { staffAppPerSuite, StaffClient } from './staff-client';

/**
 * Where applicants come from, over real HTTP against the production build (SQLite and PostgreSQL): the `?source=` and
 * utm_ parameters of an applicant link reach the wizard (and the home page's button), travel with a saved application,
 * survive its resume, and are stored with the application; values that could carry anything personal are dropped;
 * the Referer is never read. The wizard-start report (the dashboard's "started") is counted, CSRF-checked and limited.
 */
const engines = behaviourEngine();
const BASE_URL = 'https://apply.example.com';
const ATTRIBUTION_COLUMNS = '"source", "utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent"';
const FACEBOOK = { source: 'facebook', utmSource: '', utmMedium: 'social', utmCampaign: 'fall-2026', utmTerm: '', utmContent: '' };
const NONE = { source: '', utmSource: '', utmMedium: '', utmCampaign: '', utmTerm: '', utmContent: '' };

/**
 * The `source` the page hands the wizard: its props travel in the page's flight data, a JSON text inside a script,
 * where quotes are escaped and `&` is written \u0026. (The flight data also repeats the address itself, as the
 * browser already has it: what matters is what the wizard is given and sends on.)
 */
const wizardSource = (html: string) =>
  /\\"source\\":\\"((?:[^"\\]|\\u0026)*)\\"/.exec(html)?.[1]?.replaceAll('\\u0026', '&') ?? null;

describe.each(engines)('applicant sources on %s', (_engine, createDatabase) => {
  const suite = staffAppPerSuite(createDatabase, [], { env: { APP_BASE_URL: BASE_URL } });

  const attributionOf = async (table: 'Applicant' | 'ApplicationDraft', where: string) =>
    (await suite.database.select(`SELECT ${ATTRIBUTION_COLUMNS} FROM "${table}" WHERE ${where}`))[0];
  const funnelEvents = (kind: string) =>
    suite.database.select(`SELECT "compCode", ${ATTRIBUTION_COLUMNS} FROM "FunnelEvent" WHERE "kind" = '${kind}' ORDER BY "id"`);

  it('hands the link’s parameters to the wizard, and drops any value that could be personal', async () => {
    const page = await suite.applicant.get(
      '/application/TSKIS?utm_medium=social&source=facebook&utm_campaign=fall-2026' +
        '&utm_term=713-555-0142&utm_content=jordan%40example.com&utm_source=Jordan%20Rivers&gclid=abc',
    );
    expect(page.status).toBe(200);
    // In the order of lib/sources/attribution.ts; the phone, the email, the name and the unknown parameter are gone.
    expect(wizardSource(page.text)).toBe('source=facebook&utm_medium=social&utm_campaign=fall-2026');
    // An SSN-shaped value, and one too long, are dropped too.
    const ssn = await suite.applicant.get('/application/TSKIS?source=123-45-6789&utm_campaign=' + 'a'.repeat(65));
    expect(wizardSource(ssn.text)).toBe('');
  });

  it('never takes a source from the Referer', async () => {
    const page = await suite.applicant.request('/application/TSKIS', {
      headers: { referer: 'https://www.facebook.com/jobs?source=facebook&utm_source=facebook' },
    });
    expect(wizardSource(page.text)).toBe('');
  });

  it('keeps the parameters through the home page’s start button, and through a language link', async () => {
    const home = await suite.applicant.get('/houston/TSKIS?source=trailer-qr&utm_medium=qr&utm_term=555-867-5309');
    expect(home.text).toContain('href="/application/TSKIS?source=trailer-qr&amp;utm_medium=qr"');
    const plainHome = await suite.applicant.get('/?utm_source=google&utm_campaign=cdl-a');
    expect(plainHome.text).toContain('href="/application/TSKIS?utm_source=google&amp;utm_campaign=cdl-a"');
    // `?lang=es` is remembered and taken out of the address; the source stays in it.
    const language = await suite.applicant.get('/application/TSKIS?lang=es&source=facebook');
    expect(language.status).toBe(307);
    expect(new URL(String(language.headers.get('location')), suite.app.baseUrl).search).toBe('?source=facebook');
  });

  it('saves the source beside a draft’s answers, keeps it on later saves and gives it back on resume', async () => {
    const source = 'source=facebook&utm_medium=social&utm_campaign=fall-2026&utm_term=401-22-3333';
    const first = await suite.applicant.post('/api/drafts', { compCode: 'tskis', step: 4, answers: firstFourSteps(), source });
    expect(first.status).toBe(201);
    const { token, proof } = first.json() as { token: string; proof: string };
    const tokenHash = (await suite.database.select('SELECT "tokenHash" FROM "ApplicationDraft"'))[0]?.tokenHash;
    expect(await attributionOf('ApplicationDraft', `"tokenHash" = '${String(tokenHash)}'`)).toEqual(FACEBOOK);
    // The source is not among the encrypted answers: the answers are the applicant's, the source the link's.
    expect((await funnelEvents('saved')).at(-1)).toEqual({ compCode: 'TSKIS', ...FACEBOOK });

    // A later save that names no source (an older wizard) keeps the first one; it is the same draft, not a new "saved".
    const savedBefore = (await funnelEvents('saved')).length;
    const again = await suite.applicant.post('/api/drafts', { token, proof, compCode: 'tskis', step: 5, answers: firstFourSteps() });
    expect(again.status).toBe(200);
    expect(await attributionOf('ApplicationDraft', `"tokenHash" = '${String(tokenHash)}'`)).toEqual(FACEBOOK);
    expect(await funnelEvents('saved')).toHaveLength(savedBefore);

    const opened = await suite.applicant.post('/api/drafts/open', { token, dob: DRAFT_DOB });
    expect(opened.status).toBe(200);
    expect(opened.json().source).toBe('source=facebook&utm_medium=social&utm_campaign=fall-2026');
  });

  it('stores the submit’s declared source with the application, outside the signed answers', async () => {
    const answer = await suite.applicant.post('/api/drivers', validApplicant({ applicantName: 'Sid Source' }), {
      headers: { 'Application-Source': 'utm_source=google&utm_medium=cpc&utm_term=truck-driver-jobs&utm_content=%F0%9F%9A%9A' },
    });
    expect(answer.status).toBe(201);
    const { numberId } = answer.json() as { numberId: number };
    expect(await attributionOf('Applicant', `"numberId" = ${numberId}`)).toEqual({
      ...NONE,
      utmSource: 'google',
      utmMedium: 'cpc',
      utmTerm: 'truck-driver-jobs',
    });
    // Not part of what the applicant signed: the signed record names no source.
    const [row] = await suite.database.select(`SELECT "signatureAudit" FROM "Applicant" WHERE "numberId" = ${numberId}`);
    expect(String(row?.signatureAudit)).not.toContain('google');
  });

  it('takes a resumed draft’s source into the application when Finish declares none', async () => {
    const saved = await suite.applicant.post('/api/drafts', { compCode: 'tskis', step: 4, answers: firstFourSteps(), source: 'source=referral' });
    const { token } = saved.json() as { token: string };
    const answer = await suite.applicant.post('/api/drivers', validApplicant({ applicantName: 'Rea Resumed' }), { headers: { 'Draft-Token': token } });
    expect(answer.status).toBe(201);
    expect(await attributionOf('Applicant', `"numberId" = ${Number(answer.json().numberId)}`)).toEqual({ ...NONE, source: 'referral' });

    // Declared with Finish, the wizard's own (the resumed draft's, which it was handed) is stored.
    const second = await suite.applicant.post('/api/drafts', { compCode: 'tskis', step: 4, answers: firstFourSteps(), source: 'source=referral' });
    const declared = await suite.applicant.post('/api/drivers', validApplicant({ applicantName: 'Dee Declared' }), {
      headers: { 'Draft-Token': String(second.json().token), 'Application-Source': 'source=referral&utm_campaign=bonus' },
    });
    expect(await attributionOf('Applicant', `"numberId" = ${Number(declared.json().numberId)}`)).toEqual({
      ...NONE,
      source: 'referral',
      utmCampaign: 'bonus',
    });
  });

  it('stores an application without a source, or with a header it cannot read, with none (and stores it)', async () => {
    for (const header of [undefined, 'source=a b', `source=${'x'.repeat(600)}`, 'not a query']) {
      const answer = await suite.applicant.post('/api/drivers', validApplicant({ applicantName: 'Nia None' }), {
        headers: header === undefined ? {} : { 'Application-Source': header },
      });
      expect([header, answer.status]).toEqual([header, 201]);
      expect(await attributionOf('Applicant', `"numberId" = ${Number(answer.json().numberId)}`)).toEqual(NONE);
    }
  });

  it('counts a wizard start with its company code and source, and nothing else', async () => {
    const before = (await funnelEvents('started')).length;
    const answer = await suite.applicant.post('/api/wizard-starts', { compCode: 'houfr', source: 'source=trailer-qr&utm_term=jordan%40example.com' });
    expect(answer.status).toBe(204);
    const started = await funnelEvents('started');
    expect(started).toHaveLength(before + 1);
    expect(started.at(-1)).toEqual({ compCode: 'HOUFR', ...NONE, source: 'trailer-qr' });
    // Without the CSRF header, or with no usable company code, nothing is counted.
    expect((await suite.applicant.post('/api/wizard-starts', { compCode: 'houfr' }, { csrf: false })).status).toBe(403);
    expect((await suite.applicant.post('/api/wizard-starts', { compCode: 'no spaces allowed' })).status).toBe(400);
    expect(await funnelEvents('started')).toHaveLength(before + 1);
  });
});

// The limit is per client IP and the same on either engine: one SQLite app with a small limit suffices.
describe('wizard-start limit', () => {
  const suite = sqliteAppPerSuite({ SUBMISSION_RATE_LIMIT: '3/minute' });

  it('answers 429 past SUBMISSION_RATE_LIMIT per client, counted apart from drafts and submissions', async () => {
    const browser = await new StaffClient(suite.app.baseUrl).open();
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await browser.post('/api/wizard-starts', { compCode: 'TSKIS' })).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    // Submissions have their own count.
    expect((await browser.post('/api/drivers', validApplicant())).status).toBe(201);
    expect(await suite.database.select(`SELECT COUNT(*) AS "n" FROM "FunnelEvent"`)).toEqual([{ n: 3 }]);
  });
});
