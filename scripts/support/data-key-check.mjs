// @ts-check
// Whether the configured key is the one the stored SSNs were encrypted with. Started with another key (a new
// APPLICANT_DATA_KEY generated over an existing key file, a copy restored without its key), the app would show
// every application as "Altered after signing", fail every SSN reveal, and store new SSNs under a second key.
import { existsSync } from 'node:fs';
import { decryptSsn } from '../../lib/server/pii-cipher.mjs';
import { openSqlDatabase } from './sql-database.mjs';

/** How many of the newest applications are tried: one altered row must not stop the start, all of them do. */
const SAMPLE = 5;

/**
 * A sentence saying what is wrong when none of the newest stored SSNs opens with `key`; null when one does, or when
 * there is nothing to check yet (a new database, or one the migrations have not reached).
 * @param {{ provider: 'sqlite', filePath: string } | { provider: 'postgresql', url: string }} database
 * @param {Buffer} key
 * @returns {Promise<string | null>}
 */
export async function dataKeyProblem(database, key) {
  if (database.provider === 'sqlite' && !existsSync(database.filePath)) return null;
  let rows;
  try {
    const sql = await openSqlDatabase(database);
    try {
      rows = await sql.all(`SELECT "ssn" FROM "Applicant" ORDER BY "numberId" DESC LIMIT ${SAMPLE}`);
    } finally {
      await sql.close();
    }
  } catch {
    // No Applicant table yet, or the database is unreachable: the migration step reports that.
    return null;
  }
  if (rows.length === 0) return null;
  const opens = rows.some((row) => {
    try {
      decryptSsn(String(row.ssn), key);
      return true;
    } catch {
      return false;
    }
  });
  return opens
    ? null
    : `the applicant data key is not the one the stored SSNs were encrypted with (none of the ${rows.length} newest ` +
        'applications opens with it). Start with the key they were stored with: the applicant-data.key file kept ' +
        'with the database, or the APPLICANT_DATA_KEY used before.';
}
