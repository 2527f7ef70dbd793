/** The built app as a child process (shared with `npm run drill` and `npm run bench`). */
export { fetchCsrfToken, freePort, startApp, startApps } from '@/scripts/support/app-process.mjs';
export type { RunningApp } from '@/scripts/support/app-process.mjs';
import { startApp, type RunningApp } from '@/scripts/support/app-process.mjs';
import { sqliteDatabase, type TestDatabase } from './engines';

/**
 * For a `describe` block: the built app on a fresh SQLite file (with `env`), started before its tests and stopped,
 * with the file deleted, after them. Read the fields inside tests.
 */
export function sqliteAppPerSuite(env: Record<string, string> = {}) {
  const suite = {} as { database: TestDatabase; app: RunningApp };
  beforeAll(async () => {
    suite.database = sqliteDatabase();
    suite.app = await startApp({ ...suite.database.env, ...env });
  }, 120_000);
  afterAll(async () => {
    await suite.app?.stop();
    await suite.database?.drop();
  });
  return suite;
}
