import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SIGNED_CONTENT_VERSION } from '@/lib/signed-content/server/signed-content';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { firstFourSteps } from '@/tests/fixtures/draft-answers';
import { behaviourEngine } from './engines';
import { parseCsv, pdfText, StaffClient, staffAppPerSuite, type Answer } from './staff-client';

/**
 * A carrier's screening questions over real HTTP on the production build (docs/screening.md), on SQLite and (with
 * TEST_POSTGRES_URL) PostgreSQL: an admin writes them (versioned, audited), the wizard's page carries them in the
 * applicant's language, POST /api/drivers checks the answers against them, stores them with the application, signs
 * them and files the outcome; the application page and the PDF show each question as it was asked; the list filters
 * by outcome; a saved draft keeps the answers.
 */
const engines = behaviourEngine();
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
  const submit = (applicantName: string, screening?: unknown, headers: Record<string, string> = {}, shownPage?: string, compCode = 'ACME'): Promise<Answer> =>
    suite.applicant.post(
      '/api/drivers',
      { ...validApplicant({ compCode, applicantName }), ...(screening !== undefined && { screening }), ...(shownPage !== undefined && { shownPage }) },
      { headers },
    );
  /** The record of the questions a wizard's page shows, as the page hands it to the browser (Finish sends it back). */
  const shownPageOf = async (code = 'acme') => {
    const record = /sp1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}/.exec((await suite.applicant.get(`/application/${code}`)).text)?.[0];
    expect(record).toEqual(expect.any(String));
    return record!;
  };
  const answers = (values: Partial<Record<keyof typeof ids, string>>, versions: Partial<Record<keyof typeof ids, number>> = {}) =>
    Object.entries(values).map(([name, answer]) => ({ questionId: ids[name as keyof typeof ids], version: versions[name as keyof typeof ids] ?? 1, answer }));
  /** Every question asked, each answered (meeting every requirement unless told otherwise). */
  const every = (values: Partial<Record<keyof typeof ids, string>> = {}, versions: Partial<Record<keyof typeof ids, number>> = {}) =>
    answers({ classA: 'yes', license: 'Tanker', years: '3', hazmat: 'no', ...values }, versions);
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

  it('files an application that answers none of the questions the carrier asks (the original client) as "not screened", with no answer rows', async () => {
    for (const [name, screening] of [['Nora Noanswers', undefined], ['Ned Emptylist', []], ['Nat Null', null]] as const) {
      const numberId = numberOf(await submit(name, screening));
      expect((await stored(numberId)).screeningOutcome).toBe('not-screened');
      expect(await storedAnswers(numberId)).toEqual([]);
      expect(await detail(numberId)).not.toContain('Questions from');
    }
    // A carrier that asks nothing: nothing to screen, and nothing for the office to see.
    const plain = numberOf(await submit('Pat Plain', undefined, {}, undefined, 'PLAIN'));
    expect((await stored(plain)).screeningOutcome).toBe('not-asked');
    const plainPage = numberOf(await submit('Paula Plainpage', undefined, {}, await shownPageOf('plain'), 'PLAIN'));
    expect((await stored(plainPage)).screeningOutcome).toBe('not-asked');
  });

  it('refuses a page that showed questions and sends only some answers, or none (422), naming what is missing', async () => {
    const shownPage = await shownPageOf();
    // Only the questions the applicant passes: once "Meets requirements".
    const some = await submit('Sly Selective', answers({ classA: 'yes', license: 'Tanker' }), {}, shownPage);
    expect([some.status, some.json().fields]).toEqual([
      422,
      { screening: `Every question asked needs an answer; not answered: “${YEARS.textEn}”, “${HAZMAT.textEn}”.` },
    ]);
    for (const screening of [[], undefined]) {
      const none = await submit('Nell Noneatall', screening, {}, shownPage);
      expect([none.status, none.json().fields]).toEqual([422, { screening: expect.stringContaining(CLASS_A.textEn) }]);
    }
    // Without the page's record, the carrier's questions as asked now: some answered means every one.
    const partial = await submit('Sly Selective', answers({ classA: 'yes' }));
    expect([partial.status, partial.json().fields]).toEqual([422, { screening: expect.stringContaining(LICENSE.textEn) }]);
    const applicants = await suite.database.select(`SELECT COUNT(*) AS "n" FROM "Applicant" WHERE "applicantName" IN ('Sly Selective', 'Nell Noneatall')`);
    expect(Number(applicants[0]!.n)).toBe(0);
    // Every question shown answered: taken.
    const whole = numberOf(await submit('Wes Whole', every(), {}, shownPage));
    expect((await stored(whole)).screeningOutcome).toBe('meets');
  });

  it("refuses a record of the page that this server did not issue, or issued for another carrier's page (422)", async () => {
    const shownPage = await shownPageOf();
    const [head, payload] = shownPage.split('.');
    const forged = `${head}.${payload}.${'A'.repeat(43)}`;
    const plainPage = await shownPageOf('plain');
    for (const record of [forged, plainPage, 'sp1.e30.x', 42]) {
      const refused = await submit('Fay Forged', every(), {}, record as string);
      expect([refused.status, refused.json().fields]).toEqual([422, { shownPage: expect.stringMatching(/^shownPage is /) }]);
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
    expect([answer.status, answer.json()]).toEqual([422, { error: 'Some answers need correcting.', fields: expect.objectContaining(fields) }]);
    expect((await suite.database.select('SELECT COUNT(*) AS "n" FROM "Applicant"'))[0]!.n).toEqual(before);
  });

  it('refuses an Idempotency-Key reused with other screening answers, and replays the same ones', async () => {
    const key = `screening-${suite.database.name}-key-1`;
    const first = numberOf(await submit('Ida Idem', every(), { 'Idempotency-Key': key }));
    const again = await submit('Ida Idem', every(), { 'Idempotency-Key': key });
    expect([again.status, again.json().numberId, again.headers.get('idempotent-replayed')]).toEqual([201, first, 'true']);
    const other = await submit('Ida Idem', every({ classA: 'no' }), { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
  });

  it('keeps the old wording on an application after the question is edited: the page and the PDF show the version asked', async () => {
    const before = numberOf(await submit('Olga Oldwording', every()));
    // An applicant opens the page now, while the rule is "2 or more"; the admin tightens it to "3 or more".
    const pageBeforeEdit = await shownPageOf();
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

    const after = numberOf(await submit('Nico Newwording', every({}, { years: 2 })));
    // The applicant whose page showed version 1 answered version 1: stored and judged as shown (≥ 2, not ≥ 3).
    const late = numberOf(await submit('Lena Latepage', every({ years: '2' }), {}, pageBeforeEdit));
    expect((await storedAnswers(late)).map((row) => row.version)).toEqual([1, 1, 1, 1]);
    expect((await stored(late)).screeningOutcome).toBe('meets');
    expect(await detail(late)).toContain('Required: 2 or more');
    // A page opened after the edit showed version 2: its applicant cannot pick the more lenient version 1.
    const pageAfterEdit = await shownPageOf();
    const lenient = await submit('Len Lenient', every({ years: '2' }), {}, pageAfterEdit);
    expect([lenient.status, lenient.json().fields]).toEqual([422, { 'screening.2': 'This version of the question is not the one the page showed.' }]);
    // Nor can a body without the record: an old version is not what the carrier asks.
    const bare = await submit('Len Lenient', every({ years: '2' }));
    expect([bare.status, bare.json().fields]).toEqual([422, { 'screening.2': 'This question has been changed: answer its current version.' }]);
    // The version shown, tightened rule and all: judged by it.
    const tightened = numberOf(await submit('Tia Tightened', every({ years: '2' }, { years: 2 }), {}, pageAfterEdit));
    expect((await stored(tightened)).screeningOutcome).toBe('does-not-meet');

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
    const numberId = numberOf(await submit('Alma Altered', every({ classA: 'no', years: '1' }, { years: 2 })));
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
    const signed = numberOf(await submit('Walt Wording', every({}, { years: 2 })));
    await suite.database.sql(`UPDATE "ScreeningQuestion" SET "textEn" = 'Do you hold any CDL?' WHERE "questionId" = '${ids.classA}' AND "version" = 1`);
    expect(await detail(signed)).toContain('Altered after signing');
    await suite.database.sql(`UPDATE "ScreeningQuestion" SET "textEn" = '${CLASS_A.textEn}' WHERE "questionId" = '${ids.classA}' AND "version" = 1`);
    expect(await detail(signed)).toContain('Integrity: verified');
  });

  it('a retired question is no longer asked; a page that showed it before keeps its answer', async () => {
    const pageBefore = await shownPageOf();
    const retired = await admin().request(`/api/staff/companies/acme/screening/${ids.hazmat}`, { method: 'PATCH', body: JSON.stringify({ asked: false }) });
    expect([retired.status, retired.json()]).toEqual([200, { questionId: ids.hazmat, version: 1, changed: true }]);
    expect((await suite.applicant.get('/application/acme')).text).not.toContain(HAZMAT.textEn);
    const kept = numberOf(await submit('Rita Retired', every({ hazmat: 'yes' }, { years: 2 }), {}, pageBefore));
    expect((await storedAnswers(kept)).map((row) => row.questionId)).toEqual([ids.classA, ids.license, ids.years, ids.hazmat]);
    expect((await stored(kept)).screeningOutcome).toBe('priority');
    const numberId = numberOf(await submit('Ray Retired', answers({ classA: 'yes', license: 'Tanker', years: '3' }, { years: 2 })));
    expect((await storedAnswers(numberId)).map((row) => row.questionId)).toEqual([ids.classA, ids.license, ids.years]);
    expect((await stored(numberId)).screeningOutcome).toBe('meets');
    const stale = await submit('Ray Retired', every({}, { years: 2 }));
    expect([stale.status, stale.json().fields]).toEqual([422, { 'screening.3': 'This question is no longer asked.' }]);

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
    const badge = (words: string) => new RegExp(`MuiChip-label[^>]*>${words}<`);
    const unscreened = await list('&screening=not-screened');
    expect(unscreened).toContain('Nora Noanswers');
    expect(unscreened).toMatch(badge('Not screened'));
    expect(unscreened).not.toContain('Mia Meets');
    expect(await list('&screening=meets')).toContain('Mia Meets');
    // Unfiltered, each application carries its badge, an unscreened one too; one asked nothing, none.
    const all = await list('');
    for (const words of ['Does not meet', 'Priority', 'Meets requirements', 'Not screened']) expect(all).toMatch(badge(words));
    const plain = (await reviewer().get('/staff?compCode=PLAIN&pageSize=100')).text;
    expect(plain).toContain('Pat Plain');
    expect(plain).not.toMatch(/MuiChip-label[^>]*>(Not screened|No questions asked)</);
    // The export says it in its Screening column.
    const [header, ...rows] = parseCsv((await admin().get('/api/staff/applications/export')).text);
    const screeningOf = (name: string) => rows.find((row) => row[header!.indexOf('Applicant name')] === name)?.[header!.indexOf('Screening')];
    expect([screeningOf('Nora Noanswers'), screeningOf('Pat Plain')]).toEqual(['Not screened', '']);
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
