import { behaviourEngine } from './engines';
import { runScript } from './run-script';
import { pdfText, StaffClient, staffAppPerSuite, submitApplication } from './staff-client';

/**
 * The carrier behind a company code (49 CFR 391.21(b)(1)): made with `npm run company:add` or by an admin in the
 * staff area, shown by the wizard's header, the application page and the PDF; unknown codes keep working.
 */
const engines = behaviourEngine();
const PASSWORD = 'correct horse battery staple';
const ADMIN = { email: 'ada.admin@example.com', name: 'Ada Admin', role: 'admin', password: PASSWORD };
const REVIEWER = { email: 'rita.reviewer@example.com', name: 'Rita Reviewer', role: 'reviewer', password: PASSWORD };

const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

const companyAdd = (databaseUrl: string, args: string[]) => runScript('scripts/company-add.mjs', args, databaseUrl);

describe.each(engines)('carriers on %s', (_engine, createDatabase) => {
  const suite = staffAppPerSuite(createDatabase, [ADMIN, REVIEWER], {
    beforeStart: async (url) => {
      const made = await companyAdd(url, ['--code', 'swift1', '--name', 'Swift Transportation Co. of Arizona, LLC', '--address', '2200 S 75th Ave, Phoenix, AZ 85043']);
      expect(made).toEqual({ code: 0, output: expect.stringContaining('Created SWIFT1') });
    },
  });
  const admin = () => suite.staff[0]!;
  const reviewer = () => suite.staff[1]!;

  it('company:add refuses a bad code and says how it must look', async () => {
    const refused = await companyAdd(suite.database.env.DATABASE_URL!, ['--code', 'two words', '--name', 'X', '--address', 'Y']);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('--code must be 1 to 20 letters, digits, - or _.');
  });

  it("the wizard's header names the carrier of a known code, and shows an unknown code as it is", async () => {
    const visitor = new StaffClient(suite.app.baseUrl);
    expect(heading((await visitor.get('/application/swift1')).text)).toBe('Driver Application Swift Transportation Co. of Arizona, LLC');
    expect(heading((await visitor.get('/application/NOPE42')).text)).toBe('Driver Application NOPE42');
  });

  it('an admin adds and changes a carrier; a reviewer may not; bad input is answered field by field', async () => {
    const created = await admin().post('/api/staff/companies', { code: 'werner', legalName: 'Werner Enterprises', address: 'Omaha, NE' });
    expect([created.status, created.json()]).toEqual([201, { code: 'WERNER', created: true }]);
    const changed = await admin().post('/api/staff/companies', { code: 'WERNER', legalName: 'Werner Enterprises, Inc.', address: '14507 Frontier Rd, Omaha, NE 68138' });
    expect([changed.status, changed.json()]).toEqual([200, { code: 'WERNER', created: false }]);
    const page = await admin().get('/staff/companies');
    expect(page.text).toContain('Werner Enterprises, Inc.');
    expect(page.text).toContain('14507 Frontier Rd, Omaha, NE 68138');

    const invalid = await admin().post('/api/staff/companies', { code: 'a b', legalName: '', address: 'x'.repeat(201) });
    expect(invalid.status).toBe(422);
    expect(invalid.json().fields).toEqual({
      code: 'Company code: 1 to 20 letters, digits, - or _.',
      legalName: 'Legal name Required.',
      address: 'Address: at most 200 characters.',
    });

    expect((await reviewer().post('/api/staff/companies', { code: 'EVIL', legalName: 'Evil', address: 'Nowhere' })).status).toBe(403);
    expect((await reviewer().get('/staff/companies')).status).toBe(403);
    expect((await new StaffClient(suite.app.baseUrl).open().then((visitor) => visitor.post('/api/staff/companies', {}))).status).toBe(401);

    const audited = await suite.database.select(`SELECT "action", "staffEmail", "detail" FROM "AuditEvent" WHERE "action" = 'company-saved' ORDER BY "id"`);
    expect(audited.map((row) => [row.staffEmail, JSON.parse(String(row.detail))])).toEqual([
      ['', { code: 'SWIFT1', created: true, by: 'command-line' }],
      [ADMIN.email, { code: 'WERNER', created: true, by: 'staff-area' }],
      [ADMIN.email, { code: 'WERNER', created: false, by: 'staff-area' }],
    ]);
  });

  it('keeps a list of addresses to notify, set by an admin or from the command line, each address checked', async () => {
    const saved = await admin().post('/api/staff/companies', {
      code: 'NOTIFY1', legalName: 'Notify Freight', address: 'Tulsa, OK', notifyEmails: ' Dispatch@Notify.test ,hr@notify.test ',
    });
    expect(saved.status).toBe(201);
    const rows = await suite.database.select(`SELECT "notifyEmails" FROM "Company" WHERE "code" = 'NOTIFY1'`);
    expect(rows.map((row) => row.notifyEmails)).toEqual(['dispatch@notify.test,hr@notify.test']);
    expect((await admin().get('/staff/companies')).text).toContain('dispatch@notify.test, hr@notify.test');

    const bad = await admin().post('/api/staff/companies', {
      code: 'NOTIFY1', legalName: 'Notify Freight', address: 'Tulsa, OK', notifyEmails: 'dispatch@notify.test, hr at notify',
    });
    expect([bad.status, bad.json().fields]).toEqual([422, { notifyEmails: 'Notification emails: "hr at notify" is not an email address.' }]);

    const url = suite.database.env.DATABASE_URL!;
    const refused = await companyAdd(url, ['--code', 'NOTIFY1', '--name', 'Notify Freight', '--address', 'Tulsa, OK', '--notify', 'a@b.test\r\nBcc: x@y.test']);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('--notify: "a@b.test  Bcc: x@y.test" is not an email address.');
    // Without --notify the list is kept; with an empty one it is cleared (the office default applies again).
    expect((await companyAdd(url, ['--code', 'NOTIFY1', '--name', 'Notify Freight Inc.', '--address', 'Tulsa, OK'])).code).toBe(0);
    expect((await suite.database.select(`SELECT "notifyEmails" FROM "Company" WHERE "code" = 'NOTIFY1'`))[0]?.notifyEmails).toBe('dispatch@notify.test,hr@notify.test');
    const cleared = await companyAdd(url, ['--code', 'NOTIFY1', '--name', 'Notify Freight Inc.', '--address', 'Tulsa, OK', '--notify', '']);
    expect(cleared).toEqual({ code: 0, output: expect.stringContaining('New applications are mailed to the office default (OFFICE_NOTIFY_EMAILS).') });
    expect((await suite.database.select(`SELECT "notifyEmails" FROM "Company" WHERE "code" = 'NOTIFY1'`))[0]?.notifyEmails).toBe('');
  });

  it("the application page and the PDF of record name the carrier and its address", async () => {
    const applicant = await new StaffClient(suite.app.baseUrl).open();
    const numberId = await submitApplication(applicant, { compCode: 'swift1', applicantName: 'Carla Carrier' });
    const detail = await reviewer().get(`/staff/applications/${numberId}`);
    expect(detail.text).toContain('Swift Transportation Co. of Arizona, LLC');
    expect(detail.text).toContain('2200 S 75th Ave, Phoenix, AZ 85043');
    const pdf = await reviewer().get(`/staff/applications/${numberId}/pdf`);
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Swift Transportation Co. of Arizona, LLC');
    expect(text).toContain('2200 S 75th Ave, Phoenix, AZ 85043');
  });
});
