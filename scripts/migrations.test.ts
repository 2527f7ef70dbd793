/**
 * The migration scripts, run as the app runs them: as child processes with DATABASE_URL set (the scripts are plain
 * ESM and load Prisma's schema engine as WebAssembly, which is no business of jest's module system).
 * PostgreSQL cases need a server: set TEST_POSTGRES_URL to an admin URL; each test makes and drops its own database.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'pg';

const root = join(__dirname, '..');
const adminUrl = process.env.TEST_POSTGRES_URL;
const unreachablePostgres = 'postgresql://app:hunter2-secret@127.0.0.1:1/driver_application';

type Run = { code: number | null; stdout: string; stderr: string };

function runScript(script: string, env: Record<string, string>, args: string[] = [], cwd = root): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(cwd, 'scripts', script), ...args], {
      cwd,
      env: { ...process.env, DEBUG_SCHEMA_ENGINE: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Migration folders in the order Prisma applies them, with the checksum Prisma records (sha256 of the file). */
function migrationsIn(dir: string) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b))
    .map((name) => ({
      name,
      checksum: createHash('sha256').update(readFileSync(join(dir, name, 'migration.sql'))).digest('hex'),
    }));
}

/** Every field of `model Applicant`, from the schema itself, so a new field without a migration fails here. */
function modelColumns(): string[] {
  const schema = readFileSync(join(root, 'prisma/schema.prisma'), 'utf8');
  const body = /\nmodel Applicant \{([\s\S]*?)\n\}/.exec(schema)?.[1] ?? '';
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//') && !line.startsWith('@@'))
    // Relation fields (a list of another model, or one with @relation) are not columns of this table.
    .filter((line) => !/^\w+\s+\w+\[\]/.test(line) && !line.includes('@relation'))
    .map((line) => line.split(/\s+/)[0] ?? '')
    .sort();
}

/** A throwaway copy of the parts of the project the migration scripts use, to change its schema safely. */
function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-project-'));
  // What the migration scripts import: db-migrate.mjs also fills the returning-applicant link keys (link-keys.mjs,
  // pii-cipher.mjs); the migration command writes the answer columns from the step declarations (lib/applicant,
  // lib/i18n) first.
  const needed = [
    'prisma',
    'scripts',
    'lib/server/database-config.mjs',
    'lib/server/schema-engine.mjs',
    'lib/server/link-keys.mjs',
    'lib/server/pii-cipher.mjs',
    'lib/applicant',
    'lib/i18n',
  ];
  for (const path of needed) {
    cpSync(join(root, path), join(dir, path), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

function addFieldToModel(projectDir: string) {
  const path = join(projectDir, 'prisma/schema.prisma');
  const schema = readFileSync(path, 'utf8');
  writeFileSync(path, schema.replace(/\nmodel Applicant \{\n/, '\nmodel Applicant {\n  middleName String @default("")\n'));
}

describe('migrations on SQLite', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'migrations-sqlite-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('applies every migration to an empty database, in WAL mode, and nothing on a second run', async () => {
    const file = join(dir, 'nested', 'app.db'); // the folder does not exist yet
    const expected = migrationsIn(join(root, 'prisma/migrations'));
    expect(expected.length).toBeGreaterThan(0);

    const first = await runScript('db-migrate.mjs', { DATABASE_URL: `file:${file}` });
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout.trim().split('\n')).toEqual(expected.map(({ name }) => `Applied migration ${name}`));

    const db = new Database(file, { readonly: true });
    try {
      const columns = db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('Applicant') as string[];
      expect(columns.sort()).toEqual(modelColumns());
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      const rows = db
        .prepare('SELECT migration_name AS name, checksum FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY started_at')
        .all();
      expect(rows).toEqual(expected);
    } finally {
      db.close();
    }

    const second = await runScript('db-migrate.mjs', { DATABASE_URL: `file:${file}` });
    const plural = expected.length === 1 ? '' : 's';
    expect(second).toMatchObject({ code: 0, stdout: `Database is up to date (${expected.length} migration${plural}).\n` });
  });

  it('resolves a relative file: URL against the project root, not the working directory', async () => {
    const relative = `data/jest-migrations-${randomBytes(4).toString('hex')}.db`;
    try {
      const run = await runScript('db-migrate.mjs', { DATABASE_URL: `file:./${relative}` }, [], root);
      expect(run.code).toBe(0);
      expect(existsSync(join(root, relative))).toBe(true);
    } finally {
      for (const suffix of ['', '-wal', '-shm']) rmSync(join(root, relative + suffix), { force: true });
    }
  });

  it('fails with one line, and no password, when the database cannot be reached', async () => {
    const run = await runScript('db-migrate.mjs', { DATABASE_URL: unreachablePostgres });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('127.0.0.1:1');
    expect(run.stderr).not.toContain('hunter2-secret');
  });
});

