import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoredApplication } from '@/lib/staff/find-application';
import { staffServerTexts } from '@/lib/i18n/server/catalog-texts';
import { signatureRecord, signatureRecordFields } from './signature-record';

/**
 * Applications stored under every signed-content version ever shipped (tests/fixtures/signed-application-v*.json,
 * each a row the app stored, exported once) must verify through the code the staff page and the PDF use, after
 * every change to the schema, the serialization or the texts. A failure here means stored applications — and the
 * PDFs of record carriers file — would say "Altered after signing" although nobody changed them.
 */
const FIXTURES = join(__dirname, '../../../tests/fixtures');
type Fixture = { dataKey: string; row: Record<string, unknown> };
const fixtures: [string, Fixture][] = readdirSync(FIXTURES)
  .filter((name) => /^signed-application-v\d+\.json$/.test(name))
  .sort()
  .map((name) => [name, JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as Fixture]);

// Every fixture shares one test-only key (tests/fixtures/make-signed-application.mjs); the config is read once.
process.env.APPLICANT_DATA_KEY = fixtures[0]?.[1].dataKey;
process.env.DATABASE_URL = 'file:./unused-by-this-test.db';

/** The row as findApplication returns it: the receive time as a Date, with its (empty) review history. */
const stored = ({ row }: Fixture, changes: Record<string, unknown> = {}): StoredApplication =>
  ({ ...row, creationDate: new Date(String(row.creationDate)), reviewEntries: [], ...changes }) as unknown as StoredApplication;

describe('applications stored under earlier signed-content versions', () => {
  it('include one stored under version 1', () => {
    expect(fixtures.map(([name]) => name)).toContain('signed-application-v1.json');
    expect(fixtures.every(([, fixture]) => fixture.dataKey === fixtures[0]![1].dataKey)).toBe(true);
  });

  // A fixture with signed sections (version 3 on) verifies only with its sections read back from their tables:
  // tests/api/document-migration.test.ts restores it into real databases and checks it there.
  it.each(fixtures.filter(([, fixture]) => !('sections' in fixture)))('%s verifies, as the staff page and the PDF show it', (_name, fixture) => {
    const record = signatureRecord(stored(fixture));
    expect(record.integrity).toBe('verified');
    expect(signatureRecordFields(staffServerTexts, record)[0]).toEqual({ label: 'Integrity', value: 'Integrity: verified' });
    expect(record.digest).toBe(fixture.row.signedContentDigest);
  });

  it('include one stored under version 2, which signs the authorization of the 391.23 inquiries and the language', () => {
    const v2 = fixtures.find(([name]) => name === 'signed-application-v2.json')?.[1];
    expect(v2).toBeDefined();
    const record = signatureRecord(stored(v2!));
    expect(record).toMatchObject({ integrity: 'verified', language: 'en', consents: { safetyHistoryAuthorization: true } });
    expect(signatureRecordFields(staffServerTexts, record)).toContainEqual({ label: 'Shown in', value: 'English' });

    expect(signatureRecord(stored(v2!, { safetyHistoryAuthorized: '' })).integrity).toBe('altered');
    const audit = String(v2!.row.signatureAudit);
    for (const changed of [audit.replace('"language":"en"', '"language":"es"'), audit.replace(',"language":"en"', '')]) {
      expect(changed).not.toBe(audit);
      expect(signatureRecord(stored(v2!, { signatureAudit: changed })).integrity).toBe('altered');
    }
    // A language this app does not know is not named as if it were one.
    const unknown = signatureRecord(stored(v2!, { signatureAudit: audit.replace('"language":"en"', '"language":"fr"') }));
    expect(unknown).toMatchObject({ integrity: 'altered', language: null });
    expect(signatureRecordFields(staffServerTexts, unknown).map((field) => field.label)).not.toContain('Shown in');
  });

  it('read version 1 as shown in English, the only language before the record named one', () => {
    const v1 = fixtures.find(([name]) => name === 'signed-application-v1.json')![1];
    expect(String(v1.row.signatureAudit)).not.toContain('language');
    expect(signatureRecord(stored(v1))).toMatchObject({ integrity: 'verified', language: 'en' });
  });

  it.each(fixtures)('%s reads as altered once an answer, the receipt or the SSN is changed', (_name, fixture) => {
    expect(signatureRecord(stored(fixture, { applicantName: 'Lukasz Nguyen' })).integrity).toBe('altered');
    expect(signatureRecord(stored(fixture, { creationDate: new Date('2026-01-01T00:00:00.000Z') })).integrity).toBe('altered');
    const ssn = String(fixture.row.ssn);
    expect(signatureRecord(stored(fixture, { ssn: `${ssn.slice(0, -4)}AAAA` })).integrity).toBe('altered');
  });
});
