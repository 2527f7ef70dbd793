// @ts-check
// `npm run staff:add -- --email EMAIL [--name "NAME"] [--role admin|reviewer]`: creates a staff account, or, for an
// email that already has one, sets its new password (the way a forgotten password is reset) and, when given, its
// name and role. The password comes from STAFF_PASSWORD, or is asked for (hidden) when that is unset.
//
// Why direct SQL rather than better-auth's API: its admin endpoints need a signed-in admin, and the first account
// has nobody to sign in as. The password is hashed by better-auth's own hashPassword (scrypt), exactly as sign-in
// verifies it; the rows are the ones its Prisma adapter reads (prisma/schema.prisma: user, account).
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { hashPassword } from 'better-auth/crypto';
import { fail, scriptArguments } from './support/script-arguments.mjs';
import { openMigratedDatabase } from './support/sql-database.mjs';

const ROLES = ['admin', 'reviewer'];
const MIN_PASSWORD_LENGTH = 10; // the same minimum lib/auth/auth.ts gives better-auth
const USAGE = 'Usage: npm run staff:add -- --email EMAIL [--name "NAME"] [--role admin|reviewer]';

const options = scriptArguments({ email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } }, USAGE);
const email = (options.email ?? '').trim().toLowerCase();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`Give a valid --email.\n${USAGE}`);
if (options.role !== undefined && !ROLES.includes(options.role)) fail(`--role must be admin or reviewer.\n${USAGE}`);

const password = process.env.STAFF_PASSWORD ?? (await askHidden(`Password for ${email}: `));
if (password.length < MIN_PASSWORD_LENGTH) fail(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);

const { sql } = await openMigratedDatabase(process.env.DATABASE_URL);
let exitCode = 0;
try {
  const hash = await hashPassword(password);
  const now = sql.timestamp(new Date());
  const existing = await sql.one('SELECT "id", "name", "role" FROM "user" WHERE "email" = ?', [email]);
  /** @type {string} */
  let role;
  if (existing) {
    role = options.role ?? existing.role ?? 'reviewer';
    await sql.transaction(async () => {
      await sql.run('UPDATE "user" SET "name" = ?, "role" = ?, "banned" = ?, "updatedAt" = ? WHERE "id" = ?', [
        options.name ?? existing.name, role, sql.bool(false), now, existing.id,
      ]);
      const updated = await sql.run(
        'UPDATE "account" SET "password" = ?, "updatedAt" = ? WHERE "userId" = ? AND "providerId" = ?',
        [hash, now, existing.id, 'credential'],
      );
      if (updated === 0) await insertAccount(existing.id, hash, now);
      // A reset password ends every open session of the account.
      await sql.run('DELETE FROM "session" WHERE "userId" = ?', [existing.id]);
      await audit('account-changed', role, now);
    });
    console.log(`Updated ${email} (${role}): new password set, open sessions signed out.`);
  } else {
    role = options.role ?? 'reviewer';
    const userId = randomUUID();
    await sql.transaction(async () => {
      await sql.run(
        'INSERT INTO "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt", "role", "banned") VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [userId, options.name ?? email.split('@')[0], email, sql.bool(true), now, now, role, sql.bool(false)],
      );
      await insertAccount(userId, hash, now);
      await audit('account-created', role, now);
    });
    console.log(`Created ${email} (${role}). Sign in at /staff/login.`);
  }
} catch (error) {
  console.error(`Could not save the account: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  exitCode = 1;
} finally {
  await sql.close();
}
process.exit(exitCode);

/** @param {string} userId @param {string} hash @param {unknown} now */
async function insertAccount(userId, hash, now) {
  await sql.run(
    'INSERT INTO "account" ("id", "accountId", "providerId", "userId", "password", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?)',
    [randomUUID(), userId, 'credential', userId, hash, now, now],
  );
}

/** The audit log records account changes made from the command line too (lib/server/audit/events.ts). @param {string} action @param {string} role @param {unknown} now */
async function audit(action, role, now) {
  await sql.run(
    'INSERT INTO "AuditEvent" ("createdAt", "action", "staffEmail", "detail") VALUES (?, ?, ?, ?)',
    [now, action, email, JSON.stringify({ email, role, by: 'command-line' })],
  );
}

/** @param {string} question @returns {Promise<string>} */
function askHidden(question) {
  if (!process.stdin.isTTY) fail('Set STAFF_PASSWORD, or run this in a terminal to be asked for the password.');
  return new Promise((resolve) => {
    const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // Echo nothing of what is typed after the question itself.
    const output = /** @type {any} */ (prompt);
    output._writeToOutput = (/** @type {string} */ text) => {
      if (text.startsWith(question)) process.stdout.write(question);
    };
    prompt.question(question, (answer) => {
      prompt.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}
