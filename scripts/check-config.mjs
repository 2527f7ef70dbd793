// Run by `npm start` before anything else: refuses to start, with one clear line, when the configuration
// cannot work (bad DATABASE_URL, no APPLICANT_DATA_KEY with a database server, a key that does not open the
// stored SSNs), instead of failing on the first submission. On the embedded SQLite default it creates the key file once.
import nextEnv from '@next/env';
import { parseTrustProxy } from '../lib/server/client-address.mjs';
import { PROJECT_ROOT, loadApplicantDataKey, resolveDatabase } from '../lib/server/database-config.mjs';
import { settingsProblem } from '../lib/server/env-schema.mjs';
import { dataKeyProblem } from './support/data-key-check.mjs';

// Read .env files the way `next start` will, so both see the same configuration.
nextEnv.loadEnvConfig(PROJECT_ROOT, false, { info() {}, error: console.error });

try {
  // Every setting, by the rules the app applies when it reads them (lib/server/env-schema.mjs); the key file is
  // created only once they can all be used.
  const problem = settingsProblem(process.env);
  if (problem) throw new Error(problem);
  parseTrustProxy(process.env.TRUST_PROXY);
  const database = resolveDatabase();
  const keyProblem = await dataKeyProblem(database, loadApplicantDataKey({ database }));
  if (keyProblem) throw new Error(keyProblem);
} catch (error) {
  console.error(`Driver Application cannot start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
