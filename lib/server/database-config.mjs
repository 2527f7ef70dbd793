// Which database the app uses, and where the key that encrypts applicants' SSNs comes from.
// Plain JavaScript because both the Next.js server and the start-up scripts (plain Node) read it.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
// The file calls below carry `turbopackIgnore`: their paths come from DATABASE_URL at run time, and without it the
// build traces the whole project folder into the server bundle (a serverless host would ship every file).
export const DEFAULT_DATABASE_URL = 'file:./data/driver-application.db';
const KEY_FILE_NAME = 'applicant-data.key';
const KEY_HELP = 'Generate one with `openssl rand -base64 32` and set APPLICANT_DATA_KEY.';

/**
 * @typedef {{ provider: 'sqlite', url: string, filePath: string }
 *   | { provider: 'postgresql', url: string }} DatabaseConfig
 */

/**
 * Reads DATABASE_URL: `file:` → SQLite (relative paths from the project root), `postgres(ql)://` → PostgreSQL.
 * @param {string | undefined} rawUrl
 * @returns {DatabaseConfig}
 */
export function resolveDatabase(rawUrl = process.env.DATABASE_URL) {
  const url = rawUrl && rawUrl.trim() !== '' ? rawUrl.trim() : DEFAULT_DATABASE_URL;
  if (/^postgres(ql)?:\/\//.test(url)) return { provider: 'postgresql', url };
  if (url.startsWith('file:')) {
    const path = decodeURIComponent(url.slice('file:'.length).replace(/^\/\/(?=\/)/, '').split('?')[0]);
    const filePath = isAbsolute(path) ? path : resolve(PROJECT_ROOT, path);
    return { provider: 'sqlite', url: `file:${filePath}`, filePath };
  }
  throw new Error('DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL).');
}

/**
 * The SQLite database and its journal files readable by this user only, as the key file is: they hold
 * applicants' names, addresses and dates of birth. SQLite gives new journal files the database file's mode.
 * @param {string} filePath
 */
export function keepDatabaseFilesPrivate(filePath) {
  for (const path of [filePath, `${filePath}-wal`, `${filePath}-shm`]) {
    if (existsSync(/*turbopackIgnore: true*/ path)) chmodSync(/*turbopackIgnore: true*/ path, 0o600);
  }
}

/**
 * The URL with its password masked, for messages.
 * @param {string} url
 */
export function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@');
  }
}

/** @param {string} encoded @param {string} source */
function decodeKey(encoded, source) {
  const key = Buffer.from(encoded.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${source} must be 32 bytes encoded as base64. ${KEY_HELP}`);
  return key;
}

/**
 * The AES-256 key for applicants' SSNs. From APPLICANT_DATA_KEY when set. On the embedded SQLite default a
 * key file beside the database is created once (mode 0600), so one machine works with no set-up; with a
 * database server there is no local disk to trust, so a missing key is an error.
 * @param {{ database?: DatabaseConfig, keyFromEnv?: string, log?: (line: string) => void }} [options]
 * @returns {Buffer}
 */
export function loadApplicantDataKey({
  database = resolveDatabase(),
  keyFromEnv = process.env.APPLICANT_DATA_KEY,
  log = (line) => console.warn(line),
} = {}) {
  if (keyFromEnv && keyFromEnv.trim() !== '') return decodeKey(keyFromEnv, 'APPLICANT_DATA_KEY');
  if (database.provider !== 'sqlite') {
    throw new Error(`APPLICANT_DATA_KEY is required when DATABASE_URL points at a database server. ${KEY_HELP}`);
  }
  const keyPath = join(dirname(database.filePath), KEY_FILE_NAME);
  if (existsSync(/*turbopackIgnore: true*/ keyPath)) {
    return decodeKey(readFileSync(/*turbopackIgnore: true*/ keyPath, 'utf8'), keyPath);
  }
  mkdirSync(/*turbopackIgnore: true*/ dirname(keyPath), { recursive: true, mode: 0o700 });
  // Written whole to a private file, then linked into place: a link is created with its content or not at all,
  // so an instance starting alongside (two on one machine) never reads a key file that is still empty.
  const draftPath = `${keyPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(/*turbopackIgnore: true*/ draftPath, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(/*turbopackIgnore: true*/ draftPath, keyPath);
    log(`Created ${keyPath} (the key that encrypts applicants' SSNs). Back it up with the database: ` +
      'without it stored SSNs cannot be read. Set APPLICANT_DATA_KEY to manage the key yourself.');
  } catch (error) {
    // Another process created it first; use theirs.
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(/*turbopackIgnore: true*/ draftPath);
  }
  return decodeKey(readFileSync(/*turbopackIgnore: true*/ keyPath, 'utf8'), keyPath);
}
