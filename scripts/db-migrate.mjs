// @ts-check
// `npm run db:migrate`, and the first step of `npm start`: applies pending migrations to DATABASE_URL (default: the
// embedded SQLite file), like `prisma migrate deploy` but with no native engine to download (see schema-engine.mjs).
import nextEnv from '@next/env';
import {
  PROJECT_ROOT,
  keepDatabaseFilesPrivate,
  loadApplicantDataKey,
  resolveDatabase as databaseConfig,
} from '../lib/server/database-config.mjs';
import { applyPendingMigrations, loadMigrations, resolveDatabase } from '../lib/server/schema-engine.mjs';
import { fillEmailKeys, fillLinkKeys } from './support/fill-link-keys.mjs';
import { describeDatabase, oneLine, openSqlDatabase } from './support/sql-database.mjs';

// Read .env files the way `next start` will, so both see the same DATABASE_URL.
nextEnv.loadEnvConfig(PROJECT_ROOT, process.env.npm_lifecycle_event === 'dev', { info() {}, error: console.error });

const rawUrl = process.env.DATABASE_URL;
let exitCode = 0;
try {
  const database = resolveDatabase(rawUrl);
  const applied = await applyPendingMigrations(database.url);
  for (const name of applied) console.log(`Applied migration ${name}`);
  if (database.filePath) keepDatabaseFilesPrivate(database.filePath);
  if (applied.length === 0) {
    const count = loadMigrations(database.migrationsDir).migrationDirectories.length;
    console.log(`Database is up to date (${count} migration${count === 1 ? '' : 's'}).`);
  }
  // Applications stored before the returning-applicant link keys existed get them now (docs/dashboard.md).
  // Without the data key here it says so and leaves them for the next run; nothing else waits on it.
  const sql = await openSqlDatabase(database);
  try {
    const { filled, unreadable } = await fillLinkKeys(sql, () => loadApplicantDataKey({ database: databaseConfig(rawUrl) }));
    if (filled > 0) console.log(`Linked returning applicants: keys computed for ${filled} earlier application${filled === 1 ? '' : 's'}.`);
    if (unreadable > 0) console.warn(`${unreadable} application${unreadable === 1 ? '' : 's'} could not be linked: the data key does not open their SSN.`);
    const emails = await fillEmailKeys(sql, () => loadApplicantDataKey({ database: databaseConfig(rawUrl) }));
    if (emails > 0) console.log(`Email keys computed for ${emails} earlier application${emails === 1 ? '' : 's'} (Start from your last application).`);
  } catch (error) {
    console.warn(`Returning-applicant keys not computed yet (${oneLine(error, rawUrl)}); the next \`npm run db:migrate\` tries again.`);
  } finally {
    await sql.close();
  }
} catch (error) {
  console.error(`Database migration failed for ${describeDatabase(rawUrl)}: ${oneLine(error, rawUrl)}`);
  exitCode = 1;
}
// Exit explicitly: on PostgreSQL the engine leaves its 10 s advisory-lock timeout timer pending after it is done.
process.exit(exitCode);
