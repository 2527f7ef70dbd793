// @ts-check
// `npm run company:add -- --code CODE --name "LEGAL NAME" --address "STREET, CITY, ST ZIP" [--notify a@x,b@y]`:
// creates the carrier record behind a company code, or replaces the name, address (and, with --notify, the
// addresses mailed each new application) of an existing one. The same limits as the staff area's form
// (lib/companies/company-input.ts); the change is written to the audit log.
import { parseEmailList } from '../lib/mail/email-list.mjs';
import { fail, scriptArguments } from './support/script-arguments.mjs';
import { runOnDatabase } from './support/sql-database.mjs';

const USAGE = 'Usage: npm run company:add -- --code CODE --name "LEGAL NAME" --address "STREET, CITY, ST ZIP" [--notify a@x,b@y]';
const CODE_PATTERN = /^[A-Z0-9_-]{1,20}$/;
const LEGAL_NAME_MAX = 120;
const ADDRESS_MAX = 200;

const options = scriptArguments(
  { code: { type: 'string' }, name: { type: 'string' }, address: { type: 'string' }, notify: { type: 'string' } },
  USAGE,
);
const code = (options.code ?? '').trim().toUpperCase();
const legalName = (options.name ?? '').trim();
const address = (options.address ?? '').trim();
if (!CODE_PATTERN.test(code)) fail(`--code must be 1 to 20 letters, digits, - or _.\n${USAGE}`);
if (!legalName || legalName.length > LEGAL_NAME_MAX) fail(`--name is required, at most ${LEGAL_NAME_MAX} characters.\n${USAGE}`);
if (!address || address.length > ADDRESS_MAX) fail(`--address is required, at most ${ADDRESS_MAX} characters.\n${USAGE}`);
// Without --notify an existing list is kept; `--notify ""` clears it (the office default applies again).
const notify = options.notify === undefined ? null : parseEmailList(options.notify, '--notify');
if (notify && !notify.ok) fail(`${notify.error}\n${USAGE}`);
const notifyEmails = notify?.ok ? notify.addresses.join(',') : null;

await runOnDatabase('Could not save the carrier', async (sql) => {
  const now = sql.timestamp(new Date());
  const existing = await sql.one('SELECT "code" FROM "Company" WHERE "code" = ?', [code]);
  await sql.transaction(async () => {
    if (existing) {
      await sql.run('UPDATE "Company" SET "legalName" = ?, "address" = ?, "updatedAt" = ? WHERE "code" = ?', [legalName, address, now, code]);
      if (notifyEmails !== null) await sql.run('UPDATE "Company" SET "notifyEmails" = ? WHERE "code" = ?', [notifyEmails, code]);
    } else {
      await sql.run('INSERT INTO "Company" ("code", "legalName", "address", "notifyEmails", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?)', [
        code, legalName, address, notifyEmails ?? '', now, now,
      ]);
    }
    await sql.run('INSERT INTO "AuditEvent" ("createdAt", "action", "detail") VALUES (?, ?, ?)', [
      now, 'company-saved', JSON.stringify({ code, created: !existing, by: 'command-line' }),
    ]);
  });
  const notified = notifyEmails === null ? '' : ` New applications are mailed to ${notifyEmails ? notifyEmails.split(',').join(', ') : 'the office default (OFFICE_NOTIFY_EMAILS)'}.`;
  console.log(`${existing ? 'Updated' : 'Created'} ${code}: ${legalName}, ${address}.${notified}`);
});
