/** The built app as a child process (shared with `npm run drill` and `npm run bench`). */
export { fetchCsrfToken, freePort, startApp, startApps } from '@/scripts/support/app-process.mjs';
export type { RunningApp } from '@/scripts/support/app-process.mjs';
import { startApp, type RunningApp } from '@/scripts/support/app-process.mjs';
import { sqliteDatabase, type TestDatabase } from './engines';

/**
 * For a `describe` block: the built app on a fresh database of `createDatabase` (with `env`), started before its tests
 * and stopped, with the database dropped, after them. Read the fields inside tests.
 */
export function appPerSuite(createDatabase: () => TestDatabase | Promise<TestDatabase>, env: Record<string, string> = {}) {
  const suite = {} as { database: TestDatabase; app: RunningApp };
  beforeAll(async () => {
    suite.database = await createDatabase();
    suite.app = await startApp({ ...suite.database.env, ...env });
  }, 120_000);
  afterAll(async () => {
    await suite.app?.stop();
    await suite.database?.drop();
  });
  return suite;
}

/** appPerSuite on a fresh SQLite file: for what is the same on either engine. */
export const sqliteAppPerSuite = (env: Record<string, string> = {}) => appPerSuite(sqliteDatabase, env);
