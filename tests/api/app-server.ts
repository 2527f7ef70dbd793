/** The built app as a child process (shared with `npm run drill` and `npm run bench`). */
export { fetchCsrfToken, freePort, startApp, startApps } from '@/scripts/support/app-process.mjs';
export type { RunningApp } from '@/scripts/support/app-process.mjs';
import { freePort, startApp, startApps, type RunningApp } from '@/scripts/support/app-process.mjs';
import { migratedSqliteDatabase, type TestDatabase } from './engines';
import { within } from './within';

type StartOptions = { port?: number; server?: 'npm-start' | 'next-start' | 'server' };

/**
 * For a `describe` block: the built app on a fresh database of `createDatabase`, started before its tests and
 * stopped, with the database dropped, after them. `env` is added to the database's; as a function it is called once
 * the database exists and the app's port is chosen, to prepare the database or to tell the app its own address.
 * `server` as startAppOn's. Read the fields inside tests.
 */
export function appPerSuite(
  createDatabase: () => TestDatabase | Promise<TestDatabase>,
  env: Record<string, string> | ((database: TestDatabase, port: number) => Promise<Record<string, string>>) = {},
  { server }: Pick<StartOptions, 'server'> = {},
) {
  const suite = {} as { database: TestDatabase; app: RunningApp };
  beforeAll(async () => {
    suite.database = await within(45_000, "the suite's database", createDatabase, (late) => late.drop());
    const port = await freePort();
    const prepare = typeof env === 'function' ? () => env(suite.database, port) : () => env;
    const appEnv = await within(45_000, "the suite's preparation before the app starts", prepare);
    // startApp gives up after 60 s itself, with what the app printed.
    suite.app = await startAppOn(suite.database, appEnv, { port, server });
  }, 180_000);
  afterAll(async () => {
    await suite.app?.stop();
    await suite.database?.drop();
  });
  return suite;
}

/**
 * The app on `database`, with `env` added to the database's own. Unless `server` says otherwise, the server alone on
 * a migrated database (the start script's checks and migrations have their own suites: start-up, migrations) and
 * `npm start` on any other.
 */
export function startAppOn(database: TestDatabase, env: Record<string, string> = {}, { port, server }: StartOptions = {}) {
  return startApp({ ...database.env, ...env }, { port, server: server ?? serverFor(database) });
}

/** startAppOn for `count` instances at once on `database`. */
export function startAppsOn(count: number, database: TestDatabase, env: Record<string, string> = {}) {
  return startApps(count, { ...database.env, ...env }, { server: serverFor(database) });
}

const serverFor = (database: TestDatabase) => (database.migrated ? 'server' : 'npm-start');

/** appPerSuite on a new, migrated SQLite file: for what is the same on either engine. */
export const sqliteAppPerSuite = (env: Record<string, string> = {}) => appPerSuite(migratedSqliteDatabase, env);
