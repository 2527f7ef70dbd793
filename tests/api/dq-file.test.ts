import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { hiddenScriptPdf, plainPdf } from '@/tests/fixtures/hostile-pdfs';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { cdlPhotoIds, testJpeg, uploadDocument } from './document-client';
import { testEngines } from './engines';
import { staffAppPerSuite, submitApplication, textOfPdfAnswer } from './staff-client';
import { waitFor } from './wait-for';

/**
 * The driver qualification file (docs/dq-file.md) over real HTTP against the production build, on SQLite and (with
 * TEST_POSTGRES_URL) PostgreSQL: a hire opens the file with its checklist and due days, the office records items and
 * files documents through the upload pipeline, the clock moves (the cron's `now`) and the digest arrives in a real
 * SMTP server; reopening, termination and rehire; roles and the audit log.
 */
const engines = testEngines('DQ file API tests');

const PASSWORD = 'correct horse battery staple';
const ADMIN = { email: 'ada.admin@example.com', name: 'Ada Admin', role: 'admin', password: PASSWORD };
const REVIEWER = { email: 'rita.reviewer@example.com', name: 'Rita Reviewer', role: 'reviewer', password: PASSWORD };
const CRON_SECRET = 'cron-secret-for-the-dq-test-0123456';
const ROOT = join(__dirname, '../..');

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const utcToday = () => new Date().toISOString().slice(0, 10);

