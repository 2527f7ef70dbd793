import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { testEngines } from './engines';
import { parseCsv, staffAppPerSuite, submitApplication } from './staff-client';

/**
 * Returning applicants over real HTTP, against the production build, on SQLite and PostgreSQL: applications go in
 * through POST /api/drivers as applicants send them; the links show on the staff list (badge), the application page
 * ("Applied before: No. … on …, Not hired", linked) and in the CSV; they rest on keyed digests only; and the
 * start-up step (`npm run db:migrate`) computes the same keys for rows stored before the columns existed.
 */
const engines = testEngines('returning-applicant tests');
const ROOT = join(__dirname, '../..');
const PASSWORD = 'correct horse battery staple';
const ADMIN = { email: 'ada.admin@example.com', name: 'Ada Admin', role: 'admin', password: PASSWORD };

/**
 * The page's text as a reader sees it: React's text-node markers, scripts and inline tags gone, block boundaries a
 * space, white space squashed.
 */
const visibleText = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<\/?(?:div|p|li|ul|ol|section|h[1-6]|td|th|tr|table|br|dt|dd|dl)\b[^>]*>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

describe.each(engines)('returning applicants on %s', (_engine, createDatabase) => {
  const suite = staffAppPerSuite(createDatabase, [ADMIN]);
  /** Each a person's answers; every one has its own phone and email unless it says otherwise. */
  const rosa = { applicantName: 'Rosa Diaz', dob: '03/04/1985', ssn: '401-22-3333', phone: '(713) 555-1000', email: 'rosa.diaz@example.com', compCode: 'RETURN' };
  const numbers = {} as Record<'first' | 'sameSsn' | 'dobPhone' | 'dobEmail' | 'sameNameOtherDob' | 'contactsOtherDob' | 'sameSsnAgain', number>;

  beforeAll(async () => {
    const { applicant } = suite;
    numbers.first = await submitApplication(applicant, rosa);
    // The same SSN, everything else new (a new name after marriage, a typo in the date of birth, a new phone).
    numbers.sameSsn = await submitApplication(applicant, {
      ...rosa,
      applicantName: 'Rosa Vega',
      dob: '03/05/1985',
      phone: '(832) 555-2000',
      email: 'rosa.vega@example.com',
    });
    // A new SSN (a typo), the same date of birth and phone.
    numbers.dobPhone = await submitApplication(applicant, { ...rosa, ssn: '401-22-3334', email: 'r.diaz@example.com' });
    // The same date of birth and email, the email typed in capitals with spaces; another SSN and phone.
    numbers.dobEmail = await submitApplication(applicant, {
      ...rosa,
      ssn: '402-33-4444',
      phone: '(281) 555-3000',
      email: '  Rosa.Diaz@EXAMPLE.com ',
    });
    // Same name, another date of birth: another person.
    numbers.sameNameOtherDob = await submitApplication(applicant, {
      ...rosa,
      dob: '11/12/1979',
      ssn: '403-44-5555',
      phone: '(409) 555-4000',
      email: 'rosa.diaz79@example.com',
    });
    // Rosa's phone and email with another date of birth: not linked either (the date of birth is part of both keys).
    numbers.contactsOtherDob = await submitApplication(applicant, { ...rosa, applicantName: 'Rosa Diaz Jr', dob: '06/07/2001', ssn: '404-55-6666' });
    // Rosa's SSN a third time: its newest earlier application is the second one.
    numbers.sameSsnAgain = await submitApplication(applicant, {
      ...rosa,
      applicantName: 'Rosa Vega',
      dob: '03/05/1985',
      phone: '(832) 555-2001',
      email: 'rosa.vega2@example.com',
    });
    const [admin] = suite.staff;
    // The first application was decided: the later pages say so.
    for (const [expectedStatus, status] of [['new', 'in_review'], ['in_review', 'not_hired']]) {
      const answer = await admin!.post(`/api/staff/applications/${numbers.first}/review`, { expectedStatus, status });
      expect(answer.status).toBe(200);
    }
  }, 120_000);

  const day = async (numberId: number) => {
    const [row] = await suite.database.select(`SELECT "creationDate" FROM "Applicant" WHERE "numberId" = ${numberId}`);
    return new Date(String(row?.creationDate instanceof Date ? row.creationDate.toISOString() : row?.creationDate)).toISOString().slice(0, 10);
  };

  it('says "Applied before" on the application page, linked, with the status and why', async () => {
    const [admin] = suite.staff;
    const firstDay = await day(numbers.first);
    const expectations: Array<[number, string]> = [
      [numbers.sameSsn, `Applied before: No. ${numbers.first} on ${firstDay}, Not hired · RETURN (same SSN)`],
      [numbers.dobPhone, `Applied before: No. ${numbers.first} on ${firstDay}, Not hired · RETURN (same date of birth and phone)`],
      [numbers.dobEmail, `Applied before: No. ${numbers.first} on ${firstDay}, Not hired · RETURN (same date of birth and email)`],
    ];
    for (const [numberId, sentence] of expectations) {
      const page = await admin!.get(`/staff/applications/${numberId}`);
      expect(page.status).toBe(200);
      expect(visibleText(page.text)).toContain(sentence);
      expect(page.text).toContain(`href="/staff/applications/${numbers.first}"`);
    }
    // The third application with that SSN lists both earlier ones, newest first.
    const again = visibleText((await admin!.get(`/staff/applications/${numbers.sameSsnAgain}`)).text);
    expect(again).toMatch(new RegExp(`Applied before: No\\. ${numbers.sameSsn} on [0-9-]{10}, New · RETURN \\(same SSN\\) No\\. ${numbers.first} on`));
  });

  it('links nothing by name alone, nor by phone and email with another date of birth', async () => {
    const [admin] = suite.staff;
    for (const numberId of [numbers.sameNameOtherDob, numbers.contactsOtherDob]) {
      const text = visibleText((await admin!.get(`/staff/applications/${numberId}`)).text);
      expect([numberId, text.includes('Applied before'), text.includes('Applied again later')]).toEqual([numberId, false, false]);
    }
  });

  it('shows the later applications on the first one, and merges or hides none of them', async () => {
    const [admin] = suite.staff;
    const text = visibleText((await admin!.get(`/staff/applications/${numbers.first}`)).text);
    expect(text).toContain('Applied again later:');
    for (const numberId of [numbers.sameSsn, numbers.dobPhone, numbers.dobEmail, numbers.sameSsnAgain]) expect(text).toContain(`No. ${numberId} on`);
    expect(text).not.toContain(`No. ${numbers.sameNameOtherDob} on`);
    // Every application is still its own row in the list.
    const list = await admin!.get('/staff?compCode=RETURN&pageSize=100');
    for (const numberId of Object.values(numbers)) expect(list.text).toContain(`href="/staff/applications/${numberId}"`);
  });

  it('lists the ten nearest earlier applications and counts the rest', async () => {
    const [admin] = suite.staff;
    const numbers: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      numbers.push(
        await submitApplication(suite.applicant, {
          applicantName: `Often Applies ${index}`,
          dob: '01/02/1970',
          ssn: '405-66-7777',
          phone: `(512) 555-01${String(index).padStart(2, '0')}`,
          email: `often${index}@example.com`,
          compCode: 'OFTEN',
        }),
      );
    }
    const text = visibleText((await admin!.get(`/staff/applications/${numbers.at(-1)}`)).text);
    const listed = [...text.matchAll(/No\. (\d+) on/g)].map((match) => Number(match[1]));
    expect(listed).toEqual(numbers.slice(1, 11).reverse());
    expect(text).toContain('and 1 more');
  });

  it('badges the returning applicants in the list', async () => {
    const [admin] = suite.staff;
    const list = await admin!.get('/staff?compCode=RETURN&pageSize=100');
    const badged = [...list.text.matchAll(/aria-label="Returning: applied before as No\. (\d+)"/g)].map((match) => Number(match[1]));
    // One badge per returning application, naming its newest earlier one; rows are newest first.
    expect(badged).toEqual([numbers.sameSsn, numbers.first, numbers.first, numbers.first]);
    expect(list.text.match(/aria-label="Returning:/g)?.length).toBe(4);
  });

  it('carries the newest earlier application and the source in the CSV', async () => {
    const [admin] = suite.staff;
    const answer = await admin!.get('/api/staff/applications/export?compCode=RETURN');
    expect(answer.status).toBe(200);
    const [header, ...rows] = parseCsv(answer.text);
    expect(header?.slice(-2)).toEqual(['Source', 'Earlier application']);
    const earlier = Object.fromEntries(rows.map((row) => [Number(row[0]), row.at(-1)]));
    expect(earlier).toEqual({
      [numbers.first]: '',
      [numbers.sameSsn]: String(numbers.first),
      [numbers.dobPhone]: String(numbers.first),
      [numbers.dobEmail]: String(numbers.first),
      [numbers.sameNameOtherDob]: '',
      [numbers.contactsOtherDob]: '',
      [numbers.sameSsnAgain]: String(numbers.sameSsn),
    });
  });

  it('stores only keyed digests: no SSN digits in the link columns, one digest per SSN', async () => {
    const rows = await suite.database.select(
      `SELECT "numberId", "ssnDigest", "dobPhoneDigest", "dobEmailDigest" FROM "Applicant" WHERE "compCode" = 'RETURN' ORDER BY "numberId"`,
    );
    const byNumber = new Map(rows.map((row) => [Number(row.numberId), row]));
    for (const row of rows) {
      for (const column of ['ssnDigest', 'dobPhoneDigest', 'dobEmailDigest']) {
        const value = String(row[column]);
        expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
        for (const secret of ['401223333', '401-22-3333', '3333', '7135551000', '1985']) expect(value.includes(secret)).toBe(false);
      }
    }
    const digest = (numberId: number, column: string) => byNumber.get(numberId)?.[column];
    expect(digest(numbers.sameSsn, 'ssnDigest')).toBe(digest(numbers.first, 'ssnDigest'));
    expect(digest(numbers.dobPhone, 'ssnDigest')).not.toBe(digest(numbers.first, 'ssnDigest'));
    expect(digest(numbers.dobPhone, 'dobPhoneDigest')).toBe(digest(numbers.first, 'dobPhoneDigest'));
    expect(digest(numbers.dobEmail, 'dobEmailDigest')).toBe(digest(numbers.first, 'dobEmailDigest'));
    expect(digest(numbers.contactsOtherDob, 'dobPhoneDigest')).not.toBe(digest(numbers.first, 'dobPhoneDigest'));
  });

  it('computes the same keys for rows stored before the columns existed, at `npm run db:migrate`', async () => {
    const before = await suite.database.select(
      `SELECT "numberId", "ssnDigest", "dobPhoneDigest", "dobEmailDigest" FROM "Applicant" ORDER BY "numberId"`,
    );
    // As a row stored by the version before: the columns' defaults.
    await suite.database.sql(`UPDATE "Applicant" SET "ssnDigest" = '', "dobPhoneDigest" = '', "dobEmailDigest" = ''`);
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/db-migrate.mjs'], {
      cwd: ROOT,
      env: { ...process.env, ...suite.database.env },
    });
    expect(stdout).toContain(`Linked returning applicants: keys computed for ${before.length} earlier applications.`);
    const after = await suite.database.select(
      `SELECT "numberId", "ssnDigest", "dobPhoneDigest", "dobEmailDigest" FROM "Applicant" ORDER BY "numberId"`,
    );
    expect(after).toEqual(before);
    // A second run finds nothing left to do.
    const again = await promisify(execFile)(process.execPath, ['scripts/db-migrate.mjs'], { cwd: ROOT, env: { ...process.env, ...suite.database.env } });
    expect(again.stdout).not.toContain('Linked returning applicants');
  });
});
