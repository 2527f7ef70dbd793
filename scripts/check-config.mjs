// Run by `npm start` before anything else: refuses to start, with one clear line, when the configuration
// cannot work (bad DATABASE_URL, no APPLICANT_DATA_KEY with a database server), instead of failing on the
// first submission. On the embedded SQLite default it creates the key file once.
import nextEnv from '@next/env';
import { PROJECT_ROOT, loadApplicantDataKey, resolveDatabase } from '../lib/server/database-config.mjs';

// Read .env files the way `next start` will, so both see the same configuration.
nextEnv.loadEnvConfig(PROJECT_ROOT, false, { info() {}, error: console.error });

try {
  loadApplicantDataKey({ database: resolveDatabase() });
} catch (error) {
  console.error(`Driver Application cannot start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
