// @ts-check
// `npm run drafts:purge`: deletes the saved applications ("Save and finish later") whose 30 days have run out.
// The app deletes them itself on every save; this is for a scheduler (cron, a platform's scheduled job) on a
// server where nobody saves for a while, so no expired draft keeps an applicant's answers longer than promised.
import nextEnv from '@next/env';
import { PROJECT_ROOT } from '../lib/server/database-config.mjs';
import { openMigratedDatabase } from './support/sql-database.mjs';

nextEnv.loadEnvConfig(PROJECT_ROOT, false, { info() {}, error: console.error });

if (process.argv.length > 2) {
  console.error('Usage: npm run drafts:purge   (takes no options: it deletes the drafts that have expired)');
  process.exit(2);
}

const { sql } = await openMigratedDatabase(process.env.DATABASE_URL);
let exitCode = 0;
try {
  const now = sql.timestamp(new Date());
  const expired = await sql.one('SELECT COUNT(*) AS "rows" FROM "ApplicationDraft" WHERE "expiresAt" <= ?', [now]);
  await sql.run('DELETE FROM "ApplicationDraft" WHERE "expiresAt" <= ?', [now]);
  const rows = Number(expired?.rows ?? 0);
  console.log(`Deleted ${rows} expired saved application${rows === 1 ? '' : 's'}.`);
} catch (error) {
  console.error(`Could not purge: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  exitCode = 1;
} finally {
  await sql.close();
}
process.exit(exitCode);
