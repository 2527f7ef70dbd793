import { MAX_KNOWN_VERSIONS } from '@/lib/screening/server/check-answers';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { behaviourEngine } from './engines';
import { runScript } from './run-script';
import { staffAppPerSuite, type Answer } from './staff-client';

/**
 * The question versions the app keeps in memory once read (lib/screening/server/check-answers.ts): a written version
 * never changes, so it is read once. An answer is still judged by the version its page showed, whether that version
 * was in memory before the question was edited or read after; and the memory is bounded, so a version read before as
 * many others as it holds is read from the database again.
 */
const ADMIN = { email: 'ada.admin@example.com', name: 'Ada Admin', role: 'admin', password: 'correct horse battery staple' };
const YEARS = { kind: 'number', rule: 'knock-out', textEn: 'How many years have you driven a truck?', min: '2' };

describe.each(behaviourEngine())('screening question versions kept in memory, on %s', (_engine, createDatabase) => {
  const suite = staffAppPerSuite(createDatabase, [ADMIN], {
    beforeStart: async (url) => {
      for (const [code, name] of [['ACME', 'Acme Freight LLC'], ['BETA', 'Beta Transport Co'], ['OTHER', 'Other Haulers Inc']]) {
        expect((await runScript('scripts/company-add.mjs', ['--code', code!, '--name', name!, '--address', '1 Main St, Tulsa, OK 74103'], url)).code).toBe(0);
      }
    },
  });
  const admin = () => suite.staff[0]!;

  const submit = (compCode: string, answer: string, version: number, shownPage: string | undefined, id: string): Promise<Answer> =>
    suite.applicant.post('/api/drivers', {
      ...validApplicant({ compCode, applicantName: `Yuri Years ${answer}` }),
      screening: [{ questionId: id, version, answer }],
      ...(shownPage !== undefined && { shownPage }),
    });
  /** The outcome filed for a submission that must have been stored. */
  const outcomeOf = async (submitted: Answer) => {
    expect([submitted.status, submitted.text]).toEqual([201, expect.any(String)]);
    const numberId = Number(submitted.json().numberId);
    const [row] = await suite.database.select(`SELECT "screeningOutcome" FROM "Applicant" WHERE "numberId" = ${numberId}`);
    const [answer] = await suite.database.select(`SELECT "version" FROM "ScreeningAnswer" WHERE "numberId" = ${numberId}`);
    return [row!.screeningOutcome, Number(answer!.version)];
  };
  /** The signed record of the questions the carrier's wizard page shows now (Finish sends it back). */
  const shownPage = async (code: string) =>
    /sp1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}/.exec((await suite.applicant.get(`/application/${code.toLowerCase()}`)).text)![0];
  /** YEARS asked by the carrier: its id and the signed record of a page that showed version 1. */
  const addYearsQuestion = async (code: string) => {
    const added = await admin().post(`/api/staff/companies/${code.toLowerCase()}/screening`, YEARS);
    return { questionId: String(added.json().questionId), pageOfVersion1: await shownPage(code) };
  };

  it('judges an answer by the version its page showed, the one in memory since before an edit or the one written by it', async () => {
    const { questionId, pageOfVersion1 } = await addYearsQuestion('ACME');
    // Version 1 ("2 or more") is read, and kept, by the first answer to it.
    expect(await outcomeOf(await submit('ACME', '2', 1, pageOfVersion1, questionId))).toEqual(['meets', 1]);

    const edited = await admin().request(`/api/staff/companies/acme/screening/${questionId}`, { method: 'PUT', body: JSON.stringify({ ...YEARS, min: '5', version: 1 }) });
    expect(edited.json()).toMatchObject({ version: 2 });
    const pageOfVersion2 = await shownPage('ACME');
    // Version 2 ("5 or more") is not the version 1 in memory.
    expect(await outcomeOf(await submit('ACME', '2', 2, pageOfVersion2, questionId))).toEqual(['does-not-meet', 2]);
    expect(await outcomeOf(await submit('ACME', '5', 2, pageOfVersion2, questionId))).toEqual(['meets', 2]);
    // Both in memory now, each answered by its own rule.
    expect(await outcomeOf(await submit('ACME', '2', 1, pageOfVersion1, questionId))).toEqual(['meets', 1]);
    const older = await submit('ACME', '2', 1, pageOfVersion2, questionId);
    expect([older.status, older.json().fields]).toEqual([422, { 'screening.0': 'This version of the question is not the one the page showed.' }]);
    // Without the page's record the version asked now is read from the database, not from memory.
    const bare = await submit('ACME', '2', 1, undefined, questionId);
    expect([bare.status, bare.json().fields]).toEqual([422, { 'screening.0': 'This question has been changed: answer its current version.' }]);
    // In memory for ACME, unknown to another carrier.
    const elsewhere = await submit('OTHER', '2', 1, undefined, questionId);
    expect([elsewhere.status, elsewhere.json().fields]).toEqual([422, { 'screening.0': 'Unknown question of carrier OTHER.' }]);
  });

  it(`keeps at most ${MAX_KNOWN_VERSIONS} versions: one read before that many others is read from the database again`, async () => {
    // Version 1 read, and kept, by a first answer; then changed in the database behind the app's back (the app never
    // changes a written version): while it is in memory, answers are judged by what was read.
    const { questionId, pageOfVersion1 } = await addYearsQuestion('BETA');
    expect(await outcomeOf(await submit('BETA', '2', 1, pageOfVersion1, questionId))).toEqual(['meets', 1]);
    await suite.database.sql(`UPDATE "ScreeningQuestion" SET "accepted" = '{"min":"10"}' WHERE "questionId" = '${questionId}' AND "version" = 1`);
    expect(await outcomeOf(await submit('BETA', '2', 1, pageOfVersion1, questionId))).toEqual(['meets', 1]);

    // Another carrier's question edited as many times as the memory holds versions, all of them read by one answer.
    const filler = `sq${'f'.repeat(20)}`;
    const versions = Array.from({ length: MAX_KNOWN_VERSIONS }, (_, i) => `('${filler}', ${i + 1}, 'OTHER', 'yes-no', 'Filler?', 'knock-out', '["yes"]', 'superseded', 1)`);
    await suite.database.sql(
      `INSERT INTO "ScreeningQuestion" ("questionId", "version", "compCode", "kind", "textEn", "rule", "accepted", "status", "position") VALUES ${versions.join(', ')}`,
    );
    const fill = await submit('OTHER', 'yes', 1, undefined, filler);
    expect([fill.status, fill.json().fields]).toEqual([422, { 'screening.0': 'This question is no longer asked.' }]);

    // Pushed out of memory: version 1 as the database now holds it ("10 or more").
    expect(await outcomeOf(await submit('BETA', '2', 1, pageOfVersion1, questionId))).toEqual(['does-not-meet', 1]);
  });
});