describe.each(engines)('DQ file on %s', (_engine, createDatabase) => {
  const suite = staffAppPerSuite(createDatabase, [ADMIN, REVIEWER], {
    mail: true,
    env: { MAIL_FROM: 'hiring@tskis.test', OFFICE_NOTIFY_EMAILS: 'office@staffing.test', OFFICE_TIME_ZONE: 'America/Chicago', CRON_SECRET },
  });
  const admin = () => suite.staff[0]!;
  const reviewer = () => suite.staff[1]!;

  const review = (numberId: number, expectedStatus: string, status: string, extra: Record<string, unknown> = {}) =>
    reviewer().post(`/api/staff/applications/${numberId}/review`, { expectedStatus, status, note: '', ...extra });
  const items = (fileId: number) => suite.database.select(`SELECT * FROM "DqItem" WHERE "fileId" = ${fileId} ORDER BY "id"`);
  const itemOf = async (fileId: number, kind: string) => (await items(fileId)).find((item) => item.kind === kind)!;
  const audit = (action: string) => suite.database.select(`SELECT * FROM "AuditEvent" WHERE "action" = '${action}' ORDER BY "id"`);
  const cron = (now: string, authorization = `Bearer ${CRON_SECRET}`) =>
    fetch(`${suite.app.baseUrl}/api/cron/dq-digest?now=${encodeURIComponent(now)}`, { headers: { Authorization: authorization } });
  const digests = () => suite.sink.received.filter((message) => /^DQ file deadlines/.test(message.mail.subject ?? ''));

  async function hire(name: string, hireDate: string, { medicalCard = false } = {}): Promise<{ numberId: number; fileId: number }> {
    const answers = { applicantName: name, compCode: 'DQCO', medicalCardExpiration: '03/31/2099' };
    let numberId: number;
    if (medicalCard) {
      // As the wizard sends it with the medical card photographed at step 4.
      const card = await uploadDocument(suite.applicant, 'medical-card', await testJpeg(80, 50, '#a62'));
      const submitted = await suite.applicant.post('/api/drivers', { ...validApplicant(answers), documents: [...(await cdlPhotoIds(suite.applicant)), String(card.json().id)] });
      expect(submitted.status).toBe(201);
      numberId = Number(submitted.json().numberId);
    } else numberId = await submitApplication(suite.applicant, answers);
    expect((await review(numberId, 'new', 'in_review')).status).toBe(200);
    const hired = await review(numberId, 'in_review', 'hired', { hireDate });
    expect(hired.status).toBe(200);
    const [file] = await suite.database.select(`SELECT "id" FROM "DqFile" WHERE "numberId" = ${numberId} ORDER BY "id" DESC`);
    return { numberId, fileId: Number(file!.id) };
  }

  it('opens the DQ file at hire with its checklist and due days, and lists the driver as not cleared to drive', async () => {
    const hireDate = addDays(utcToday(), -3);
    const { numberId, fileId } = await hire('Hana Hired', hireDate);
    const checklist = await items(fileId);
    const byKind = (kind: string) => checklist.filter((item) => item.kind === kind);
    expect(byKind('application')[0]).toMatchObject({ status: 'done', doneOn: hireDate });
    expect(byKind('inquiries')[0]).toMatchObject({ status: 'pending', dueOn: addDays(hireDate, 30) });
    expect(byKind('mvr').map((item) => [item.subject, item.dueOn])).toEqual([['TX', addDays(hireDate, 30)]]);
    expect(byKind('drug-test')[0]).toMatchObject({ status: 'pending', dueOn: hireDate });
    // The medical card of the application: recorded with its expiry, and the next certification due on that day.
    expect(byKind('medical').map((item) => [item.status, item.expiresOn, item.dueOn])).toEqual([
      ['done', '2099-03-31', hireDate],
      ['pending', '', '2099-03-31'],
    ]);
    expect(byKind('annual-review')[0]!.dueOn).toBe(`${Number(hireDate.slice(0, 4)) + 1}${hireDate.slice(4)}`.replace(/-02-29$/, '-02-28'));

    const list = await reviewer().get('/staff/drivers?compCode=DQCO');
    expect(list.status).toBe(200);
    expect(list.text).toContain('Hana Hired');
    expect(list.text).toContain('Not cleared to drive');
    expect((await audit('dq-file-opened')).map((row) => row.numberId)).toContain(numberId);
    expect((await audit('drivers-listed')).length).toBeGreaterThan(0);
    // A hire date that is no day is refused, and the application stays in review.
    const other = await submitApplication(suite.applicant, { applicantName: 'Bad Date', compCode: 'DQCO' });
    await review(other, 'new', 'in_review');
    const refused = await review(other, 'in_review', 'hired', { hireDate: '2027-02-30' });
    expect(refused.status).toBe(422);
    expect(refused.json().fields).toEqual({ hireDate: 'Give the hire date as YYYY-MM-DD.' });
  });

  it('records items by their rules, files documents that never join the application, and clears the driver', async () => {
    const { numberId, fileId } = await hire('Carl Cleared', addDays(utcToday(), -2), { medicalCard: true });
    const url = (kind: string) => itemOf(fileId, kind).then((item) => `/api/staff/drivers/${fileId}/items/${item.id}`);
    const doneOn = utcToday();

    const noResult = await reviewer().post(await url('drug-test'), { status: 'done', doneOn });
    expect(noResult.status).toBe(422);
    expect(noResult.json().fields).toEqual({ result: 'Choose the result: verified-negative or see-file.' });
    expect((await reviewer().post(await url('drug-test'), { status: 'done', doneOn, result: 'verified-negative' })).status).toBe(200);
    expect((await reviewer().post(await url('clearinghouse-full'), { status: 'done', doneOn, result: 'no-record' })).status).toBe(200);
    const noReason = await reviewer().post(await url('road-test'), { status: 'not-applicable', reason: '' });
    expect(noReason.status).toBe(422);
    expect((await reviewer().post(await url('road-test'), { status: 'not-applicable', reason: 'CDL accepted in lieu of the road test (391.33)' })).status).toBe(200);
    expect(await itemOf(fileId, 'drug-test')).toMatchObject({ status: 'done', result: 'verified-negative', recordedByName: 'Rita Reviewer' });

    // A document on the MVR: through the upload pipeline, encrypted, the DQ item's and never the application's.
    const before = await suite.database.select(`SELECT COUNT(*) AS "count" FROM "ApplicantDocument" WHERE "numberId" = ${numberId}`);
    const upload = await reviewer().request(`${await url('mvr')}/documents`, { method: 'POST', body: new Uint8Array(await testJpeg(200, 120)), headers: { 'content-type': 'image/jpeg' } });
    expect(upload.status).toBe(201);
    const documentId = String(upload.json().id);
    const [stored] = await suite.database.select(`SELECT "numberId", "dqItemId", "draftId", "mediaType" FROM "ApplicantDocument" WHERE "id" = '${documentId}'`);
    expect(stored).toMatchObject({ numberId: null, draftId: null, mediaType: 'image/jpeg' });
    expect(Number(stored!.dqItemId)).toBe(Number((await itemOf(fileId, 'mvr')).id));
    expect(await suite.database.select(`SELECT COUNT(*) AS "count" FROM "ApplicantDocument" WHERE "numberId" = ${numberId}`)).toEqual(before);
    // Named by an application as step 4's uploads are, it is unknown there: the office's document stays the file's.
    const named = await suite.applicant.post('/api/drivers', { ...validApplicant({ compCode: 'DQCO' }), documents: [...(await cdlPhotoIds(suite.applicant)), documentId] });
    expect([named.status, named.json().fields]).toEqual([422, { documents: 'A document you added is no longer available: add it again.' }]);
    expect((await suite.database.select(`SELECT "numberId" FROM "ApplicantDocument" WHERE "id" = '${documentId}'`))[0]).toEqual({ numberId: null });
    const refusedUpload = await reviewer().request(`${await url('mvr')}/documents`, { method: 'POST', body: 'not a picture', headers: { 'content-type': 'image/jpeg' } });
    expect(refusedUpload.status).toBe(422);
    // The same PDF checks as step 4: a script hidden in an object stream is refused, a plain scan is taken.
    const scripted = await reviewer().request(`${await url('road-test')}/documents`, { method: 'POST', body: new Uint8Array(hiddenScriptPdf()), headers: { 'content-type': 'application/pdf' } });
    expect([scripted.status, scripted.json().problem]).toEqual([422, 'pdfActive']);
    const scan = await reviewer().request(`${await url('road-test')}/documents`, { method: 'POST', body: new Uint8Array(plainPdf()), headers: { 'content-type': 'application/pdf' } });
    expect(scan.status).toBe(201);

    // Opened and audited; the application's own page still reads its signature as verified.
    const view = await reviewer().get(`/staff/drivers/${fileId}/documents/${documentId}`);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('image/jpeg');
    expect((await audit('dq-document-viewed')).at(-1)).toMatchObject({ numberId });
    expect((await reviewer().get(`/staff/drivers/${fileId + 1000}/documents/${documentId}`)).status).toBe(404);
    expect((await reviewer().get(`/staff/applications/${numberId}`)).text).toContain('Integrity: verified');

    // The purge of unclaimed uploads, a day later, leaves it.
    const old = suite.database.name === 'sqlite' ? "'2000-01-01T00:00:00.000+00:00'" : "'2000-01-01T00:00:00.000Z'";
    await suite.database.sql(`UPDATE "ApplicantDocument" SET "createdAt" = ${old} WHERE "id" = '${documentId}'`);
    await promisify(execFile)(process.execPath, ['scripts/drafts-purge.mjs'], { cwd: ROOT, env: { ...process.env, ...suite.database.env } });
    expect(await suite.database.select(`SELECT "id" FROM "ApplicantDocument" WHERE "id" = '${documentId}'`)).toHaveLength(1);

    const page = await reviewer().get(`/staff/drivers/${fileId}`);
    expect(page.text).toContain('Due within 30 days');
    // The list counts the same state in the database: Carl under "due within 30 days", Hana still not cleared.
    const dueSoon = await reviewer().get('/staff/drivers?compCode=DQCO&state=due-soon');
    expect(dueSoon.text).toContain('Carl Cleared');
    expect(dueSoon.text).not.toContain('Hana Hired');
    expect((await reviewer().get('/staff/drivers?compCode=DQCO&state=not-cleared')).text).toContain('Hana Hired');
    // The annual limited query links the consent signed at apply time (step 11), where the application has it.
    const [consent] = await suite.database.select(`SELECT "agreedAt" FROM "ApplicantConsent" WHERE "numberId" = ${numberId} AND "consent" = 'clearinghouse-limited-query'`);
    expect(page.text).toContain(consent ? 'Limited-query consent signed with the application on ' : 'No limited-query consent on file with the application');
    expect(page.text).toMatch(/No inquiries opened on the application yet|Inquiries on the application: \d of \d answered/);
    const [card] = await suite.database.select(`SELECT "id" FROM "ApplicantDocument" WHERE "numberId" = ${numberId} AND "kind" = 'medical-card'`);
    // The medical item links the medical card photographed with the application.
    expect(page.text).toContain(`/staff/applications/${numberId}/documents/${String(card!.id)}`);
    expect(page.text).toContain('The medical card photographed with the application');
    expect(page.text).toContain('Verified negative');
    expect(page.text).toContain('CDL accepted in lieu of the road test');
    expect((await audit('dq-item-recorded')).length).toBeGreaterThanOrEqual(3);
  });

  it('lets only an admin delete a wrongly recorded item, audited', async () => {
    const { fileId } = await hire('Dora Deleted', utcToday());
    const added = await reviewer().post(`/api/staff/drivers/${fileId}/items`, { kind: 'mvr', subject: 'ok' });
    expect(added.status).toBe(200);
    const itemId = Number(added.json().id);
    expect(await itemOf(fileId, 'mvr')).toBeDefined();
    expect((await reviewer().request(`/api/staff/drivers/${fileId}/items/${itemId}`, { method: 'DELETE' })).status).toBe(403);
    expect((await admin().request(`/api/staff/drivers/${fileId}/items/${itemId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await items(fileId)).map((item) => item.id)).not.toContain(itemId);
    expect((await audit('dq-item-deleted')).at(-1)!.detail).toBe(JSON.stringify({ fileId, itemId, kind: 'mvr', documents: 0 }));
  });

  it('keeps the file when the hire is reopened, ends it with a termination date, and opens a new one at rehire', async () => {
    const { numberId, fileId } = await hire('Rhea Rehired', addDays(utcToday(), -400));
    expect((await review(numberId, 'hired', 'in_review')).status).toBe(200);
    const [marked] = await suite.database.select(`SELECT "reopenedAt" FROM "DqFile" WHERE "id" = ${fileId}`);
    expect(marked!.reopenedAt).not.toBeNull();
    expect((await reviewer().get(`/staff/drivers/${fileId}`)).text).toContain('Hire reopened');
    expect((await review(numberId, 'in_review', 'hired')).status).toBe(200);
    expect(await suite.database.select(`SELECT "id", "reopenedAt" FROM "DqFile" WHERE "numberId" = ${numberId}`)).toEqual([{ id: fileId, reopenedAt: null }]);

    const early = await reviewer().post(`/api/staff/drivers/${fileId}/termination`, { terminationDate: addDays(utcToday(), -500) });
    expect(early.status).toBe(422);
    const lastDay = addDays(utcToday(), -30);
    expect((await reviewer().post(`/api/staff/drivers/${fileId}/termination`, { terminationDate: lastDay })).status).toBe(200);
    expect((await reviewer().get('/staff/drivers?compCode=DQCO')).text).not.toContain('Rhea Rehired');
    expect((await reviewer().get('/staff/drivers?compCode=DQCO&employment=ended')).text).toContain('Rhea Rehired');
    expect((await reviewer().get(`/staff/drivers/${fileId}`)).text).toContain(`Kept until ${Number(lastDay.slice(0, 4)) + 3}`);

    await review(numberId, 'hired', 'in_review');
    await review(numberId, 'in_review', 'hired', { hireDate: utcToday() });
    const files = await suite.database.select(`SELECT "hireDate", "terminationDate" FROM "DqFile" WHERE "numberId" = ${numberId} ORDER BY "id"`);
    expect(files).toEqual([
      { hireDate: addDays(utcToday(), -400), terminationDate: lastDay },
      { hireDate: utcToday(), terminationDate: '' },
    ]);
  });

  it('adds a driver hired before this app by hand', async () => {
    const refused = await reviewer().post('/api/staff/drivers', { companyCode: 'DQCO', driverName: '', hireDate: '2020-01-01', licenseStates: 'TX' });
    expect(refused.status).toBe(422);
    const added = await reviewer().post('/api/staff/drivers', { companyCode: 'DQCO', driverName: 'Walt Walkin', hireDate: '2020-01-01', licenseStates: 'tx, ok' });
    expect(added.status).toBe(201);
    const fileId = Number(added.json().id);
    const checklist = await items(fileId);
    expect(checklist.filter((item) => item.kind === 'mvr').map((item) => item.subject)).toEqual(['TX', 'OK']);
    expect(checklist.find((item) => item.kind === 'application')).toMatchObject({ status: 'pending', dueOn: '2020-01-01' });
  });

  it('mails each carrier one digest a day of what is overdue and due within 30 days, to its DQ list, counted in its time zone', async () => {
    expect((await cron(new Date().toISOString(), 'Bearer wrong-secret-wrong-secret')).status).toBe(401);
    const settings = await admin().post('/api/staff/dq-settings/DQCO', { timeZone: 'America/Chicago', digestEmails: 'dq@carrier.test' });
    expect(settings.status).toBe(200);
    expect((await reviewer().post('/api/staff/dq-settings/DQCO', { timeZone: '', digestEmails: '' })).status).toBe(403);
    expect((await admin().post('/api/staff/dq-settings/DQCO', { timeZone: 'Mars/Olympus', digestEmails: '' })).status).toBe(422);

    // A carrier whose only driver has nothing pending: no mail at all.
    const quiet = await reviewer().post('/api/staff/drivers', { companyCode: 'QUIETCO', driverName: 'Quinn Quiet', hireDate: utcToday(), licenseStates: 'TX' });
    const quietFile = Number(quiet.json().id);
    for (const item of await items(quietFile)) {
      const answer = await reviewer().post(`/api/staff/drivers/${quietFile}/items/${item.id}`, { status: 'not-applicable', reason: 'Test carrier' });
      expect(answer.status).toBe(200);
    }
    expect((await admin().post('/api/staff/dq-settings/QUIETCO', { timeZone: '', digestEmails: 'quiet@carrier.test' })).status).toBe(200);

    // 40 days on, at 03:00 UTC: still the day before in Chicago.
    const later = new Date(Date.now() + 40 * 86_400_000);
    const moment = `${later.toISOString().slice(0, 10)}T03:00:00Z`;
    const chicagoDay = addDays(moment.slice(0, 10), -1);
    const first = await cron(moment);
    expect(first.status).toBe(200);
    const mail = await waitFor('the digest', () => digests()[0]);
    expect(mail.rcptTo).toEqual(['dq@carrier.test']);
    expect(mail.mail.subject).toMatch(/^DQ file deadlines for DQCO: \d+ overdue, \d+ due within 30 days$/);
    const text = mail.mail.text ?? '';
    expect(text).toContain(`on ${chicagoDay} (America/Chicago)`);
    expect(text).toMatch(/Hana Hired: Pre-employment drug test result \(382\.301\), due \d{4}-/);
    expect(text).toMatch(/Carl Cleared: TX motor vehicle record, due/);
    // The terminated file's items are not mailed: only the new period's.
    expect(text).not.toContain(`due ${addDays(addDays(utcToday(), -400), 30)}`);
    expect(text).toContain('/staff/drivers?compCode=DQCO');
    expect((await audit('dq-digest-queued')).at(-1)!.detail).toContain(`"day":"${chicagoDay}"`);

    // The same day again: nothing more; and nothing ever for the quiet carrier.
    expect((await cron(moment)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(digests()).toHaveLength(1);
    expect(suite.sink.received.filter((message) => message.rcptTo.includes('quiet@carrier.test'))).toEqual([]);
  });

  it('hands the auditor the DQ file as one PDF: the index, then each document, page-numbered', async () => {
    const [file] = await suite.database.select(`SELECT "id" FROM "DqFile" WHERE "driverName" = 'Carl Cleared'`);
    const answer = await reviewer().get(`/staff/drivers/${file!.id}/pdf`);
    const text = await textOfPdfAnswer(answer);
    expect(text).toContain('Driver qualification file');
    expect(text).toContain('Carl Cleared');
    expect(text).toContain('Verified negative');
    // The index, the photo's page, then the PDF scan behind its cover: every page numbered of the same total.
    expect(text).toContain('TX motor vehicle record: document 1 of 1');
    expect(text).toContain('Road test certificate or equivalent (391.31, 391.33): document 1 of 1');
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect((await audit('dq-pdf-downloaded')).at(-1)).toMatchObject({ numberId: expect.any(Number) });
  });

  it('keeps every application whose DQ file is still kept out of applications:purge', async () => {
    const purge = () =>
      promisify(execFile)(process.execPath, ['scripts/applications-purge.mjs', '--before', addDays(utcToday(), 1), '--force'], { cwd: ROOT, env: { ...process.env, ...suite.database.env } });
    const kept = await suite.database.select(`SELECT DISTINCT "numberId" FROM "DqFile" WHERE "numberId" IS NOT NULL`);
    const { stdout } = await purge();
    expect(stdout).toMatch(/kept \d+ whose DQ file is still kept/);
    const left = (await suite.database.select('SELECT "numberId" FROM "Applicant"')).map((row) => Number(row.numberId)).sort();
    expect(left).toEqual(kept.map((row) => Number(row.numberId)).sort());
  });
});
