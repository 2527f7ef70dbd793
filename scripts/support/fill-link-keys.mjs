// @ts-check
// Fills the returning-applicant link keys (lib/server/link-keys.mjs) of applications stored before those columns
// existed: run by `npm run db:migrate` (so by `npm start`, and by a serverless host's release step) after the
// migrations. Each stored SSN is decrypted once, here, in this process, to compute its keyed digest; the plain
// number is never written, logged or compared. A row whose key is filled is never read again, so after the first
// run this is one indexed look-up that finds nothing.
import { emailKey, linkKeys } from '../../lib/server/link-keys.mjs';
import { decryptSsn } from '../../lib/server/pii-cipher.mjs';

const BATCH = 500;

/**
 * @param {import('./sql-database.mjs').SqlDatabase} sql
 * @param {() => Buffer} loadKey called only when a row needs its keys
 * @returns {Promise<{ filled: number, unreadable: number }>} unreadable: rows whose SSN does not open with the key
 */
export async function fillLinkKeys(sql, loadKey) {
  let filled = 0;
  let unreadable = 0;
  let after = 0;
  /** @type {Buffer | null} */
  let key = null;
  for (;;) {
    const rows = await sql.all(
      `SELECT "numberId", "ssn", "answers" FROM "Applicant"
       WHERE "ssnDigest" = '' AND "numberId" > ? ORDER BY "numberId" LIMIT ${BATCH}`,
      [after],
    );
    if (rows.length === 0) break;
    key ??= loadKey();
    /** @type {unknown[]} */
    const values = [];
    for (const row of rows) {
      let ssn;
      try {
        ssn = decryptSsn(String(row.ssn), key);
      } catch {
        unreadable += 1;
        continue;
      }
      // The application document (lib/applicant/application-document.ts): text on SQLite, an object on PostgreSQL.
      const answers = typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers;
      const text = (/** @type {unknown} */ value) => (typeof value === 'string' ? value : '');
      const keys = linkKeys({ ssn, dob: text(answers?.dob), phone: text(answers?.phone), email: text(answers?.email) }, key);
      values.push(Number(row.numberId), keys.ssnDigest, keys.dobPhoneDigest, keys.dobEmailDigest);
    }
    after = Number(rows.at(-1)?.numberId);
    const count = values.length / 4;
    if (count > 0) {
      // One statement per batch; VALUES columns are column1… on both engines. "ssnDigest" = '' keeps a row another
      // instance filled meanwhile as it is (the same value anyway).
      await sql.run(
        `UPDATE "Applicant" SET "ssnDigest" = v.column2, "dobPhoneDigest" = v.column3, "dobEmailDigest" = v.column4
         FROM (VALUES ${Array.from({ length: count }, () => '(CAST(? AS INTEGER), ?, ?, ?)').join(', ')}) AS v
         WHERE "Applicant"."numberId" = v.column1 AND "Applicant"."ssnDigest" = ''`,
        values,
      );
      filled += count;
    }
  }
  return { filled, unreadable };
}

/**
 * Fills the email key ("Start from your last application", lib/reuse) of applications stored before it existed: no SSN
 * is decrypted, only the document's email read. "none" marks one without an address, so each row is read once.
 * @param {import('./sql-database.mjs').SqlDatabase} sql
 * @param {() => Buffer} loadKey called only when a row needs its key
 * @returns {Promise<number>} rows filled
 */
export async function fillEmailKeys(sql, loadKey) {
  let filled = 0;
  /** @type {Buffer | null} */
  let key = null;
  for (;;) {
    const rows = await sql.all(`SELECT "numberId", "answers" FROM "Applicant" WHERE "emailDigest" = '' ORDER BY "numberId" LIMIT ${BATCH}`, []);
    if (rows.length === 0) break;
    key ??= loadKey();
    for (const row of rows) {
      const answers = typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers;
      const email = typeof answers?.email === 'string' ? answers.email : '';
      await sql.run(`UPDATE "Applicant" SET "emailDigest" = ? WHERE "numberId" = ? AND "emailDigest" = ''`, [emailKey(email, key), Number(row.numberId)]);
    }
    filled += rows.length;
  }
  return filled;
}
