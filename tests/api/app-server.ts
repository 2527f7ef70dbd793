/** The built app as a child process (shared with `npm run drill` and `npm run bench`). */
export { fetchCsrfToken, freePort, startApp, startApps } from '@/scripts/support/app-process.mjs';
export type { RunningApp } from '@/scripts/support/app-process.mjs';
import { freePort, startApp, type RunningApp } from '@/scripts/support/app-process.mjs';
import { migratedSqliteDatabase, type TestDatabase } from './engines';

/**
 * For a `describe` block: the built app on a fresh database of `createDatabase`, started before its tests and
 * stopped, with the database dropped, after them. `env` is added to the database's; as a function it is called once
 * the database exists and the app's port is chosen, to prepare the database or to tell the app its own address.
 * `server` as startApp's. Read the fields inside tests.
 */
export function appPerSuite(
  createDatabase: () => TestDatabase | Promise<TestDatabase>,
  env: Record<string, string> | ((database: TestDatabase, port: number) => Promise<Record<string, string>>) = {},
  { server }: { server?: 'npm-start' | 'next-start' | 'server' } = {},
) {
  const suite = {} as { database: TestDatabase; app: RunningApp };
  beforeAll(async () => {
    suite.database = await createDatabase();
    const port = await freePort();
    const appEnv = typeof env === 'function' ? await env(suite.database, port) : env;
    suite.app = await startApp({ ...suite.database.env, ...appEnv }, { port, server: server ?? serverFor(suite.database) });
  }, 120_000);
  afterAll(async () => {
    await suite.app?.stop();
    await suite.database?.drop();
  });
  return suite;
}

/** How a suite starts the app on `database`: the server alone once it is migrated, `npm start` otherwise. */
export const serverFor = (database: TestDatabase) => (database.migrated ? 'server' : 'npm-start');

/** appPerSuite on a new, migrated SQLite file: for what is the same on either engine. */
export const sqliteAppPerSuite = (env: Record<string, string> = {}) => appPerSuite(migratedSqliteDatabase, env);
