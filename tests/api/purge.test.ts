import { testEngines } from './engines';
import { runScript } from './run-script';
import { staffAppPerSuite, submitApplication } from './staff-client';

/**
 * Retention: `npm run applications:purge` on each engine deletes exactly the applications received before the
 * given day, with what hangs off them, says what it removed, leaves an audit entry, and refuses a day less than a
 * year ago (EEOC) unless forced.
 */
const engines = testEngines('retention tests');
const REVIEWER = { email: 'rita.reviewer@example.com', name: 'Rita Reviewer', role: 'reviewer', password: 'correct horse battery staple' };

describe.each(engines)('npm run applications:purge on %s', (_engine, createDatabase) => {
  const suite = staffAppPerSuite(createDatabase, [REVIEWER]);

  const purge = (...args: string[]) => runScript('scripts/applications-purge.mjs', args, suite.database.env.DATABASE_URL);

  const names = async () =>
    (await suite.database.select('SELECT "applicantName" FROM "Applicant" ORDER BY "numberId"')).map((row) => row.applicantName);

  it('deletes only what was received before the day, with its history, and leaves an audit entry', async () => {
    const old = await submitApplication(suite.applicant, { applicantName: 'Olga Old' });
    const older = await submitApplication(suite.applicant, { applicantName: 'Otto Older' });
    await submitApplication(suite.applicant, { applicantName: 'Nina New' });
    const review = await suite.staff[0]!.post(`/api/staff/applications/${old}/review`, { expectedStatus: 'new', note: 'Called twice.' });
    expect(review.status).toBe(200);
    // A background-check consent filed with it (lib/consents): deleted with it.
    await suite.database.sql(
      `INSERT INTO "ApplicantConsent" ("numberId", "position", "consent", "source", "textVersion", "textLanguage", "textSha256", "shownValues", "agreedAt")
       SELECT "numberId", 0, 'fcra-disclosure', 'app', 'fcra-disclosure/2026-11-25', 'en', '', '{}', "creationDate" FROM "Applicant" WHERE "numberId" = ${old}`,
    );
    for (const [numberId, received] of [[old, '2021-03-01T12:00:00.000Z'], [older, '2020-05-01T12:00:00.000Z']] as const) {
      const stamp = suite.database.name === 'sqlite' ? `'${received.replace('Z', '+00:00')}'` : `'${received}'`;
      await suite.database.sql(`UPDATE "Applicant" SET "creationDate" = ${stamp} WHERE "numberId" = ${numberId}`);
    }

    // Its CDL photos, whose bytes are kept in a table of their own: deleted with it, not left behind.
    const photos = (await suite.database.select(`SELECT "id" FROM "ApplicantDocument" WHERE "numberId" = ${old}`)).map((row) => `'${String(row.id)}'`);
    const photoBytes = () => suite.database.select(`SELECT "documentId" FROM "ApplicantDocumentFile" WHERE "documentId" IN (${photos.join(', ')})`);
    expect(await photoBytes()).toHaveLength(2);

    const dryRun = await purge('--before', '2021-06-01', '--dry-run');
    expect(dryRun).toEqual({ code: 0, output: `Would delete 2 applications received before 2021-06-01 (numbers ${old}–${older}). Nothing was deleted.\n` });
    expect(await names()).toEqual(['Olga Old', 'Otto Older', 'Nina New']);

    const done = await purge('--before', '2021-01-01');
    expect(done.code).toBe(0);
    expect(done.output).toContain(`Deleted 1 application received before 2021-01-01 (numbers ${older}–${older})`);
    expect(await names()).toEqual(['Olga Old', 'Nina New']);

    await purge('--before', '2021-06-01');
    expect(await names()).toEqual(['Nina New']);
    expect(await suite.database.select(`SELECT "id" FROM "ReviewEntry" WHERE "numberId" = ${old}`)).toEqual([]);
    expect(await suite.database.select(`SELECT "id" FROM "ApplicantConsent" WHERE "numberId" = ${old}`)).toEqual([]);
    expect(await suite.database.select(`SELECT "id" FROM "ApplicantDocument" WHERE "numberId" = ${old}`)).toEqual([]);
    expect(await photoBytes()).toEqual([]);
    const audited = await suite.database.select(`SELECT "detail" FROM "AuditEvent" WHERE "action" = 'applications-purged' ORDER BY "id"`);
    expect(audited.map((row) => JSON.parse(String(row.detail)))).toEqual([
      { before: '2021-01-01', rows: 1, by: 'command-line' },
      { before: '2021-06-01', rows: 1, by: 'command-line' },
    ]);
  });

  it('refuses a day less than a year ago unless forced, and a day that is not one', async () => {
    const recent = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const refused = await purge('--before', recent);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('EEOC rules ask employers to keep applications at least one year');
    expect(await names()).toEqual(['Nina New']);
    expect((await purge('--before', '2021-02-30')).output).toContain('--before must be a day as YYYY-MM-DD.');
    const forced = await purge('--before', '2999-01-01', '--force');
    expect(forced.output).toContain('Deleted 1 application');
    expect(await names()).toEqual([]);
  });
});
