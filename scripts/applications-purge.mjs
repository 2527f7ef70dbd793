// @ts-check
// `npm run applications:purge -- --before YYYY-MM-DD [--dry-run] [--force]`: deletes the applications received
// before that day (UTC), with their signatures, screening answers, consents, documents, review history and webhook notices,
// prints what it removed and writes one audit entry. EEOC rules (29 CFR 1602.14) ask employers to keep applications at least one year, so a
// day less than a year ago is refused unless --force says the operator knows better (e.g. a longer state rule does
// not apply and counsel agreed).
import { fail, scriptArguments } from './support/script-arguments.mjs';
import { runOnDatabase } from './support/sql-database.mjs';

const USAGE = 'Usage: npm run applications:purge -- --before YYYY-MM-DD [--dry-run] [--force]';
const DAY_MS = 24 * 60 * 60 * 1000;

const options = scriptArguments({ before: { type: 'string' }, 'dry-run': { type: 'boolean' }, force: { type: 'boolean' } }, USAGE);

const day = (options.before ?? '').trim();
const before = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00.000Z`) : null;
if (!before || Number.isNaN(before.getTime()) || before.toISOString().slice(0, 10) !== day) {
  fail(`--before must be a day as YYYY-MM-DD.\n${USAGE}`);
}
if (before.getTime() > Date.now() - 365 * DAY_MS && !options.force) {
  fail(
    `${day} is less than a year ago: EEOC rules ask employers to keep applications at least one year. ` +
      'Add --force if you are sure.',
  );
}

/**
 * A DQ file (lib/dq-file, docs/dq-file.md) is kept for the employment and three years after its termination date
 * (49 CFR 391.51(c)); the application of record, its documents and consents are items of it, so an application
 * whose DQ file is still kept is never purged. The DQ days are YYYY-MM-DD strings, which compare as days.
 */
const threeYearsAgo = new Date();
threeYearsAgo.setUTCFullYear(threeYearsAgo.getUTCFullYear() - 3);
const keptSince = threeYearsAgo.toISOString().slice(0, 10);
const KEPT_BY_DQ_FILE = 'SELECT "numberId" FROM "DqFile" WHERE "numberId" IS NOT NULL AND ("terminationDate" = \'\' OR "terminationDate" > ?)';

await runOnDatabase('Could not purge', async (sql) => {
  const cutoff = sql.timestamp(before);
  const inRange = `SELECT "numberId" FROM "Applicant" WHERE "creationDate" < ? AND "numberId" NOT IN (${KEPT_BY_DQ_FILE})`;
  const range = await sql.one(
    `SELECT COUNT(*) AS "rows", MIN("numberId") AS "first", MAX("numberId") AS "last" FROM "Applicant" WHERE "numberId" IN (${inRange})`,
    [cutoff, keptSince],
  );
  const keptRow = await sql.one(`SELECT COUNT(*) AS "rows" FROM "Applicant" WHERE "creationDate" < ? AND "numberId" IN (${KEPT_BY_DQ_FILE})`, [cutoff, keptSince]);
  const kept = Number(keptRow?.rows ?? 0);
  const keptNote = kept > 0 ? `; kept ${kept} whose DQ file is still kept (391.51(c))` : '';
  const rows = Number(range?.rows ?? 0);
  const numbers = rows === 0 ? '' : ` (numbers ${range?.first}–${range?.last})`;
  if (options['dry-run']) {
    console.log(`Would delete ${rows} application${rows === 1 ? '' : 's'} received before ${day}${numbers}${keptNote}. Nothing was deleted.`);
  } else {
    await sql.transaction(async () => {
      // Children first, each table named; a document's bytes go with it by the foreign key's cascade, which this
      // connection enables (scripts/support/sql-database.mjs). An old DQ file of a purged application is past its
      // keeping too (else the application would be kept): it goes with it.
      const args = [cutoff, keptSince];
      const oldFiles = `SELECT "id" FROM "DqFile" WHERE "numberId" IN (${inRange})`;
      await sql.run(`DELETE FROM "ApplicantDocument" WHERE "dqItemId" IN (SELECT "id" FROM "DqItem" WHERE "fileId" IN (${oldFiles}))`, args);
      await sql.run(`DELETE FROM "DqItem" WHERE "fileId" IN (${oldFiles})`, args);
      await sql.run(`DELETE FROM "DqFile" WHERE "numberId" IN (${inRange})`, args);
      await sql.run(`DELETE FROM "ReviewEntry" WHERE "numberId" IN (${inRange})`, args);
      await sql.run(`DELETE FROM "WebhookDelivery" WHERE "numberId" IN (${inRange})`, args);
      await sql.run(`DELETE FROM "ScreeningAnswer" WHERE "numberId" IN (${inRange})`, args);
      await sql.run(`DELETE FROM "ApplicantConsent" WHERE "numberId" IN (${inRange})`, args);
      await sql.run(`DELETE FROM "ApplicantDocument" WHERE "numberId" IN (${inRange})`, args);
      await sql.run(`DELETE FROM "Applicant" WHERE "numberId" IN (${inRange})`, args);
      await sql.run('INSERT INTO "AuditEvent" ("createdAt", "action", "detail") VALUES (?, ?, ?)', [
        sql.timestamp(new Date()),
        'applications-purged',
        JSON.stringify({ before: day, rows, by: 'command-line' }),
      ]);
    });
    console.log(`Deleted ${rows} application${rows === 1 ? '' : 's'} received before ${day}${numbers}, with their signatures, screening answers, consents, documents, review history and webhook notices${keptNote}.`);
  }
});
