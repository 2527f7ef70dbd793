// @ts-check
// A small SQL connection for command-line scripts (staff accounts, seeding, retention), on whichever engine
// DATABASE_URL names. Statements are written with `?` placeholders and quoted identifiers, valid on both.
import { redactUrl } from '../../lib/server/database-config.mjs';

/**
 * @typedef {{
 *   one: (statement: string, params?: unknown[]) => Promise<Record<string, any> | undefined>,
 *   all: (statement: string, params?: unknown[]) => Promise<Record<string, any>[]>,
 *   run: (statement: string, params?: unknown[]) => Promise<number>,
 *   transaction: (work: () => Promise<void>) => Promise<void>,
 *   timestamp: (date: Date) => unknown,
 *   bool: (value: boolean) => unknown,
 *   close: () => Promise<void>,
 * }} SqlDatabase
 */

/**
 * @param {{ provider: 'sqlite', filePath: string } | { provider: 'postgresql', url: string } | any} database
 * @returns {Promise<SqlDatabase>}
 */
export async function openSqlDatabase(database) {
  if (database.provider === 'postgresql') {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let n = 0;
    const numbered = (/** @type {string} */ statement) => statement.replace(/\?/g, () => `$${++n}`);
    const query = async (/** @type {string} */ statement, /** @type {unknown[]} */ params = []) => {
      n = 0;
      return client.query(numbered(statement), params);
    };
    return {
      one: async (statement, params) => (await query(statement, params)).rows[0],
      all: async (statement, params) => (await query(statement, params)).rows,
      run: async (statement, params) => (await query(statement, params)).rowCount ?? 0,
      transaction: async (work) => {
        await client.query('BEGIN');
        try {
          await work();
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      },
      timestamp: (date) => date,
      bool: (value) => value,
      close: () => client.end(),
    };
  }
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(database.filePath, { timeout: 5_000 });
  db.pragma('journal_mode = WAL');
  // Said, not left to the build's default: a purge deletes documents and their bytes (ApplicantDocumentFile) go by
  // the foreign key's ON DELETE CASCADE, which SQLite enforces only on a connection that asks for it.
  db.pragma('foreign_keys = ON');
  return {
    one: async (statement, params = []) => /** @type {Record<string, any> | undefined} */ (db.prepare(statement).get(...params)),
    all: async (statement, params = []) => /** @type {Record<string, any>[]} */ (db.prepare(statement).all(...params)),
    run: async (statement, params = []) => db.prepare(statement).run(...params).changes,
    transaction: async (work) => {
      db.exec('BEGIN IMMEDIATE');
      try {
        await work();
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    // The format Prisma's better-sqlite3 adapter writes and reads back (ISO 8601 with an explicit offset).
    timestamp: (date) => date.toISOString().replace('Z', '+00:00'),
    bool: (value) => (value ? 1 : 0),
    close: async () => void db.close(),
  };
}

/**
 * DATABASE_URL, migrated and open, for a command-line script. A database that cannot be reached or migrated ends
 * the script with one line saying which and why (the password masked), not a driver's stack trace.
 * @param {string | undefined} rawUrl
 * @returns {Promise<{ database: ReturnType<typeof import('../../lib/server/schema-engine.mjs').resolveDatabase>, sql: SqlDatabase }>}
 */
export async function openMigratedDatabase(rawUrl) {
  // Imported here, not at the top: npm start's key check opens the database through this module and must not
  // load the migration engine (WASM, both adapters) on every start.
  const { applyPendingMigrations, resolveDatabase } = await import('../../lib/server/schema-engine.mjs');
  try {
    const database = resolveDatabase(rawUrl);
    await applyPendingMigrations(database.url);
    return { database, sql: await openSqlDatabase(database) };
  } catch (error) {
    console.error(`Cannot use the database ${describeDatabase(rawUrl)}: ${oneLine(error, rawUrl)}`);
    process.exit(1);
  }
}

/**
 * A command-line script's work on DATABASE_URL, migrated and open: the database closed after, and the process ended
 * with 0, or with 1 and one line `<failure>: <what failed>` (a driver's message can span lines and stack frames).
 * @param {string} failure what the script could not do, e.g. 'Could not purge'
 * @param {(sql: SqlDatabase) => Promise<void>} work
 * @returns {Promise<never>}
 */
export async function runOnDatabase(failure, work) {
  const { sql } = await openMigratedDatabase(process.env.DATABASE_URL);
  let exitCode = 0;
  try {
    await work(sql);
  } catch (error) {
    console.error(`${failure}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    exitCode = 1;
  } finally {
    await sql.close();
  }
  process.exit(exitCode);
}

/** @param {string | undefined} url */
export function describeDatabase(url) {
  return url ? redactUrl(url) : 'the default SQLite database';
}

/**
 * The engine's errors carry a multi-line Rust span trace; the first line is the message. Driver errors can echo
 * parts of the URL, so its password is masked wherever it appears.
 * @param {unknown} error
 * @param {string | undefined} rawUrl
 */
export function oneLine(error, rawUrl) {
  const message = error instanceof Error ? error.message : String(error);
  let line = message.split('\n').find((text) => text.trim() !== '') ?? 'unknown error';
  const password = rawUrl && URL.canParse(rawUrl) ? decodeURIComponent(new URL(rawUrl).password) : '';
  if (password) line = line.split(password).join('***');
  return line.trim();
}
