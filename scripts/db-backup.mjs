// @ts-check
// `npm run db:backup -- PATH`: a consistent copy of the embedded SQLite database while the app keeps serving, made
// with SQLite's online backup (better-sqlite3's db.backup): writers are not stopped, and the copy is one moment of
// the database, with every application committed before it. PostgreSQL has its own tools (pg_dump; see docs/deployment.md).
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import nextEnv from '@next/env';
import { PROJECT_ROOT, resolveDatabase } from '../lib/server/database-config.mjs';

const USAGE = 'Usage: npm run db:backup -- PATH   (e.g. backups/driver-application-2026-11-22.db)';

nextEnv.loadEnvConfig(PROJECT_ROOT, false, { info() {}, error: console.error });

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(message);
  process.exit(2);
}

const target = process.argv[2];
if (!target || process.argv.length > 3) fail(USAGE);
const database = resolveDatabase(process.env.DATABASE_URL);
if (database.provider !== 'sqlite') {
  fail('DATABASE_URL names a PostgreSQL database: back it up with pg_dump (see docs/deployment.md).');
}
if (!existsSync(database.filePath)) fail(`There is no database at ${database.filePath} yet.`);
const destination = resolve(process.cwd(), target);
if (existsSync(destination)) fail(`${destination} exists already: choose a new file, a backup never overwrites one.`);
// The copy holds what the database holds: readable by this user only, like the database itself.
process.umask(0o077);
mkdirSync(dirname(destination), { recursive: true });

const source = new Database(database.filePath, { readonly: true, fileMustExist: true, timeout: 5_000 });
try {
  await source.backup(destination);
} catch (error) {
  console.error(`The backup failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  source.close();
}
if (!process.exitCode) {
  const copy = new Database(destination, { readonly: true });
  const { rows } = /** @type {{ rows: number }} */ (copy.prepare('SELECT COUNT(*) AS rows FROM "Applicant"').get());
  copy.close();
  const keyFile = join(dirname(database.filePath), 'applicant-data.key');
  console.log(`Backed up ${rows} application${rows === 1 ? '' : 's'} to ${destination}.`);
  console.log(
    process.env.APPLICANT_DATA_KEY
      ? 'Keep APPLICANT_DATA_KEY with it: without that key the SSNs in the copy cannot be read.'
      : `Keep the key file ${keyFile} with it: without that key the SSNs in the copy cannot be read.`,
  );
}
