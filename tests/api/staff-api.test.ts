import { APPLICANT_CERTIFICATION } from '@/lib/signed-content/agreement-texts';
import { sqliteAppPerSuite } from './app-server';
import { testEngines, type Row } from './engines';
import { addStaff, parseCsv, pdfText, signedIn, staffAppPerSuite, StaffClient, submitApplication } from './staff-client';

/**
 * The staff area over real HTTP against the production build, on a real SQLite file and (when TEST_POSTGRES_URL
 * is set) a real PostgreSQL database: who may open what, signing in and out, the audited actions (SSN reveal,
 * status change, PDF, CSV export) and the list's search, filters and pages. Audit rows are read from the database.
 */
const engines = testEngines('staff API tests');

const PASSWORD = 'correct horse battery staple';
const ADMIN = { email: 'ada.admin@example.com', name: 'Ada Admin', role: 'admin', password: PASSWORD };
const REVIEWER = { email: 'rita.reviewer@example.com', name: 'Rita Reviewer', role: 'reviewer', password: PASSWORD };

/**
 * Every staff page and staff API, for the signed-out check: a new one belongs here. `{n}` is an existing
 * application. Pages send a visitor to the sign-in page (the PDF too: it is a link people open in the browser);
 * the APIs answer 401.
 */
const STAFF_PAGES = [
  '/staff',
  '/staff/audit',
  '/staff/deliveries',
  '/staff/webhooks',
  '/staff/dashboard',
  '/staff/companies',
  '/staff/applications/{n}',
  '/staff/applications/{n}/pdf',
  '/staff/applications/{n}/consents-pdf',
  '/staff/applications/{n}/documents/{d}',
  '/staff/applications/{n}/documents/{d}?download=1',
  '/staff/drivers',
  '/staff/drivers/1',
  '/staff/drivers/1/pdf',
  '/staff/drivers/1/documents/{d}',
];
// Every row has all three entries: jest hands a test function with more parameters than the row a `done` callback.
const STAFF_ROUTES: Array<[method: 'GET' | 'POST', path: string, body: object | null]> = [
  ['POST', '/api/staff/applications/{n}/ssn', null],
  ['POST', '/api/staff/applications/{n}/review', { expectedStatus: 'new', status: 'in_review', note: 'sneaky' }],
  ['GET', '/api/staff/applications/export', null],
  ['GET', '/api/staff/dashboard', null],
  ['GET', '/api/staff/source-links/qr?compCode=TSKIS&source=facebook', null],
  ['POST', '/api/staff/deliveries/1/retry', null],
  ['POST', '/api/staff/applications/{n}/inquiries/1', { action: 'send' }],
  ['POST', '/api/staff/drivers', { companyCode: 'SAMPLE', driverName: 'Sneaky', hireDate: '2026-01-01', licenseStates: '' }],
  ['POST', '/api/staff/drivers/1/items', { kind: 'mvr', subject: 'TX' }],
  ['POST', '/api/staff/drivers/1/items/1', { status: 'not-applicable', reason: 'sneaky' }],
  ['POST', '/api/staff/drivers/1/items/1/documents', null],
  ['POST', '/api/staff/drivers/1/termination', { terminationDate: '2026-01-01' }],
  ['POST', '/api/staff/dq-settings/SAMPLE', { timeZone: '', digestEmails: 'sneaky@example.com' }],
];
/** Admin-only, with what a reviewer gets. */
const ADMIN_ONLY: Array<[path: string, kind: 'page' | 'route']> = [
  ['/staff/audit', 'page'],
  ['/staff/deliveries', 'page'],
  ['/api/staff/applications/export', 'route'],
  ['/api/staff/source-links/qr?compCode=TSKIS&source=facebook', 'route'],
];

/** The application numbers of the list's rows, top to bottom (each row links to its application). */
function listedNumbers(html: string): number[] {
  const body = /<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  const numbers = [...body.matchAll(/href="\/staff\/applications\/(\d+)"/g)].map((match) => Number(match[1]));
  return numbers.filter((number, index) => number !== numbers[index - 1]);
}

