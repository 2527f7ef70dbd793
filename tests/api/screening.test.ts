import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SIGNED_CONTENT_VERSION } from '@/lib/signed-content/server/signed-content';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { firstFourSteps } from '@/tests/fixtures/draft-answers';
import { testEngines } from './engines';
import { parseCsv, pdfText, StaffClient, staffAppPerSuite, type Answer } from './staff-client';

/**
 * A carrier's screening questions over real HTTP on the production build (docs/screening.md), on SQLite and (with
 * TEST_POSTGRES_URL) PostgreSQL: an admin writes them (versioned, audited), the wizard's page carries them in the
 * applicant's language, POST /api/drivers checks the answers against them, stores them with the application, signs
 * them and files the outcome; the application page and the PDF show each question as it was asked; the list filters
 * by outcome; a saved draft keeps the answers.
 */
const engines = testEngines('screening tests');
const ROOT = join(__dirname, '../..');
const PASSWORD = 'correct horse battery staple';
const ADMIN = { email: 'ada.admin@example.com', name: 'Ada Admin', role: 'admin', password: PASSWORD };
const REVIEWER = { email: 'rita.reviewer@example.com', name: 'Rita Reviewer', role: 'reviewer', password: PASSWORD };

const CLASS_A = { kind: 'yes-no', rule: 'knock-out', textEn: 'Do you hold a Class A CDL?', textEs: '¿Tiene una licencia CDL clase A?', accepted: ['yes'] };
const LICENSE = {
  kind: 'choice',
  rule: 'knock-out',
  textEn: 'Which endorsement do you hold?',
  textEs: '',
  options: [
    { en: 'Tanker', es: 'Cisterna' },
    { en: 'Doubles', es: '' },
    { en: 'None', es: 'Ninguno' },
  ],
  accepted: ['Tanker', 'Doubles'],
};
const YEARS = { kind: 'number', rule: 'knock-out', textEn: 'How many years have you driven a truck?', textEs: '¿Cuántos años ha manejado un camión?', min: '2' };
const HAZMAT = { kind: 'yes-no', rule: 'priority', textEn: 'Do you have a hazmat endorsement?', accepted: ['yes'] };

type Question = { questionId: string; version: number; textEn: string; status: string };

