import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { freePort, startApp, startAppOn } from './app-server';
import { migratedSqliteDatabase } from './engines';
import { StaffClient } from './staff-client';
import { within } from './within';

/**
 * What an operator sees when starting the app with each kind of configuration.
 * @long-running: starts the app with every kind of configuration (~30 s).
 */
const run = promisify(execFile);
const ROOT = join(__dirname, '../..');

async function checkConfig(env: Record<string, string>) {
  return runScript('scripts/check-config.mjs', { ...process.env, ...env });
}

const migrate = (env: NodeJS.ProcessEnv) => runScript('scripts/db-migrate.mjs', env);

async function runScript(script: string, env: NodeJS.ProcessEnv, args: string[] = []) {
  try {
    const { stdout, stderr } = await run('node', [script, ...args], { cwd: ROOT, env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('starting the app', () => {
  // Each test's database folder, removed after the suite: they hold key files and databases a run leaves nowhere else.
  const folders: string[] = [];
  const newFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'driver-app-start-'));
    folders.push(folder);
    return folder;
  };
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('refuses to start on a database server without APPLICANT_DATA_KEY, saying what to do', async () => {
    const { code, output } = await checkConfig({ DATABASE_URL: 'postgresql://app@db.internal:5432/drivers', APPLICANT_DATA_KEY: '' });
    expect(code).toBe(1);
    expect(output).toContain('APPLICANT_DATA_KEY is required');
    expect(output).toContain('openssl rand -base64 32');
  });

  it.each([
    ['an unknown database URL', { DATABASE_URL: 'mysql://root@localhost/drivers' }, 'DATABASE_URL must start with file:'],
    ['a key that is not 32 bytes', { APPLICANT_DATA_KEY: 'c2hvcnQ=' }, 'must be 32 bytes'],
    [
      'a webhook without its signing secret',
      { APPLICATION_WEBHOOK_URL: 'https://hooks.example.com/new', APPLICATION_WEBHOOK_SECRET: 'short' },
      'APPLICATION_WEBHOOK_SECRET (16 characters or more) is required',
    ],
    ['a shutdown grace that is not a number', { SHUTDOWN_GRACE_MS: '10s' }, 'SHUTDOWN_GRACE_MS must be a whole number'],
    ['a public address without its scheme', { APP_BASE_URL: 'apply.example.com' }, 'APP_BASE_URL must be the public address'],
    [
      // Its staff links would otherwise come from each request's Host/Origin, which a sender chooses.
      'a webhook without the public address for its links',
      { APPLICATION_WEBHOOK_URL: 'https://hooks.example.com/new', APPLICATION_WEBHOOK_SECRET: 'a-secret-of-24-characters', APP_BASE_URL: '' },
      'APP_BASE_URL is required when APPLICATION_WEBHOOK_URL is set',
    ],
  ])('refuses %s', async (_case, env, message) => {
    const { code, output } = await checkConfig(env);
    expect(code).toBe(1);
    expect(output).toContain(message);
  });

  it('on the SQLite default, creates the database and a private key file once, and says so once', async () => {
    const dir = newFolder();
    const env = { DATABASE_URL: `file:${join(dir, 'nested/app.db')}`, APPLICANT_DATA_KEY: '' };
    const first = await startApp(env);
    await first.stop();
    const keyFile = join(dir, 'nested/applicant-data.key');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'nested/app.db')).mode & 0o777).toBe(0o600); // the database is private too
    expect(readdirSync(join(dir, 'nested'))).toContain('app.db');
    expect(first.output()).toContain('Created');
    expect(first.output()).toMatch(/Applied migration \d+_init/);

    const second = await startApp(env);
    await second.stop();
    expect(second.output()).not.toContain('Created');
    expect(second.output()).toContain('Database is up to date');
  }, 120_000);

  it('instances starting together on a fresh SQLite default all read the one key file, created once', async () => {
    // Four processes walk the same 200 fresh database folders at once, so they race to create each key file.
    const dir = newFolder();
    const loadKeys = [
      "import { loadApplicantDataKey, resolveDatabase } from './lib/server/database-config.mjs';",
      'const keys = [];',
      'for (let folder = 0; folder < 200; folder += 1) {',
      `  const database = resolveDatabase(\`file:${dir}/\${folder}/app.db\`);`,
      "  keys.push(loadApplicantDataKey({ database, keyFromEnv: '' }).toString('hex'));",
      '}',
      "process.stdout.write(keys.join(' '));",
    ].join('\n');
    const results = await Promise.all(
      Array.from({ length: 4 }, () => run('node', ['--input-type=module', '-e', loadKeys], { cwd: ROOT, env: { ...process.env, APPLICANT_DATA_KEY: '' } })),
    );
    const keysByProcess = results.map(({ stdout }) => stdout.split(' '));
    expect(keysByProcess[0]).toHaveLength(200);
    expect(new Set(keysByProcess[0]).size).toBe(200);
    for (const keys of keysByProcess) expect(keys).toEqual(keysByProcess[0]);
    const created = results.map(({ stderr }) => stderr.match(/Created/g)?.length ?? 0);
    expect(created.reduce((sum, count) => sum + count, 0)).toBe(200);
    expect(readdirSync(join(dir, '0'))).toEqual(['applicant-data.key']);
  }, 60_000);

  it('instances starting together on one new SQLite file migrate it once, and all of them start', async () => {
    const dir = newFolder();
    const env = { ...process.env, DATABASE_URL: `file:${join(dir, 'app.db')}`, APPLICANT_DATA_KEY: randomBytes(32).toString('base64') };
    const runs = await Promise.all(Array.from({ length: 6 }, () => migrate(env)));
    expect(runs.map(({ code }) => code)).toEqual([0, 0, 0, 0, 0, 0]);
    const output = runs.map(({ output }) => output).join('');
    expect(output.match(/Applied migration \d+_init/g)).toHaveLength(1);
    expect(output.match(/Database is up to date/g)).toHaveLength(5);
  }, 120_000);

  it('the account script, on a database it cannot reach, says so in one line with the password masked', async () => {
    const closedPort = await freePort();
    const { code, output } = await runScript('scripts/staff-add.mjs', {
      ...process.env,
      DATABASE_URL: `postgresql://app:S3cretPass@127.0.0.1:${closedPort}/drivers`,
      STAFF_PASSWORD: 'correct horse battery',
    }, ['--email', 'pat@example.com']);
    expect(code).toBe(1);
    expect(output.trim()).toMatch(new RegExp(`^Cannot use the database postgresql://app:\\*\\*\\*@127\\.0\\.0\\.1:${closedPort}/drivers: .+$`));
    expect(output).not.toContain('S3cretPass');
  });

  it('refuses to start with a key that does not open the stored SSNs, and starts again with the right one', async () => {
    const dir = newFolder();
    const env = { DATABASE_URL: `file:${join(dir, 'app.db')}`, APPLICANT_DATA_KEY: '' };
    const first = await startApp(env);
    const applicant = await new StaffClient(first.baseUrl).open();
    const stored = await applicant.request('/api/drivers', { method: 'POST', body: JSON.stringify(validApplicant({})) });
    expect(stored.status).toBe(201);
    await first.stop();

    // An operator following "set APPLICANT_DATA_KEY" with a newly generated key, over the existing key file.
    const { code, output } = await checkConfig({ ...env, APPLICANT_DATA_KEY: randomBytes(32).toString('base64') });
    expect(code).toBe(1);
    expect(output).toContain('the applicant data key is not the one the stored SSNs were encrypted with');

    const keyFromFile = readFileSync(join(dir, 'applicant-data.key'), 'utf8').trim();
    expect(await checkConfig({ ...env, APPLICANT_DATA_KEY: keyFromFile })).toMatchObject({ code: 0 });
    expect(await checkConfig(env)).toMatchObject({ code: 0 });
  }, 120_000);

  it('stops on SIGTERM when the pipe its logs went to is gone, instead of spinning on the write that fails', async () => {
    const database = await migratedSqliteDatabase();
    const app = await startAppOn(database);
    try {
      // A page first: Next reports uncaught errors from then on, on the same closed pipe.
      const page = await fetch(`${app.baseUrl}/application/TSKIS`);
      expect(page.status).toBe(200);
      await page.text();
      app.closeOutput();
      // The shutdown's first line meets the closed pipe.
      const stopped = await within(10_000, 'the stop after its log pipe closed', () => app.stop());
      expect(stopped).toBe(0);
    } finally {
      await app.kill();
      await database.drop();
    }
  }, 60_000);
});