const newestFirst = (numbers: number[]) => [...numbers].sort((a, b) => b - a);
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe.each(engines)('staff area on %s', (_engine, createDatabase) => {
  const suite = staffAppPerSuite(createDatabase, [ADMIN, REVIEWER]);
  const applicant = () => suite.applicant;
  const admin = () => suite.staff[0]!;
  const reviewer = () => suite.staff[1]!;
  let sample: number;
  /** The sample application's CDL front photo, a document a visitor must not get. */
  let sampleDocument: string;

  beforeAll(async () => {
    sample = await submitApplication(applicant(), { applicantName: 'Sam Sample', compCode: 'SAMPLE' });
    sampleDocument = String((await suite.database.select(`SELECT "id" FROM "ApplicantDocument" WHERE "numberId" = ${sample} AND "kind" = 'cdl-front'`))[0]!.id);
  });

  const audit = (action: string): Promise<Row[]> =>
    suite.database.select(`SELECT * FROM "AuditEvent" WHERE "action" = '${action}' ORDER BY "id"`);
  const withNumber = (path: string) => path.replace('{n}', String(sample)).replace('{d}', sampleDocument);

  describe('without a session', () => {
    it.each(STAFF_PAGES)('%s redirects to the sign-in page', async (path) => {
      const answer = await new StaffClient(suite.app.baseUrl).get(withNumber(path));
      expect([303, 307]).toContain(answer.status);
      expect(new URL(answer.headers.get('location') ?? '', suite.app.baseUrl).pathname).toBe('/staff/login');
      expect(answer.text).not.toContain('Sam Sample');
    });

    it.each(STAFF_ROUTES)('%s %s answers 401 and does nothing', async (method, path, body) => {
      const visitor = await new StaffClient(suite.app.baseUrl).open(); // with a CSRF token: only the session is missing
      const before = await suite.database.select('SELECT "id" FROM "AuditEvent"');
      const answer = await visitor.request(withNumber(path), { method, body: body ? JSON.stringify(body) : undefined });
      expect([answer.status, answer.json()]).toEqual([401, { error: 'Sign in to continue.' }]);
      // Every staff action is audited; nothing audited means nothing was revealed, changed or downloaded.
      expect(await suite.database.select('SELECT "id" FROM "AuditEvent"')).toEqual(before);
    });
  });

  describe('signing in and out', () => {
    it('answers a wrong password and an unknown email alike, sets no session and audits both', async () => {
      const client = await new StaffClient(suite.app.baseUrl).open();
      const wrongPassword = await client.signIn(ADMIN.email, 'not the password at all');
      const unknownEmail = await client.signIn('nobody@example.com', PASSWORD);
      expect(wrongPassword.status).toBe(401);
      expect([unknownEmail.status, unknownEmail.text]).toEqual([wrongPassword.status, wrongPassword.text]);
      expect(client.sessionCookie()).toBeUndefined();
      const failed = await audit('sign-in-failed');
      expect(failed.map((row) => [row.staffEmail, row.staffUserId])).toEqual(
        expect.arrayContaining([[ADMIN.email, null], ['nobody@example.com', null]]),
      );
      expect(JSON.stringify(failed)).not.toContain('not the password at all');
    });

    it('sets an HttpOnly, SameSite session cookie on a correct sign-in, and audits it', async () => {
      const client = await new StaffClient(suite.app.baseUrl).open();
      const answer = await client.signIn(REVIEWER.email, PASSWORD);
      expect(answer.status).toBe(200);
      const [name] = client.sessionCookie() ?? [];
      const line = client.setCookieLines.find((candidate) => candidate.startsWith(`${name}=`)) ?? '';
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=(Lax|Strict)/i);
      expect(line).toMatch(/;\s*Path=\//i);
      expect(line).not.toMatch(/;\s*Secure/i); // plain http here: a Secure cookie would never come back
      expect((await client.get('/staff')).status).toBe(200);
      expect((await audit('sign-in')).some((row) => row.staffEmail === REVIEWER.email)).toBe(true);
    });

    it('ends the session on sign-out, also for a copy of the old cookie', async () => {
      const client = await signedIn(suite.app.baseUrl, REVIEWER.email, PASSWORD);
      const [name, value] = client.sessionCookie()!;
      expect((await client.get('/staff')).status).toBe(200);
      expect((await client.signOut()).status).toBe(200);
      expect(client.sessionCookie()).toBeUndefined();
      expect((await client.get('/staff')).status).toBe(307);
      // The session is gone on the server, not only from this browser.
      const stolen = await new StaffClient(suite.app.baseUrl).request('/staff', { headers: { cookie: `${name}=${value}` } });
      expect(stolen.status).toBe(307);
      expect((await audit('sign-out')).some((row) => row.staffEmail === REVIEWER.email)).toBe(true);
    });

    it('refuses sign-up: accounts come from `npm run staff:add` only', async () => {
      const client = await new StaffClient(suite.app.baseUrl).open();
      const answer = await client.post('/api/auth/sign-up/email', { email: 'mallory@example.com', password: PASSWORD, name: 'M' });
      expect(answer.status).toBe(404);
      expect(await suite.database.select(`SELECT "id" FROM "user" WHERE "email" = 'mallory@example.com'`)).toEqual([]);
      expect((await client.signIn('mallory@example.com', PASSWORD)).status).toBe(401);
    });

    it.each([
      ['no CSRF token', { csrf: false }],
      ['a foreign Origin', { csrf: true, headers: { origin: 'https://evil.example' } }],
    ])('refuses a sign-in with %s (403, no session)', async (_kind, options) => {
      const client = await new StaffClient(suite.app.baseUrl).open();
      const answer = await client.post('/api/auth/sign-in/email', { email: ADMIN.email, password: PASSWORD }, options);
      expect(answer.status).toBe(403);
      expect(client.sessionCookie()).toBeUndefined();
    });

    it('refuses a signed-in POST without the CSRF token (403), revealing nothing', async () => {
      const before = (await audit('ssn-revealed')).length;
      const answer = await admin().post(`/api/staff/applications/${sample}/ssn`, undefined, { csrf: false });
      expect(answer.status).toBe(403);
      expect(answer.text).not.toContain('6789');
      expect(await audit('ssn-revealed')).toHaveLength(before);
    });

    // Run next to the running app, as an operator does (on SQLite this once failed: the migration engine wanted
    // the file to itself).
    it('ends every session of an account whose password `staff:add` resets', async () => {
      const account = { email: 'reset.me@example.com', name: 'Reset Me', role: 'reviewer', password: PASSWORD };
      await addStaff(suite.database.env.DATABASE_URL!, account);
      const client = await signedIn(suite.app.baseUrl, account.email, PASSWORD);
      await addStaff(suite.database.env.DATABASE_URL!, { ...account, password: 'a brand new password' });
      expect((await client.get('/staff')).status).toBe(307);
      expect((await client.signIn(account.email, PASSWORD)).status).toBe(401);
      expect((await client.signIn(account.email, 'a brand new password')).status).toBe(200);
    });
  });

  describe('reviewer and admin', () => {
    it.each(ADMIN_ONLY)('%s: 403 for a reviewer, 200 for an admin', async (path, kind) => {
      const refused = await reviewer().get(path);
      expect(refused.status).toBe(403);
      if (kind === 'page') expect(refused.text).toContain('Only administrators can open this page');
      else expect(refused.json()).toEqual({ error: 'Only an administrator may do this.' });
      expect((await admin().get(path)).status).toBe(200);
    });

    it('records no export a reviewer was refused', async () => {
      expect((await audit('applications-exported')).map((row) => row.staffEmail)).not.toContain(REVIEWER.email);
    });
  });

  describe('SSN', () => {
    const ssn = '400-55-7391';
    let numberId: number;
    beforeAll(async () => {
      numberId = await submitApplication(applicant(), { applicantName: 'Nora Secret', ssn });
    });

    it('reveals the submitted SSN on POST and audits who, which application and from where', async () => {
      const answer = await reviewer().post(`/api/staff/applications/${numberId}/ssn`);
      expect([answer.status, answer.json()]).toEqual([200, { ssn }]);
      expect(answer.headers.get('cache-control')).toContain('no-store');
      const rows = (await audit('ssn-revealed')).filter((row) => row.numberId === numberId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ staffEmail: REVIEWER.email, ip: expect.stringMatching(/127\.0\.0\.1$/) });
      expect(rows[0]?.staffUserId).toBeTruthy();
    });

    it('shows only ***-**-last4 in the list and on the detail page', async () => {
      for (const path of ['/staff?q=7391', `/staff/applications/${numberId}`]) {
        const page = await admin().get(path);
        expect(page.status).toBe(200);
        expect(page.text).toContain('Nora Secret');
        expect(page.text).toContain('***-**-7391');
        for (const form of [ssn, ssn.replaceAll('-', ''), '400-55']) expect([path, page.text.includes(form)]).toEqual([path, false]);
      }
    });
  });

  describe('status change', () => {
    let moved: number;
    let kept: number;
    beforeAll(async () => {
      moved = await submitApplication(applicant(), { applicantName: 'Mona Mover' });
      kept = await submitApplication(applicant(), { applicantName: 'Kurt Keeper' });
    });
    const status = async (numberId: number) =>
      (await suite.database.select(`SELECT "status" FROM "Applicant" WHERE "numberId" = ${numberId}`))[0]?.status;

    it('moves new → in review with a note, keeps the history entry and audits it', async () => {
      const note = 'Called the previous employer, references next';
      const answer = await admin().post(`/api/staff/applications/${moved}/review`, { expectedStatus: 'new', status: 'in_review', note });
      expect([answer.status, answer.json()]).toEqual([200, { status: 'in_review' }]);
      expect(await status(moved)).toBe('in_review');

      const page = await reviewer().get(`/staff/applications/${moved}`);
      const history = /aria-label="Review history"[\s\S]*?<\/ul>/.exec(page.text)?.[0] ?? '';
      expect(history).toContain('New → In review');
      expect(history).toContain(note);
      expect(history).toContain(ADMIN.name);

      const audited = (await audit('status-changed')).filter((row) => row.numberId === moved);
      expect(audited.map((row) => [row.staffEmail, JSON.parse(String(row.detail))])).toEqual([
        [ADMIN.email, { from: 'new', to: 'in_review', withNote: true }],
      ]);
    });

    it('refuses new → hired with 409 and a message naming both statuses, changing nothing', async () => {
      const answer = await admin().post(`/api/staff/applications/${kept}/review`, { expectedStatus: 'new', status: 'hired', note: 'skip ahead' });
      expect(answer.status).toBe(409);
      expect(String(answer.json().error)).toMatch(/cannot go from New to Hired/);
      expect(await status(kept)).toBe('new');
      expect(await suite.database.select(`SELECT "id" FROM "ReviewEntry" WHERE "numberId" = ${kept}`)).toEqual([]);
      expect((await audit('status-changed')).filter((row) => row.numberId === kept)).toEqual([]);
    });

    it('refuses an unknown status with 422', async () => {
      const answer = await admin().post(`/api/staff/applications/${kept}/review`, { expectedStatus: 'new', status: 'approved' });
      expect(answer.status).toBe(422);
      expect(await status(kept)).toBe('new');
    });

    /** What a reviewer would notice was written: the application's history entries and its review audit rows. */
    const written = async (numberId: number) => ({
      history: await suite.database.select(
        `SELECT "fromStatus", "toStatus", "note" FROM "ReviewEntry" WHERE "numberId" = ${numberId} ORDER BY "id"`,
      ),
      audited: (await suite.database.select(
        `SELECT "action" FROM "AuditEvent" WHERE "numberId" = ${numberId} AND "action" IN ('status-changed', 'note-added') ORDER BY "id"`,
      )).map((row) => row.action),
    });

    it('refuses a save from a page showing an old status with 409, keeping the decision made meanwhile', async () => {
      const numberId = await submitApplication(applicant(), { applicantName: 'Stella Stale' });
      // The admin's page shows "New"; meanwhile the reviewer reviews it and decides.
      const review = (body: object) => reviewer().post(`/api/staff/applications/${numberId}/review`, body);
      expect((await review({ expectedStatus: 'new', status: 'in_review' })).status).toBe(200);
      expect((await review({ expectedStatus: 'in_review', status: 'not_hired', note: 'No tanker endorsement' })).status).toBe(200);
      const before = await written(numberId);

      for (const stale of [{ status: 'in_review', note: 'Looks fine to me' }, { note: 'Looks fine to me' }]) {
        const answer = await admin().post(`/api/staff/applications/${numberId}/review`, { expectedStatus: 'new', ...stale });
        expect([answer.status, answer.json()]).toEqual([
          409,
          {
            error: "Someone else changed this application's status to Not hired while you were looking at it. Reload to see it.",
            status: 'not_hired',
          },
        ]);
      }
      expect(await status(numberId)).toBe('not_hired');
      expect(await written(numberId)).toEqual(before);
      expect(before.history.at(-1)).toMatchObject({ toStatus: 'not_hired', note: 'No tanker endorsement' });
    });

    it('of two identical saves sent at once, stores one change and refuses the other with 409', async () => {
      const numberId = await submitApplication(applicant(), { applicantName: 'Tia Twice' });
      const save = (client: StaffClient) =>
        client.post(`/api/staff/applications/${numberId}/review`, { expectedStatus: 'new', status: 'in_review' });
      const answers = await Promise.all([save(admin()), save(reviewer()), save(admin()), save(reviewer())]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
      expect(await status(numberId)).toBe('in_review');
      expect(await written(numberId)).toEqual({
        history: [{ fromStatus: 'new', toStatus: 'in_review', note: '' }],
        audited: ['status-changed'],
      });
    });

    it('refuses choosing the status it already has without a note (422), writing no history or audit row', async () => {
      const numberId = await submitApplication(applicant(), { applicantName: 'Sid Same' });
      expect((await admin().post(`/api/staff/applications/${numberId}/review`, { expectedStatus: 'new', status: 'in_review' })).status).toBe(200);
      const before = await written(numberId);

      for (const body of [{ expectedStatus: 'in_review', status: 'in_review' }, { expectedStatus: 'in_review', status: 'in_review', note: '   ' }, { expectedStatus: 'in_review' }]) {
        const answer = await admin().post(`/api/staff/applications/${numberId}/review`, body);
        expect([answer.status, answer.json()]).toEqual([422, { error: 'Check the review.', fields: { note: 'Choose a new status or write a note.' } }]);
      }
      expect(await written(numberId)).toEqual(before);
      expect(before.audited).toEqual(['status-changed']);

      // With a note it is a note: one history entry, audited as a note.
      const noted = await admin().post(`/api/staff/applications/${numberId}/review`, { expectedStatus: 'in_review', status: 'in_review', note: 'MVR ordered' });
      expect([noted.status, noted.json()]).toEqual([200, { status: 'in_review' }]);
      expect(await written(numberId)).toEqual({
        history: [...before.history, { fromStatus: 'in_review', toStatus: 'in_review', note: 'MVR ordered' }],
        audited: ['status-changed', 'note-added'],
      });
    });

    it('refuses a save that does not say which status the page showed (422), changing nothing', async () => {
      const numberId = await submitApplication(applicant(), { applicantName: 'Nell Nostatus' });
      const answer = await admin().post(`/api/staff/applications/${numberId}/review`, { status: 'in_review', note: 'blind' });
      expect(answer.status).toBe(422);
      expect(answer.json().fields).toEqual({ expectedStatus: 'Send the status the page showed (expectedStatus). Reload the page and try again.' });
      expect(await status(numberId)).toBe('new');
      expect(await written(numberId)).toEqual({ history: [], audited: [] });
    });
  });

  describe('applications list', () => {
    const SURNAMES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliett',
      'Kilo', 'Lima', 'Mike', 'November', 'Oscar', 'Papa', 'Quebec', 'Romeo', 'Sierra', 'Tango', 'Uniform',
      'Victor', 'Whiskey', 'Xray', 'Yankee', 'Zulu', 'Onyx', 'Pebble', 'Quartz', 'Tundra'];
    const CODES = ['ACME', 'BOLT', 'CREST'];
    const seeded: Array<{ numberId: number; name: string; compCode: string }> = [];

    beforeAll(async () => {
      // One at a time, so each is newer than the one before.
      for (const [index, surname] of SURNAMES.entries()) {
        const entry = { name: `Lee ${surname}`, compCode: CODES[index % 3]! };
        const ssn = `400-12-${5100 + index}`;
        seeded.push({ ...entry, numberId: await submitApplication(applicant(), { applicantName: entry.name, compCode: entry.compCode, ssn }) });
      }
    }, 120_000);

    const allNumbers = async () => (await suite.database.rows()).map((row) => Number(row.numberId));
    const listed = async (query: string) => {
      const page = await reviewer().get(`/staff${query}`);
      expect(page.status).toBe(200);
      return { numbers: listedNumbers(page.text), html: page.text };
    };

    it('shows the newest first, 25 a page, the rest on page 2, all with pageSize=50', async () => {
      const expected = newestFirst(await allNumbers());
      expect(expected.length).toBeGreaterThan(25); // else there would be no second page to check
      expect(expected.length).toBeLessThanOrEqual(50);
      expect((await listed('')).numbers).toEqual(expected.slice(0, 25));
      expect((await listed('?page=2')).numbers).toEqual(expected.slice(25));
      expect((await listed('?pageSize=50')).numbers).toEqual(expected);
    });

    it('finds by part of a name, in any case', async () => {
      const { numbers, html } = await listed('?q=RAV');
      expect(numbers).toEqual([seeded[1]!.numberId]);
      expect(html).toContain('Lee Bravo');
      expect(html).not.toContain('Lee Alpha');
    });

    it('finds by the last four SSN digits, typed plain or as the list shows them', async () => {
      for (const q of ['5107', '***-**-5107']) {
        const { numbers, html } = await listed(`?q=${encodeURIComponent(q)}`);
        expect([q, numbers]).toEqual([q, [seeded[7]!.numberId]]);
        expect(html).toContain('Lee Hotel');
      }
    });

    it('filters by company code', async () => {
      const { numbers, html } = await listed('?compCode=bolt');
      expect(numbers).toEqual(newestFirst(seeded.filter((entry) => entry.compCode === 'BOLT').map((entry) => entry.numberId)));
      expect(html).toContain('Lee Bravo');
      expect(html).not.toContain('Lee Alpha');
    });

    it('filters by status', async () => {
      const first = seeded[0]!;
      expect((await admin().post(`/api/staff/applications/${first.numberId}/review`, { expectedStatus: 'new', status: 'in_review' })).status).toBe(200);
      const acme = seeded.filter((entry) => entry.compCode === 'ACME').map((entry) => entry.numberId);
      expect((await listed('?compCode=ACME&status=in_review')).numbers).toEqual([first.numberId]);
      expect((await listed('?compCode=ACME&status=new')).numbers).toEqual(newestFirst(acme.filter((n) => n !== first.numberId)));
    });
  });

  describe('PDF', () => {
    it('downloads the application as a PDF with the answers and the certification, audited', async () => {
      const answers = { applicantName: 'Łukasz Nguyễn', driverLicense1: 'PL7730215', employer1: 'Vistula Cold Chain' };
      const numberId = await submitApplication(applicant(), answers);
      const answer = await reviewer().get(`/staff/applications/${numberId}/pdf`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="driver-application-${numberId}.pdf"`);
      expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const flat = squash(await pdfText(answer.bytes));
      for (const expected of [...Object.values(answers), APPLICANT_CERTIFICATION.text]) expect(flat).toContain(squash(expected));

      const audited = (await audit('pdf-downloaded')).filter((row) => row.numberId === numberId);
      expect(audited.map((row) => row.staffEmail)).toEqual([REVIEWER.email]);
    });

    it('an application page that does not exist says so inside the staff frame (its bar kept)', async () => {
      for (const path of ['/staff/applications/999999', '/staff/applications/abc']) {
        const page = await admin().get(path);
        expect([path, page.status]).toEqual([path, 404]);
        expect(page.text).toContain('There is no such application');
        expect(page.text).toContain('StaffNav'); // the staff bar, with who is signed in and Sign out
      }
    });

    it('answers 404 for an application that does not exist', async () => {
      expect((await admin().get('/staff/applications/999999/pdf')).status).toBe(404);
    });
  });

  describe('CSV export', () => {
    const formula = '=HYPERLINK("http://evil.example/?x=1","Click me")';
    const ssns = ['400-66-8413', '400-66-8429'];

    it('exports the matching applications without SSN or date of birth, formulas neutralised, audited', async () => {
      const plain = await submitApplication(applicant(), { applicantName: 'Dana Plain', compCode: 'EVIL', ssn: ssns[0], dob: '02/14/1987' });
      const evil = await submitApplication(applicant(), { applicantName: formula, compCode: 'EVIL', ssn: ssns[1], dob: '02/14/1987' });

      const answer = await admin().get('/api/staff/applications/export?compCode=EVIL');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/);

      const [header, ...rows] = parseCsv(answer.text);
      expect(header).toEqual(['Number', 'Received (UTC)', 'Applicant name', 'Company code', 'Status', 'Screening', 'Source', 'Earlier application']);
      // EVIL asks no screening questions: nothing to say in the Screening column.
      expect(rows.map((row) => [Number(row[0]), row[2], row[3], row[4], row[5]])).toEqual([
        [evil, `'${formula}`, 'EVIL', 'New', ''],
        [plain, 'Dana Plain', 'EVIL', 'New', ''],
      ]);
      // What a spreadsheet would run: no cell may start a formula.
      for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@]/);
      for (const secret of [...ssns, ...ssns.map((ssn) => ssn.slice(-4)), '02/14/1987', '1987-02-14']) {
        expect([secret, answer.text.includes(secret)]).toEqual([secret, false]);
      }

      const audited = (await audit('applications-exported')).filter((row) => row.staffEmail === ADMIN.email);
      expect(JSON.parse(String(audited.at(-1)?.detail))).toEqual({ rows: 2, filters: { compCode: 'EVIL' } });
    });
  });
});

// The limit is per instance and per client IP, the same on either engine: one SQLite app with a tiny limit suffices.
describe('sign-in rate limit', () => {
  const suite = sqliteAppPerSuite({ STAFF_SIGN_IN_RATE_LIMIT: '3/minute' });
  beforeAll(() => addStaff(suite.database.env.DATABASE_URL!, ADMIN));

  it('answers 429 after 3 attempts a minute, even to the right password', async () => {
    const client = await new StaffClient(suite.app.baseUrl).open();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await client.signIn(ADMIN.email, 'guess number one')).status);
    statuses.push((await client.signIn(ADMIN.email, PASSWORD)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(client.sessionCookie()).toBeUndefined();
  });
});
