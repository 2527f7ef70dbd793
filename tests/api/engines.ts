import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { answersFromDocument } from '@/lib/applicant/application-document';
import { copyMigratedSqlite, createMigratedPostgres, databaseUrlOn } from './migrated-templates';

export type Row = Record<string, unknown>;

/** A real database of its own for one test file, with no application yet, plus what the tests need to look inside it. */
export type TestDatabase = {
  name: 'sqlite' | 'postgresql';
  /** Created with every migration applied (a copy of the run's template), so the app can start without its start script. */
  migrated: boolean;
  env: Record<string, string>;
  /** The Applicant rows, each with its document's answers under their flat names beside the columns. */
  rows: () => Promise<Row[]>;
  /** Changes one answer inside a stored application document (`['workEntries', 0, 'employer']`), as an editor of the database would. */
  setAnswer: (numberId: number, path: readonly (string | number)[], value: string) => Promise<void>;
  sql: (statement: string) => Promise<void>;
  /** Any SELECT, for tables other than Applicant (the audit log, staff accounts). */
  select: (statement: string) => Promise<Row[]>;
  /**
   * What an attacker with the database's storage would read: SQLite's file and its WAL, PostgreSQL's contents as
   * `pg_dump` writes them (a backup, the closest a test gets to the server's files).
   */
  storedBytes: () => Promise<Buffer>;
  dataKey: () => Buffer;
  drop: () => Promise<void>;
};

/** A row as the tests read it: the document's answers by their flat names, then the row's own columns. */
const withAnswers = (row: Row): Row => {
  const document = typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers;
  return { ...answersFromDocument(document), ...row };
};

export const postgresAdminUrl = process.env.TEST_POSTGRES_URL ?? '';

/** A new, empty SQLite file: what the operator's first `npm start` migrates. */
export function sqliteDatabase(): TestDatabase {
  return sqliteAt(join(mkdtempSync(join(tmpdir(), 'driver-app-api-')), 'applications.db'), false);
}

/** A new SQLite file with every migration applied. */
export async function migratedSqliteDatabase(): Promise<TestDatabase> {
  const file = join(mkdtempSync(join(tmpdir(), 'driver-app-api-')), 'applications.db');
  await copyMigratedSqlite(file);
  return sqliteAt(file, true);
}

function sqliteAt(file: string, migrated: boolean): TestDatabase {
  const dir = dirname(file);
  const open = (readonly: boolean) => new Database(file, { readonly });
  return {
    name: 'sqlite',
    migrated,
    // No APPLICANT_DATA_KEY: the embedded default must create its own key file beside the database.
    env: { DATABASE_URL: `file:${file}`, APPLICANT_DATA_KEY: '' },
    rows: async () => {
      const db = open(true);
      try {
        return (db.prepare('SELECT * FROM "Applicant" ORDER BY "numberId"').all() as Row[]).map(withAnswers);
      } finally {
        db.close();
      }
    },
    setAnswer: async (numberId, path, value) => {
      const db = open(false);
      try {
        const jsonPath = `$${path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('')}`;
        db.prepare('UPDATE "Applicant" SET "answers" = json_set("answers", ?, ?) WHERE "numberId" = ?').run(jsonPath, value, numberId);
      } finally {
        db.close();
      }
    },
    sql: async (statement) => {
      const db = open(false);
      try {
        db.exec(statement);
      } finally {
        db.close();
      }
    },
    select: async (statement) => {
      const db = open(true);
      try {
        return db.prepare(statement).all() as Row[];
      } finally {
        db.close();
      }
    },
    storedBytes: async () =>
      Buffer.concat([file, `${file}-wal`].map((path) => {
        try {
          return readFileSync(path);
        } catch {
          return Buffer.alloc(0);
        }
      })),
    dataKey: () => Buffer.from(readFileSync(join(dir, 'applicant-data.key'), 'utf8').trim(), 'base64'),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** One connection to the database at `url` for `work`, closed after it. */
async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A statement on the server's admin connection (TEST_POSTGRES_URL): creating and dropping databases. */
const onServer = (statement: string) => withClient(postgresAdminUrl, async (admin) => void (await admin.query(statement)));

/** A new, empty PostgreSQL database (on the server of TEST_POSTGRES_URL); with `migrated`, every migration applied. */
export async function postgresDatabase({ migrated = false } = {}): Promise<TestDatabase> {
  const name = `driver_app_api_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const url = databaseUrlOn(postgresAdminUrl, name);
  if (migrated) await createMigratedPostgres(postgresAdminUrl, name);
  else await onServer(`CREATE DATABASE ${name}`);
  const key = randomBytes(32);
  return {
    name: 'postgresql',
    migrated,
    env: { DATABASE_URL: url, APPLICANT_DATA_KEY: key.toString('base64') },
    rows: () => withClient(url, async (client) => (await client.query('SELECT * FROM "Applicant" ORDER BY "numberId"')).rows.map(withAnswers)),
    setAnswer: (numberId, path, value) =>
      withClient(url, async (client) => {
        await client.query('UPDATE "Applicant" SET "answers" = jsonb_set("answers", $1::text[], to_jsonb($2::text)) WHERE "numberId" = $3', [
          path.map(String),
          value,
          numberId,
        ]);
      }),
    sql: (statement) => withClient(url, async (client) => void (await client.query(statement))),
    select: (statement) => withClient(url, async (client) => (await client.query(statement)).rows),
    storedBytes: async () =>
      (await promisify(execFile)('pg_dump', ['--no-owner', url], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 })).stdout,
    dataKey: () => key,
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** How a suite's databases are made: migrated (the default), or empty for a suite about the migrations themselves. */
type DatabaseChoice = { migrated?: boolean };

const sqliteMaker = ({ migrated = true }: DatabaseChoice) => (migrated ? migratedSqliteDatabase : async () => sqliteDatabase());
const postgresMaker = ({ migrated = true }: DatabaseChoice) => () => postgresDatabase({ migrated });

/**
 * The engines a suite whose subject is storage runs on (what goes through engine-specific code: the submission's
 * insert and its unique numbers, the search, the dashboard's and the DQ list's SQL, the rate-limit counters, the
 * draft store, the purge, the migrations): SQLite always, PostgreSQL when TEST_POSTGRES_URL names a server (otherwise
 * the suite says why it skipped it), as rows for `describe.each`.
 */
export function testEngines(suite: string, choice: DatabaseChoice = {}): Array<[string, () => Promise<TestDatabase>]> {
  const engines: Array<[string, () => Promise<TestDatabase>]> = [['SQLite', sqliteMaker(choice)]];
  if (postgresAdminUrl) engines.push(['PostgreSQL', postgresMaker(choice)]);
  else console.warn(`PostgreSQL ${suite} skipped: set TEST_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432/postgres`);
  return engines;
}

/**
 * The one engine a suite about behaviour above the store runs on (mail, webhooks, documents, consents, screening,
 * the staff pages…): PostgreSQL, the production engine, when TEST_POSTGRES_URL names a server (CI always does),
 * otherwise SQLite. Running those on both engines doubled their time for no engine-specific code
 * (docs/performance.md); SQLite keeps its storage suites here and the whole browser suite.
 */
export function behaviourEngine(choice: DatabaseChoice = {}): Array<[string, () => Promise<TestDatabase>]> {
  return postgresAdminUrl ? [['PostgreSQL', postgresMaker(choice)]] : [['SQLite', sqliteMaker(choice)]];
}
