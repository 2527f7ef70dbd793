import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { answersFromDocument } from '@/lib/applicant/application-document';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { testEngines, type Row, type TestDatabase } from './engines';
import { pdfText, staffAppPerSuite } from './staff-client';

/**
 * Applications the app stored under each signed-content version (tests/fixtures/signed-application-v*.json, each row
 * exported once, when the answers were still a column each) restored into the schema of that time as a backup
 * restore would, then moved into the application document by the migration (prisma/…/20261127053501_application_document),
 * as `npm start` runs it: every answer is kept, and each still reads "Integrity: verified" on the application page
 * and on the PDF of record.
 */
const engines = testEngines('document migration tests', { migrated: false });
const REVIEWER = { email: 'rita.reviewer@example.com', name: 'Rita Reviewer', role: 'reviewer', password: 'correct horse battery staple' };
const DOCUMENT_MIGRATION = '20261127053501_application_document';

/** The migrations of the releases before the document, applied as `npm run db:migrate` applies them (in a process of its own: the engine is an ES module with WebAssembly). */
async function migrateToBeforeTheDocument(databaseUrl: string) {
  const script = `const { applyPendingMigrations } = await import(${JSON.stringify(join(__dirname, '../../lib/server/schema-engine.mjs'))});
    await applyPendingMigrations(${JSON.stringify(databaseUrl)}, { before: ${JSON.stringify(DOCUMENT_MIGRATION)} });
    process.exit(0);`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
}

type StoredFixture = {
  dataKey: string;
  row: Record<string, unknown>;
  /** From version 3 on: the rows of the signed sections' tables (bytes as `{ base64 }`). */
  sections?: Record<string, Record<string, unknown>[]>;
};
const fixture = (version: number): StoredFixture =>
  JSON.parse(readFileSync(join(__dirname, `../fixtures/signed-application-v${version}.json`), 'utf8'));

/** A value as an SQL literal: on PostgreSQL every value quoted, which the column's type reads; bytes as each engine writes them. */
function literal(value: unknown, engine: TestDatabase['name']): string {
  if (value === null) return 'NULL';
  if (typeof value === 'object' && value && 'base64' in value) {
    const bytes = Buffer.from(String(value.base64), 'base64');
    return engine === 'sqlite' ? `X'${bytes.toString('hex')}'` : `decode('${bytes.toString('base64')}', 'base64')`;
  }
  if (typeof value === 'number' && engine === 'sqlite') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

function insertStatement(table: string, row: Record<string, unknown>, engine: TestDatabase['name']): string {
  const columns = Object.keys(row);
  return `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')})
    VALUES (${columns.map((column) => literal(row[column], engine)).join(', ')})`;
}

/** Every released content version's stored application, each under its version as its application number. */
const FIXTURE_VERSIONS = [1, 2, 3] as const;
/** The columns the migration keeps beside the document. */
const KEPT_COLUMNS = ['numberId', 'ssn', 'ssnLast4', 'compCode', 'applicantName', 'status', 'signatureAudit', 'signedContentDigest', 'submitterIp', 'userAgent', 'missingItems'];

describe.each(engines)('applications stored on %s before the document, under every signed-content version', (_engine, createDatabase) => {
  const fixtures = FIXTURE_VERSIONS.map((version) => ({ version, stored: fixture(version) }));
  // One app for every version: the fixtures were all exported under one data key.
  const [dataKey] = new Set(fixtures.map(({ stored }) => stored.dataKey));
  const before = new Map<number, Row>();

  /** The database of the release before the document, with the fixtures restored into it; the app migrates it at start. */
  const restoredBeforeTheDocument = async () => {
    const database = await createDatabase();
    database.env.APPLICANT_DATA_KEY = dataKey!;
    await migrateToBeforeTheDocument(database.env.DATABASE_URL!);
    for (const { version, stored } of fixtures) {
      const row: Record<string, unknown> = { ...stored.row, numberId: version };
      // The receive time in the form each engine's Prisma adapter stores it.
      if (database.name === 'sqlite') row.creationDate = String(row.creationDate).replace('Z', '+00:00');
      await database.sql(insertStatement('Applicant', row, database.name));
      for (const [table, rows] of Object.entries(stored.sections ?? {})) {
        for (const { id, ...columns } of rows) {
          // A document's id is part of its ciphertext's binding; the other tables number their rows themselves.
          const kept = table === 'ApplicantDocument' ? { id, ...columns } : columns;
          await database.sql(insertStatement(table, { ...kept, numberId: version }, database.name));
        }
      }
      before.set(version, (await database.select(`SELECT * FROM "Applicant" WHERE "numberId" = ${version}`))[0]!);
    }
    return database;
  };
  const suite = staffAppPerSuite(restoredBeforeTheDocument, [REVIEWER]);

  it('keeps every answer of every version, each in the document under its name or in its list, and the kept columns', async () => {
    const after = await suite.database.select('SELECT * FROM "Applicant" ORDER BY "numberId"');
    expect(after.map((row) => Number(row.numberId))).toEqual([...FIXTURE_VERSIONS]);
    for (const row of after) {
      const old = before.get(Number(row.numberId))!;
      const document = typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers;
      const answers = answersFromDocument(document);
      const oldAnswers = Object.keys(answers).filter((name) => name in old && name !== 'ssn');
      expect(oldAnswers.length).toBeGreaterThan(180);
      expect(Object.fromEntries(oldAnswers.map((name) => [name, answers[name]]))).toEqual(Object.fromEntries(oldAnswers.map((name) => [name, old[name]])));
      expect(Object.fromEntries(KEPT_COLUMNS.map((name) => [name, row[name]]))).toEqual(Object.fromEntries(KEPT_COLUMNS.map((name) => [name, old[name]])));
      expect(document).not.toHaveProperty('ssn');
      expect(document.workEntries).toEqual([expect.objectContaining({ employer: old.employer1 }), expect.objectContaining({ employer: old.employer2 })]);
      expect(Object.keys(row)).not.toContain('employer1');
    }
  });

  it.each(FIXTURE_VERSIONS)('version %i still reads "Integrity: verified" on the application page and the PDF of record', async (version) => {
    const page = (await suite.staff[0]!.get(`/staff/applications/${version}`)).text;
    expect(page).toContain('Łukasz Nguyễn');
    expect(page).toContain('Integrity: verified');
    expect(page).not.toContain('Altered after signing');
    const pdf = (await pdfText((await suite.staff[0]!.get(`/staff/applications/${version}/pdf`)).bytes)).replace(/\s+/g, ' ');
    expect(pdf).toContain('Integrity: verified');
    expect(pdf).toContain(String(fixture(version).row.signedContentDigest));
    // Signed before the authorization was asked (version 1), the application says none is on file.
    if (version === 1) expect(pdf).toContain('No electronic authorization on file');
    else expect(pdf).toContain('Authorized (box checked)');
  });

  it('version 3 reads "Altered after signing" once a signed document is removed from the database', async () => {
    await suite.database.sql(`DELETE FROM "ApplicantDocument" WHERE "numberId" = 3 AND "kind" = 'cdl-back'`);
    expect((await suite.staff[0]!.get('/staff/applications/3')).text).toContain('Altered after signing');
  });

  it.each(FIXTURE_VERSIONS)('version %i reads "Altered after signing" once one of its answers is changed in the document', async (version) => {
    await suite.database.setAnswer(version, ['experience', 0, 'expMiles'], '999999');
    expect((await suite.staff[0]!.get(`/staff/applications/${version}`)).text).toContain('Altered after signing');
  });
});