describe('schema and migrations stay in step', () => {
  it('prisma/postgresql/schema.prisma is exactly what derivePostgresSchema makes of prisma/schema.prisma', async () => {
    const derive = `import { readFileSync } from 'node:fs';
      import { derivePostgresSchema } from './scripts/prisma-generate.mjs';
      process.stdout.write(derivePostgresSchema(readFileSync('prisma/schema.prisma', 'utf8')));`;
    const run = await new Promise<Run>((resolve) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', derive], { cwd: root });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(join(root, 'prisma/postgresql/schema.prisma'), 'utf8')).toBe(run.stdout);
  });

  it.each([
    ['prisma/migrations', 'sqlite'],
    ['prisma/postgresql/migrations', 'postgresql'],
  ])('%s/migration_lock.toml names %s', (dir, provider) => {
    expect(readFileSync(join(root, dir, 'migration_lock.toml'), 'utf8')).toContain(`provider = "${provider}"`);
  });

  it('the SQLite migrations produce exactly prisma/schema.prisma', async () => {
    const run = await runScript('db-migration-check.mjs', {}, ['sqlite']);
    expect(run.stdout).toBe('sqlite: migrations match the schema.\n');
    expect(run.code).toBe(0);
  });

  it('the check catches a schema change that has no migration', async () => {
    const copy = projectCopy();
    try {
      addFieldToModel(copy);
      const run = await runScript('db-migration-check.mjs', {}, ['sqlite'], copy);
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/"middleName"/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('the check catches a hand-edited PostgreSQL schema', async () => {
    const copy = projectCopy();
    try {
      writeFileSync(join(copy, 'prisma/postgresql/schema.prisma'), '// edited by hand\n', { flag: 'a' });
      const run = await runScript('db-migration-check.mjs', {}, ['postgresql'], copy);
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/schema\.prisma is stale/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

if (!adminUrl) {
  // One plain line (console.warn would add a code frame).
  process.stderr.write(
    'PostgreSQL migration tests skipped: set TEST_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432/postgres\n',
  );
}

(adminUrl ? describe : describe.skip)('migrations on PostgreSQL', () => {
  const admin = adminUrl ?? '';
  let name: string;
  let url: string;

  async function adminQuery(sql: string) {
    const client = new Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  async function query<T>(sql: string): Promise<T[]> {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  }

  beforeEach(async () => {
    name = `jest_migrations_${randomBytes(6).toString('hex')}`;
    const target = new URL(admin);
    target.pathname = `/${name}`;
    url = target.toString();
    await adminQuery(`CREATE DATABASE "${name}"`);
  });
  afterEach(() => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it('applies every migration to an empty database and nothing on a second run', async () => {
    const expected = migrationsIn(join(root, 'prisma/postgresql/migrations'));
    const first = await runScript('db-migrate.mjs', { DATABASE_URL: url });
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout.trim().split('\n')).toEqual(expected.map(({ name: m }) => `Applied migration ${m}`));

    const columns = await query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'Applicant'`,
    );
    expect(columns.map((c) => c.column_name).sort()).toEqual(modelColumns());
    const rows = await query(
      'SELECT migration_name AS name, checksum FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY started_at',
    );
    expect(rows).toEqual(expected);

    const second = await runScript('db-migrate.mjs', { DATABASE_URL: url });
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/^Database is up to date \(\d+ migrations?\)\.\n$/);
  });

  it('two instances starting at once both come up and the migrations are recorded once', async () => {
    const runs = await Promise.all([
      runScript('db-migrate.mjs', { DATABASE_URL: url }),
      runScript('db-migrate.mjs', { DATABASE_URL: url }),
    ]);
    expect(runs.map((run) => run.code)).toEqual([0, 0]);
    expect(runs.map((run) => run.stderr)).toEqual(['', '']);
    const rows = await query<{ migration_name: string }>('SELECT migration_name FROM _prisma_migrations');
    expect(rows.map((row) => row.migration_name).sort()).toEqual(
      migrationsIn(join(root, 'prisma/postgresql/migrations')).map((m) => m.name),
    );
  });

  it('the PostgreSQL migrations produce exactly the derived schema', async () => {
    const run = await runScript('db-migration-check.mjs', { POSTGRES_ADMIN_URL: admin }, ['postgresql']);
    expect(run.stdout).toBe('postgresql: migrations match the schema.\n');
    expect(run.code).toBe(0);
  });

  it('db-migration-create writes a migration per engine for a schema change, and none without one', async () => {
    const copy = projectCopy();
    try {
      const env = { POSTGRES_ADMIN_URL: admin };
      const unchanged = await runScript('db-migration-create.mjs', env, ['nothing'], copy);
      expect(unchanged).toMatchObject({ code: 0, stderr: '' });
      expect(unchanged.stdout).toBe(
        'sqlite: no schema change, nothing written\npostgresql: no schema change, nothing written\n',
      );

      addFieldToModel(copy);
      const created = await runScript('db-migration-create.mjs', env, ['Add middle name'], copy);
      expect(created).toMatchObject({ code: 0, stderr: '' });
      const files = [...created.stdout.matchAll(/created (\S+)/g)].map((match) => match[1] ?? '');
      expect(files).toEqual([
        expect.stringMatching(/^prisma\/migrations\/\d{14}_add_middle_name\/migration\.sql$/),
        expect.stringMatching(/^prisma\/postgresql\/migrations\/\d{14}_add_middle_name\/migration\.sql$/),
      ]);
      for (const file of files) expect(readFileSync(join(copy, file), 'utf8')).toMatch(/"middleName"/);

      const check = await runScript('db-migration-check.mjs', env, [], copy);
      expect(check).toMatchObject({ code: 0, stderr: '' });

      const sqliteDir = join(copy, 'data');
      mkdirSync(sqliteDir, { recursive: true });
      const migrated = await runScript('db-migrate.mjs', { DATABASE_URL: `file:${join(sqliteDir, 'app.db')}` }, [], copy);
      expect(migrated.stdout).toMatch(/Applied migration \d{14}_add_middle_name/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
    // Five runs of the schema engine (each a WASM start-up) and a project copy: 8 s on a quiet machine, past 30 s
    // while two jest workers and other builds share its two cores.
  }, 90_000);
});
