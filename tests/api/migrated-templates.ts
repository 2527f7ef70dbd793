import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

/**
 * Databases migrated once per jest run and copied for each suite. `npm start` migrates the database it is given, in
 * a process of its own (~0.6 CPU-seconds on a new SQLite file), and the API suites start the app about eighty times:
 * a suite whose subject is not the start-up gets a copy of a database already migrated, and starts the server alone.
 * The run's folder and PostgreSQL template name come from jest's globalSetup (tests/api/templates-setup.mjs), and its
 * globalTeardown removes them; outside such a run each database is migrated on its own.
 */

const ROOT = join(__dirname, '../..');

/** `npm run db:migrate` on `databaseUrl`, as the start script runs it. */
async function migrate(databaseUrl: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['scripts/db-migrate.mjs'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, APPLICANT_DATA_KEY: '' },
  });
}

/** Copies the run's migrated SQLite file to `file` (made on first use by whichever suite needs it first). */
export async function copyMigratedSqlite(file: string): Promise<void> {
  const folder = process.env.TEST_TEMPLATE_DIR;
  if (!folder) return migrate(`file:${file}`);
  const template = join(folder, 'migrated.db');
  if (!existsSync(template)) {
    // Migrated under a name of its own, then renamed into place: a suite copies a whole template, never a half one
    // (workers starting at once may each make one; the last rename wins, and they are alike).
    const draft = join(folder, `migrating-${process.pid}-${randomBytes(3).toString('hex')}.db`);
    await migrate(`file:${draft}`);
    renameSync(draft, template);
    for (const leftover of ['-wal', '-shm', '.migration-lock']) rmSync(`${draft}${leftover}`, { force: true });
  }
  copyFileSync(template, file);
}

/** The address of database `name` on the server of `adminUrl`. */
export function databaseUrlOn(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates database `name` on the server of `adminUrl` as a copy of the run's migrated template. */
export async function createMigratedPostgres(adminUrl: string, name: string): Promise<void> {
  const template = process.env.TEST_POSTGRES_TEMPLATE;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (!template) {
      await admin.query(`CREATE DATABASE ${name}`);
      return await migrate(databaseUrlOn(adminUrl, name));
    }
    // One worker makes the template while the others wait for it.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const made = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (made.rowCount === 0) {
        await admin.query(`CREATE DATABASE ${template}`);
        await migrate(databaseUrlOn(adminUrl, template));
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
    await copyWhenFree(admin, name, template);
  } finally {
    await admin.end();
  }
}

/** CREATE DATABASE … TEMPLATE needs the template without sessions; the migration's may still be closing. */
async function copyWhenFree(admin: Client, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      const beingAccessed = (error as { code?: string }).code === '55006';
      if (!beingAccessed || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
