// Run by `npm start` before anything else: refuses to start, with one clear line, when the configuration
// cannot work (bad DATABASE_URL, no APPLICANT_DATA_KEY with a database server), instead of failing on the
// first submission. On the embedded SQLite default it creates the key file once.
import nextEnv from '@next/env';
import { parseTrustProxy } from '../lib/server/client-address.mjs';
import { PROJECT_ROOT, loadApplicantDataKey, resolveDatabase } from '../lib/server/database-config.mjs';
import { parseRateLimits } from '../lib/server/rate-limit/setting.mjs';

// Read .env files the way `next start` will, so both see the same configuration.
nextEnv.loadEnvConfig(PROJECT_ROOT, false, { info() {}, error: console.error });

try {
  loadApplicantDataKey({ database: resolveDatabase() });
  parseTrustProxy(process.env.TRUST_PROXY);
  for (const name of ['SUBMISSION_RATE_LIMIT', 'STAFF_SIGN_IN_RATE_LIMIT']) {
    if (process.env[name]) parseRateLimits(process.env[name], name);
  }
  // The same rule as lib/server/env.ts, checked here so a half-configured webhook stops the start, not a submission.
  if (process.env.APPLICATION_WEBHOOK_URL && (process.env.APPLICATION_WEBHOOK_SECRET ?? '').length < 16) {
    throw new Error('APPLICATION_WEBHOOK_SECRET (16 characters or more) is required when APPLICATION_WEBHOOK_URL is set.');
  }
  if (process.env.APPLICATION_WEBHOOK_URL && !process.env.APP_BASE_URL) {
    throw new Error('APP_BASE_URL is required when APPLICATION_WEBHOOK_URL is set (the staff links in the notices use it).');
  }
} catch (error) {
  console.error(`Driver Application cannot start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
