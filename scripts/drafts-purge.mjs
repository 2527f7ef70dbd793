// @ts-check
// `npm run drafts:purge`: deletes the saved applications ("Save and finish later") whose 30 days have run out, with
// their documents, and the documents uploaded at step 4 that no application or draft took within a day.
// The app deletes them itself on every save; this is for a scheduler (cron, a platform's scheduled job) on a
// server where nobody saves for a while, so no expired draft keeps an applicant's answers longer than promised.
import nextEnv from '@next/env';
import { PROJECT_ROOT } from '../lib/server/database-config.mjs';
import { runOnDatabase } from './support/sql-database.mjs';

nextEnv.loadEnvConfig(PROJECT_ROOT, false, { info() {}, error: console.error });

if (process.argv.length > 2) {
  console.error('Usage: npm run drafts:purge   (takes no options: it deletes the drafts that have expired)');
  process.exit(2);
}

await runOnDatabase('Could not purge', async (sql) => {
  const now = sql.timestamp(new Date());
  const expired = await sql.one('SELECT COUNT(*) AS "rows" FROM "ApplicationDraft" WHERE "expiresAt" <= ?', [now]);
  // Children first, each table named; a document's bytes go with it by the foreign key's cascade, which this
  // connection enables (scripts/support/sql-database.mjs).
  await sql.run('DELETE FROM "ApplicantDocument" WHERE "numberId" IS NULL AND "draftId" IN (SELECT "id" FROM "ApplicationDraft" WHERE "expiresAt" <= ?)', [now]);
  await sql.run('DELETE FROM "ApplicationDraft" WHERE "expiresAt" <= ?', [now]);
  // An upload no application or draft claimed within a day (lib/documents/server/store-upload.ts).
  const dayAgo = sql.timestamp(new Date(Date.now() - 24 * 60 * 60 * 1000));
  const unclaimed = await sql.one('SELECT COUNT(*) AS "rows" FROM "ApplicantDocument" WHERE "numberId" IS NULL AND "draftId" IS NULL AND "dqItemId" IS NULL AND "createdAt" < ?', [dayAgo]);
  await sql.run('DELETE FROM "ApplicantDocument" WHERE "numberId" IS NULL AND "draftId" IS NULL AND "dqItemId" IS NULL AND "createdAt" < ?', [dayAgo]);
  const rows = Number(expired?.rows ?? 0);
  const documents = Number(unclaimed?.rows ?? 0);
  console.log(
    `Deleted ${rows} expired saved application${rows === 1 ? '' : 's'} and ${documents} unclaimed document upload${documents === 1 ? '' : 's'}.`,
  );
});
