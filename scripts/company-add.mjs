// @ts-check
// `npm run company:add -- --code CODE --name "LEGAL NAME" --address "STREET, CITY, ST ZIP"`: creates the carrier
// record behind a company code, or replaces the name and address of an existing one. The same limits as the staff
// area's form (lib/companies/company-input.ts); the change is written to the audit log.
import { fail, scriptArguments } from './support/script-arguments.mjs';
import { openMigratedDatabase } from './support/sql-database.mjs';

const USAGE = 'Usage: npm run company:add -- --code CODE --name "LEGAL NAME" --address "STREET, CITY, ST ZIP"';
const CODE_PATTERN = /^[A-Z0-9_-]{1,20}$/;
const LEGAL_NAME_MAX = 120;
const ADDRESS_MAX = 200;

const options = scriptArguments({ code: { type: 'string' }, name: { type: 'string' }, address: { type: 'string' } }, USAGE);
const code = (options.code ?? '').trim().toUpperCase();
const legalName = (options.name ?? '').trim();
const address = (options.address ?? '').trim();
if (!CODE_PATTERN.test(code)) fail(`--code must be 1 to 20 letters, digits, - or _.\n${USAGE}`);
if (!legalName || legalName.length > LEGAL_NAME_MAX) fail(`--name is required, at most ${LEGAL_NAME_MAX} characters.\n${USAGE}`);
if (!address || address.length > ADDRESS_MAX) fail(`--address is required, at most ${ADDRESS_MAX} characters.\n${USAGE}`);

const { sql } = await openMigratedDatabase(process.env.DATABASE_URL);
let exitCode = 0;
try {
  const now = sql.timestamp(new Date());
  const existing = await sql.one('SELECT "code" FROM "Company" WHERE "code" = ?', [code]);
  await sql.transaction(async () => {
    if (existing) {
      await sql.run('UPDATE "Company" SET "legalName" = ?, "address" = ?, "updatedAt" = ? WHERE "code" = ?', [legalName, address, now, code]);
    } else {
      await sql.run('INSERT INTO "Company" ("code", "legalName", "address", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?)', [
        code, legalName, address, now, now,
      ]);
    }
    await sql.run('INSERT INTO "AuditEvent" ("createdAt", "action", "detail") VALUES (?, ?, ?)', [
      now, 'company-saved', JSON.stringify({ code, created: !existing, by: 'command-line' }),
    ]);
  });
  console.log(`${existing ? 'Updated' : 'Created'} ${code}: ${legalName}, ${address}.`);
} catch (error) {
  console.error(`Could not save the carrier: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  exitCode = 1;
} finally {
  await sql.close();
}
process.exit(exitCode);