describe.each(engines)('screening questions on %s', (_engine, createDatabase) => {
  const suite = staffAppPerSuite(createDatabase, [ADMIN, REVIEWER], {
    env: { APP_BASE_URL: 'https://apply.example.com', SUBMISSION_RATE_LIMIT: '200/minute' },
    beforeStart: async (url) => {
      for (const [code, name] of [['acme', 'Acme Freight LLC'], ['plain', 'Plain Haulers Inc']] as const) {
        await promisify(execFile)(process.execPath, ['scripts/company-add.mjs', '--code', code, '--name', name, '--address', '1 Main St, Tulsa, OK 74103'], {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: url },
        });
      }
    },
  });
  const admin = () => suite.staff[0]!;
  const reviewer = () => suite.staff[1]!;
  const ids: Record<'classA' | 'license' | 'years' | 'hazmat', string> = { classA: '', license: '', years: '', hazmat: '' };

  const questions = async (code = 'ACME') => (await admin().get(`/api/staff/companies/${code}/screening`)).json().questions as Question[];
  const submit = (applicantName: string, screening?: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
    suite.applicant.post('/api/drivers', { ...validApplicant({ compCode: 'ACME', applicantName }), ...(screening !== undefined && { screening }) }, { headers });
  const answers = (values: Partial<Record<keyof typeof ids, string>>, versions: Partial<Record<keyof typeof ids, number>> = {}) =>
    Object.entries(values).map(([name, answer]) => ({ questionId: ids[name as keyof typeof ids], version: versions[name as keyof typeof ids] ?? 1, answer }));
  const stored = async (numberId: number) =>
    (await suite.database.select(`SELECT "screeningOutcome", "signatureAudit" FROM "Applicant" WHERE "numberId" = ${numberId}`))[0]!;
  const storedAnswers = (numberId: number) =>
    suite.database.select(`SELECT "questionId", "version", "position", "answer" FROM "ScreeningAnswer" WHERE "numberId" = ${numberId} ORDER BY "position"`);
  const numberOf = (answer: Answer) => {
    expect([answer.status, answer.text]).toEqual([201, expect.any(String)]);
    return Number(answer.json().numberId);
  };
  const detail = async (numberId: number) => (await reviewer().get(`/staff/applications/${numberId}`)).text.replace(/<!-- -->/g, '');

  it('an admin adds questions of each kind, versioned and audited; a reviewer or a stranger may not; bad input is answered field by field', async () => {
    for (const [name, question] of [['classA', CLASS_A], ['license', LICENSE], ['years', YEARS], ['hazmat', HAZMAT]] as const) {
      const added = await admin().post('/api/staff/companies/acme/screening', question);
      expect([added.status, added.json()]).toEqual([201, { questionId: expect.stringMatching(/^sq[0-9a-f]{20}$/), version: 1, changed: true }]);
      ids[name] = String(added.json().questionId);
    }
    expect((await questions()).map((question) => [question.textEn, question.version, question.status])).toEqual([
      [CLASS_A.textEn, 1, 'active'],
      [LICENSE.textEn, 1, 'active'],
      [YEARS.textEn, 1, 'active'],
      [HAZMAT.textEn, 1, 'active'],
    ]);

    const invalid = await admin().post('/api/staff/companies/acme/screening', { kind: 'number', rule: 'knock-out', textEn: ' ', min: '5', max: '1' });
    expect([invalid.status, invalid.json().fields]).toEqual([422, { textEn: 'Question Required.', max: 'At most cannot be less than at least.' }]);
    expect((await admin().post('/api/staff/companies/NOPE/screening', CLASS_A)).status).toBe(404);
    expect((await reviewer().post('/api/staff/companies/acme/screening', CLASS_A)).status).toBe(403);
    expect((await reviewer().get('/api/staff/companies/acme/screening')).status).toBe(403);
    expect((await new StaffClient(suite.app.baseUrl).open().then((visitor) => visitor.post('/api/staff/companies/acme/screening', CLASS_A))).status).toBe(401);
    // The CSRF token is required of a state change, as everywhere in the staff area.
    expect((await admin().post('/api/staff/companies/acme/screening', CLASS_A, { csrf: false })).status).toBe(403);
    expect(await questions()).toHaveLength(4);

    const audited = await suite.database.select(`SELECT "action", "staffEmail", "detail" FROM "AuditEvent" WHERE "action" LIKE 'screening-%' ORDER BY "id"`);
    expect(audited.map((row) => [row.action, row.staffEmail, JSON.parse(String(row.detail))])).toEqual(
      Object.values(ids).map((questionId) => ['screening-question-added', ADMIN.email, { code: 'ACME', questionId, version: 1 }]),
    );
    const page = await admin().get('/staff/companies?screening=ACME');
    expect(page.text).toContain(CLASS_A.textEn);
    expect(page.text).toContain('Required: Tanker or Doubles');
  });

  it("the wizard's page carries the carrier's questions in the applicant's language, English where no Spanish was entered", async () => {
    const english = (await suite.applicant.get('/application/acme')).text;
    for (const text of [CLASS_A.textEn, LICENSE.textEn, YEARS.textEn, HAZMAT.textEn, 'Questions from Acme Freight LLC']) expect(english).toContain(text);
    const spanish = (await suite.applicant.request('/application/acme', { headers: { cookie: 'lang=es' } })).text;
    for (const text of [CLASS_A.textEs, YEARS.textEs, 'Cisterna', 'Preguntas de Acme Freight LLC', LICENSE.textEn, HAZMAT.textEn]) expect(spanish).toContain(text);
    expect(spanish).not.toContain(CLASS_A.textEn);
    // A carrier without questions: the section is not there.
    const plain = (await suite.applicant.get('/application/plain')).text;
    expect(plain).toContain('Plain Haulers Inc');
    expect(plain).not.toContain('id="screening-heading"');
    expect(english).toContain('id="screening-heading"');
  });

  it('stores answers that meet every requirement and every preference as "priority", signed, in the order asked', async () => {
    const numberId = numberOf(await submit('Pria Priority', answers({ hazmat: 'yes', years: '12.50', license: 'Doubles', classA: 'yes' })));
    expect((await stored(numberId)).screeningOutcome).toBe('priority');
    expect(await storedAnswers(numberId)).toEqual([
      { questionId: ids.classA, version: 1, position: 1, answer: 'yes' },
      { questionId: ids.license, version: 1, position: 2, answer: 'Doubles' },
      { questionId: ids.years, version: 1, position: 3, answer: '12.5' },
      { questionId: ids.hazmat, version: 1, position: 4, answer: 'yes' },
    ]);
    expect(JSON.parse(String((await stored(numberId)).signatureAudit)).contentVersion).toBe(SIGNED_CONTENT_VERSION);
    const page = await detail(numberId);
    expect(page).toContain('Integrity: verified');
    expect(page).toContain('Questions from Acme Freight LLC');
    expect(page).toContain('Priority');
    expect(page).toContain('Required: 2 or more');
  });

  it('takes an application that does not meet a knock-out question, and files it as "does not meet"', async () => {
    const submitted = await submit('Kim Knockout', answers({ classA: 'no', license: 'None', years: '1', hazmat: 'yes' }));
    const numberId = numberOf(submitted);
    expect((await stored(numberId)).screeningOutcome).toBe('does-not-meet');
    // The applicant's own copy has their answers, as asked, but not how the office judges them.
    const token = String(submitted.headers.get('applicant-copy-url')).split('/').pop();
    const copy = await suite.applicant.post('/api/applicant-copy', { token, dob: '05/07/1990' });
    expect(copy.status).toBe(200);
    const copyText = (await pdfText(copy.bytes)).replace(/\s+/g, ' ');
    expect(copyText).toContain('Questions from Acme Freight LLC');
    expect(copyText).toContain(CLASS_A.textEn);
    expect(copyText).not.toContain('Required: Yes');
    expect(copyText).not.toContain('Does not meet');
    const page = await detail(numberId);
    expect(page).toContain('Does not meet the requirement');
    expect(page).toContain('Integrity: verified');
    // Every requirement met, the preference not: "meets".
    const meets = numberOf(await submit('Mia Meets', answers({ classA: 'yes', license: 'Tanker', years: '2', hazmat: 'no' })));
    expect((await stored(meets)).screeningOutcome).toBe('meets');
    // The export carries the outcome too, for sorting in a spreadsheet.
    const [header, ...rows] = parseCsv((await admin().get('/api/staff/applications/export?compCode=ACME')).text);
    const screeningOf = (number: number) => rows.find((row) => Number(row[0]) === number)?.[header!.indexOf('Screening')];
    expect([screeningOf(numberId), screeningOf(meets)]).toEqual(['Does not meet', 'Meets requirements']);
  });

  it('files an application that sends no answers (another client) as "not screened", with no answer rows', async () => {
    for (const [name, screening] of [['Nora Noanswers', undefined], ['Ned Emptylist', []], ['Nat Null', null]] as const) {
      const numberId = numberOf(await submit(name, screening));
      expect((await stored(numberId)).screeningOutcome).toBe('not-screened');
      expect(await storedAnswers(numberId)).toEqual([]);
      expect(await detail(numberId)).not.toContain('Questions from');
    }
  });

  it.each([
    ['a question of another carrier or none', () => [{ questionId: 'sq0000000000000000beef', version: 1, answer: 'yes' }], { 'screening.0': 'Unknown question of carrier ACME.' }],
    ['a version the question never had', () => answers({ classA: 'yes' }, { classA: 7 }), { 'screening.0': 'Unknown version of this question.' }],
    ['a yes/no answer that is neither', () => answers({ classA: 'maybe' }), { 'screening.0': 'Answer yes or no.' }],
    ['an option the question does not have', () => answers({ classA: 'yes', license: 'Hazmat' }), { 'screening.1': 'Answer one of: Tanker, Doubles, None.' }],
    ['a number that is not one', () => answers({ years: 'ten' }), { 'screening.0': 'Answer with a number such as 2 or 2.5.' }],
    ['the same question twice', () => answers({ classA: 'yes' }).concat(answers({ classA: 'no' })), { 'screening.1': 'This question is answered twice.' }],
    ['something that is not a list of answers', () => ({ [ids.classA]: 'yes' }), { screening: expect.stringContaining('a list of { questionId, version, answer }') }],
  ])('refuses %s (422) and stores nothing', async (_what, screening, fields) => {
    const before = (await suite.database.select('SELECT COUNT(*) AS "n" FROM "Applicant"'))[0]!.n;
    const answer = await submit('Rex Refused', screening());
    expect([answer.status, answer.json()]).toEqual([422, { error: 'Some answers need correcting.', fields }]);
    expect((await suite.database.select('SELECT COUNT(*) AS "n" FROM "Applicant"'))[0]!.n).toEqual(before);
  });

  it('refuses an Idempotency-Key reused with other screening answers, and replays the same ones', async () => {
    const key = `screening-${suite.database.name}-key-1`;
    const first = numberOf(await submit('Ida Idem', answers({ classA: 'yes' }), { 'Idempotency-Key': key }));
    const again = await submit('Ida Idem', answers({ classA: 'yes' }), { 'Idempotency-Key': key });
    expect([again.status, again.json().numberId, again.headers.get('idempotent-replayed')]).toEqual([201, first, 'true']);
    const other = await submit('Ida Idem', answers({ classA: 'no' }), { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
  });

  it('keeps the old wording on an application after the question is edited: the page and the PDF show the version asked', async () => {
    const before = numberOf(await submit('Olga Oldwording', answers({ classA: 'yes', years: '3' })));
    const edited = await admin().request(`/api/staff/companies/acme/screening/${ids.years}`, {
      method: 'PUT',
      body: JSON.stringify({ ...YEARS, textEn: 'How many full years have you driven a tractor-trailer?', min: '3', version: 1 }),
    });
    expect([edited.status, edited.json()]).toEqual([200, { questionId: ids.years, version: 2, changed: true }]);
    // The same content again writes nothing; an edit of the version before is refused (someone changed it meanwhile).
    const same = await admin().request(`/api/staff/companies/acme/screening/${ids.years}`, {
      method: 'PUT',
      body: JSON.stringify({ ...YEARS, textEn: 'How many full years have you driven a tractor-trailer?', min: '3', version: 2 }),
    });
    expect(same.json()).toEqual({ questionId: ids.years, version: 2, changed: false });
    const stale = await admin().request(`/api/staff/companies/acme/screening/${ids.years}`, { method: 'PUT', body: JSON.stringify({ ...YEARS, version: 1 }) });
    expect(stale.status).toBe(409);
    const versions = await suite.database.select(`SELECT "version", "status", "textEn" FROM "ScreeningQuestion" WHERE "questionId" = '${ids.years}' ORDER BY "version"`);
    expect(versions).toEqual([
      { version: 1, status: 'superseded', textEn: YEARS.textEn },
      { version: 2, status: 'active', textEn: 'How many full years have you driven a tractor-trailer?' },
    ]);
    expect((await suite.applicant.get('/application/acme')).text).toContain('How many full years have you driven a tractor-trailer?');

    const after = numberOf(await submit('Nico Newwording', answers({ classA: 'yes', years: '3' }, { years: 2 })));
    // An applicant whose page still showed version 1 answered version 1: stored and judged as asked (≥ 2, not ≥ 3).
    const late = numberOf(await submit('Lena Latepage', answers({ classA: 'yes', years: '2' })));
    expect((await storedAnswers(late)).map((row) => row.version)).toEqual([1, 1]);
    expect((await stored(late)).screeningOutcome).toBe('meets');

    const old = await detail(before);
    expect(old).toContain(YEARS.textEn);
    expect(old).not.toContain('tractor-trailer');
    expect(old).toContain('Integrity: verified');
    expect(await detail(after)).toContain('How many full years have you driven a tractor-trailer? [v2]');
    const pdf = (await pdfText((await reviewer().get(`/staff/applications/${before}/pdf`)).bytes)).replace(/\s+/g, ' ');
    expect(pdf).toContain('How many years have you driven a truck?');
    expect(pdf).toContain('Required: 2 or more');
    expect(pdf).not.toContain('tractor-trailer');
    expect(pdf).toContain('Integrity: verified');

    const audited = await suite.database.select(`SELECT "detail" FROM "AuditEvent" WHERE "action" = 'screening-question-edited'`);
    expect(audited.map((row) => JSON.parse(String(row.detail)))).toEqual([{ code: 'ACME', questionId: ids.years, version: 2 }]);
  });

  it('reads "Altered after signing" once an answer is changed, removed or added in the database', async () => {
    const numberId = numberOf(await submit('Alma Altered', answers({ classA: 'no', years: '1' }, { years: 2 })));
    const unscreened = numberOf(await submit('Una Unscreened'));
    expect(await detail(numberId)).toContain('Integrity: verified');
    await suite.database.sql(`UPDATE "ScreeningAnswer" SET "answer" = 'yes' WHERE "numberId" = ${numberId} AND "questionId" = '${ids.classA}'`);
    expect(await detail(numberId)).toContain('Altered after signing');
    await suite.database.sql(`UPDATE "ScreeningAnswer" SET "answer" = 'no' WHERE "numberId" = ${numberId} AND "questionId" = '${ids.classA}'`);
    expect(await detail(numberId)).toContain('Integrity: verified');
    await suite.database.sql(`DELETE FROM "ScreeningAnswer" WHERE "numberId" = ${numberId} AND "questionId" = '${ids.classA}'`);
    expect(await detail(numberId)).toContain('Altered after signing');

    expect(await detail(unscreened)).toContain('Integrity: verified');
    await suite.database.sql(
      `INSERT INTO "ScreeningAnswer" ("numberId", "questionId", "version", "position", "answer") VALUES (${unscreened}, '${ids.classA}', 1, 1, 'yes')`,
    );
    expect(await detail(unscreened)).toContain('Altered after signing');
    // A version's words changed in place (versions are never edited): the applications that answered it read altered.
    const signed = numberOf(await submit('Walt Wording', answers({ classA: 'yes' })));
    await suite.database.sql(`UPDATE "ScreeningQuestion" SET "textEn" = 'Do you hold any CDL?' WHERE "questionId" = '${ids.classA}' AND "version" = 1`);
    expect(await detail(signed)).toContain('Altered after signing');
    await suite.database.sql(`UPDATE "ScreeningQuestion" SET "textEn" = '${CLASS_A.textEn}' WHERE "questionId" = '${ids.classA}' AND "version" = 1`);
    expect(await detail(signed)).toContain('Integrity: verified');
  });

  it('a retired question is no longer asked, and an answer to it sent from an older page is left out', async () => {
    const retired = await admin().request(`/api/staff/companies/acme/screening/${ids.hazmat}`, { method: 'PATCH', body: JSON.stringify({ asked: false }) });
    expect([retired.status, retired.json()]).toEqual([200, { questionId: ids.hazmat, version: 1, changed: true }]);
    expect((await suite.applicant.get('/application/acme')).text).not.toContain(HAZMAT.textEn);
    const numberId = numberOf(await submit('Rita Retired', answers({ classA: 'yes', hazmat: 'no' })));
    expect((await storedAnswers(numberId)).map((row) => row.questionId)).toEqual([ids.classA]);
    expect((await stored(numberId)).screeningOutcome).toBe('meets');

    const moved = await admin().request(`/api/staff/companies/acme/screening/${ids.license}`, { method: 'PATCH', body: JSON.stringify({ move: 'up' }) });
    expect(moved.status).toBe(200);
    expect((await questions()).map((question) => [question.questionId, question.status])).toEqual([
      [ids.license, 'active'],
      [ids.classA, 'active'],
      [ids.years, 'active'],
      [ids.hazmat, 'retired'],
    ]);
    const restored = await admin().request(`/api/staff/companies/acme/screening/${ids.hazmat}`, { method: 'PATCH', body: JSON.stringify({ asked: true }) });
    expect(restored.json()).toEqual({ questionId: ids.hazmat, version: 1, changed: true });
    const audited = await suite.database.select(`SELECT "action" FROM "AuditEvent" WHERE "action" IN ('screening-question-retired', 'screening-question-moved', 'screening-question-restored') ORDER BY "id"`);
    expect(audited.map((row) => row.action)).toEqual(['screening-question-retired', 'screening-question-moved', 'screening-question-restored']);
  });

  it('the list filters by outcome and badges each application', async () => {
    const list = async (query: string) => (await reviewer().get(`/staff?compCode=ACME&pageSize=100${query}`)).text;
    const knockOut = await list('&screening=does-not-meet');
    expect(knockOut).toContain('Kim Knockout');
    expect(knockOut).toContain('Does not meet');
    expect(knockOut).not.toContain('Pria Priority');
    expect(knockOut).not.toContain('Nora Noanswers');
    const priority = await list('&screening=priority');
    expect(priority).toContain('Pria Priority');
    expect(priority).not.toContain('Kim Knockout');
    const unscreened = await list('&screening=not-screened');
    expect(unscreened).toContain('Nora Noanswers');
    expect(unscreened).not.toContain('Mia Meets');
    expect(await list('&screening=meets')).toContain('Mia Meets');
    // Unfiltered, each screened application carries its badge.
    const all = await list('');
    for (const badge of ['Does not meet', 'Priority', 'Meets requirements']) expect(all).toContain(badge);
  });

  it('a saved draft keeps the answers, by question and version, and gives them back on resume', async () => {
    const key = `${ids.classA}v1`;
    const saved = await suite.applicant.post('/api/drafts', {
      compCode: 'ACME',
      step: 1,
      answers: { ...firstFourSteps(), screening: { [key]: 'no', [`${ids.years}v2`]: '4' } },
    });
    expect(saved.status).toBe(201);
    const { token } = saved.json() as { token: string };
    const opened = await suite.applicant.post('/api/drafts/open', { token, dob: String(firstFourSteps().dob) });
    expect(opened.status).toBe(200);
    expect((opened.json().values as { screening: unknown }).screening).toEqual({ [key]: 'no', [`${ids.years}v2`]: '4' });
    // Bounded like every answer of a draft: a key that names no question's version is refused.
    const junk = await suite.applicant.post('/api/drafts', { compCode: 'ACME', step: 1, answers: { ...firstFourSteps(), screening: { '<script>': 'x' } } });
    expect(junk.status).toBe(422);
  });

  it('applications:purge deletes the answers with their applications, and keeps the questions', async () => {
    expect((await suite.database.select('SELECT COUNT(*) AS "n" FROM "ScreeningAnswer"'))[0]!.n).not.toEqual(0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/applications-purge.mjs', '--before', tomorrow, '--force'], {
      cwd: ROOT,
      env: { ...process.env, ...suite.database.env },
    });
    expect(stdout).toContain('with their signatures, screening answers, consents, documents, review history and webhook notices');
    expect(Number((await suite.database.select('SELECT COUNT(*) AS "n" FROM "ScreeningAnswer"'))[0]!.n)).toBe(0);
    expect(Number((await suite.database.select('SELECT COUNT(*) AS "n" FROM "ScreeningQuestion"'))[0]!.n)).toBeGreaterThan(4);
  });
});
