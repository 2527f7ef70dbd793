import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { DRAFT_DOB, firstFourSteps } from '@/tests/fixtures/draft-answers';
import { behaviourEngine } from './engines';
import { staffAppPerSuite, StaffClient, type StaffAccount } from './staff-client';

/**
 * The office's unfinished applications (saved drafts): /staff/unfinished lists them for reviewers and admins, each
 * opens read-only in the 11 sections, marked not submitted, and every list and view is in the audit log.
 */
const engines = behaviourEngine();
const REVIEWER: StaffAccount = { email: 'rita.reviewer@example.com', name: 'Rita Reviewer', role: 'reviewer', password: 'correct horse battery staple' };
const ADMIN: StaffAccount = { email: 'ada.admin@example.com', name: 'Ada Admin', role: 'admin', password: 'another long passphrase' };

describe.each(engines)('unfinished applications on %s', (_engine, createDatabase) => {
  // No abuse limit on saving: the paging test saves more drafts than one address may in a minute.
  const suite = staffAppPerSuite(createDatabase, [REVIEWER, ADMIN], { env: { APP_BASE_URL: 'https://apply.example.com', SUBMISSION_RATE_LIMIT: 'off' } });
  const reviewer = () => suite.staff[0]!;
  const admin = () => suite.staff[1]!;

  const saveDraft = async (answers: Record<string, unknown>) => {
    const answer = await suite.applicant.post('/api/drafts', { compCode: 'acme', step: 4, answers });
    expect(answer.status).toBe(201);
    const token = String(answer.json().token);
    const proof = String(answer.json().proof);
    const [row] = await suite.database.select(`SELECT "id" FROM "ApplicationDraft" ORDER BY "createdAt" DESC LIMIT 1`);
    return { token, proof, id: String(row?.id) };
  };
  const audit = (action: string) =>
    suite.database.select(`SELECT "staffEmail", "detail", "numberId" FROM "AuditEvent" WHERE "action" = '${action}' ORDER BY "id"`);

  it('lists drafts for a reviewer and an admin: name, phone, email, code, progress, dates; no address; audited', async () => {
    const draft = await saveDraft({ ...firstFourSteps(), applicantName: 'Una Unfinished' });
    for (const [client, account] of [[reviewer(), REVIEWER], [admin(), ADMIN]] as const) {
      const page = await client.get('/staff/unfinished');
      expect(page.status).toBe(200);
      for (const shown of ['Unfinished applications', 'Una Unfinished', '(713) 555-0142', 'jordan.rivers@example.com', 'ACME', '4. Driver licenses (past 3 years)', 'Last saved', 'Expires']) {
        expect([shown, page.text.includes(shown)]).toEqual([shown, true]);
      }
      expect(page.text).toContain(`/staff/unfinished/${draft.id}`);
      for (const hidden of ['4410 Westheimer', '77027', DRAFT_DOB]) expect([hidden, page.text.includes(hidden)]).toEqual([hidden, false]);
      const events = await audit('unfinished-listed');
      expect(events.at(-1)).toMatchObject({ staffEmail: account.email });
      expect(JSON.parse(String(events.at(-1)?.detail)).rows).toBeGreaterThanOrEqual(1);
    }
  });

  it('opens one read-only in the 11 sections, marked not submitted and not signed; each view audited', async () => {
    const draft = await saveDraft({ ...firstFourSteps(), applicantName: 'Vera Viewed', ssn: '987-65-4321' });
    const page = await reviewer().get(`/staff/unfinished/${draft.id}`);
    expect(page.status).toBe(200);
    // The text as a person reads it: React separates adjacent text with comments in server-rendered HTML.
    const text = page.text.replaceAll('<!-- -->', '');
    for (const shown of [
      'Not submitted — not signed',
      '1. Basic Information',
      '4. Driver licenses (past 3 years)',
      '11. Please enter your signature',
      'Vera Viewed',
      '4410 Westheimer Rd',
      'D1234567',
      'Not saved (typed again when the applicant finishes)',
      'Not agreed yet.',
    ]) {
      expect([shown, text.includes(shown)]).toEqual([shown, true]);
    }
    expect(page.text).not.toContain('987-65-4321');
    expect(page.text).not.toContain('4321');
    // Read-only: no form, no review controls.
    expect(page.text).not.toMatch(/<form|<textarea/);
    expect((await admin().get(`/staff/unfinished/${draft.id}`)).status).toBe(200);
    const views = (await audit('unfinished-viewed')).filter((row) => JSON.parse(String(row.detail)).draftId === draft.id);
    expect(views.map((row) => row.staffEmail)).toEqual([REVIEWER.email, ADMIN.email]);
    expect(JSON.stringify(views)).not.toContain('Vera');
  });

  it('is closed to the signed-out, and a submitted draft leaves the list', async () => {
    const draft = await saveDraft({ ...firstFourSteps(), applicantName: 'Sam Submitted' });
    const outsider = await new StaffClient(suite.app.baseUrl).open();
    expect((await outsider.get('/staff/unfinished')).status).toBe(307);
    expect((await outsider.get(`/staff/unfinished/${draft.id}`)).status).toBe(307);
    expect((await reviewer().get('/staff/unfinished/not-a-draft')).status).toBe(404);

    const submitted = await suite.applicant.post('/api/drivers', validApplicant({ applicantName: 'Sam Submitted' }), { headers: { 'Draft-Token': draft.token, 'Draft-Proof': draft.proof } });
    expect(submitted.status).toBe(201);
    expect((await reviewer().get('/staff/unfinished')).text).not.toContain('Sam Submitted');
    expect((await reviewer().get(`/staff/unfinished/${draft.id}`)).status).toBe(404);
  });

  it('pages like the applications list, dropping none: every saved draft is on some page, the newest first', async () => {
    // More drafts than a page of 25 holds, on top of the ones saved above.
    const names = Array.from({ length: 27 }, (_, index) => `Paged Person ${String(index).padStart(2, '0')}`);
    for (const name of names) await saveDraft({ ...firstFourSteps(), applicantName: name });
    const total = Number((await suite.database.select('SELECT COUNT(*) AS "n" FROM "ApplicationDraft"'))[0]?.n);
    expect(total).toBeGreaterThan(25);
    // The table's rows, top to bottom (the page's data for the browser names them again after the HTML).
    const listed = (html: string) => [...(/<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '').matchAll(/Paged Person \d\d/g)].map((match) => match[0]);

    const first = await reviewer().get('/staff/unfinished');
    expect(first.text.replaceAll('<!-- -->', '')).toContain(`1–25 of ${total}`);
    expect(listed(first.text)).toEqual([...names].reverse().slice(0, 25));
    const second = await reviewer().get('/staff/unfinished?page=2');
    expect(listed(second.text)).toEqual([...names].reverse().slice(25));
    expect(second.text).toContain('href="/staff/unfinished"');
    const all = await reviewer().get('/staff/unfinished?pageSize=50');
    expect(listed(all.text)).toEqual([...names].reverse());
    expect((await reviewer().get('/staff/unfinished?page=9')).text).toContain('This page is past the end of the list.');
    // Each page read is audited with the rows it showed.
    const events = await audit('unfinished-listed');
    expect(JSON.parse(String(events.at(-2)?.detail)).rows).toBe(Math.min(50, total));
  });
});
