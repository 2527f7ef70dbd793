import { createHash } from 'node:crypto';
import { behaviourEngine } from './engines';
import { runScript } from './run-script';
import { pdfText, staffAppPerSuite, StaffClient, submitApplication, textOfPdfAnswer } from './staff-client';
import { waitFor } from './wait-for';

/**
 * The office's side of 49 CFR 391.23 over real HTTP, on a real database and a real SMTP server: the
 * "Safety performance history (391.23)" section, contact, Send request (a mail through the outbox whose link the
 * employer answers), Print request, notes of good-faith effort, the answers on the page and in the PDF of record,
 * the "inquiries overdue" filter, and the audit of each action.
 */
const engines = behaviourEngine();
const REVIEWER = { email: 'rita@staff.test', name: 'Rita Reviewer', role: 'reviewer', password: 'reviewer-password-22' };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const ANSWERS = {
  employed: 'yes', employedFrom: '01/2018', employedTo: '10/2025', position: 'OTR Driver', hadAccidents: 'yes',
  accidents: [{ date: '04/12/2024', location: 'Waco, TX', injuries: 1, fatalities: 0, hazmatRelease: 'no' }],
  dotTested: 'yes', alcoholTest04: 'no', positiveDrugTest: 'no', refusedTest: 'no', otherViolation: 'no',
  responderName: 'Dana Cole', responderTitle: 'Safety Manager', responderPhone: '(713) 555-0100', responderEmail: 'safety@lonestar.test', certified: true,
};

describe.each(engines)('inquiries from the staff area on %s', (_engine, createDatabase) => {
  const suite = staffAppPerSuite(createDatabase, [REVIEWER], {
    mail: true,
    // The outbox's own loop sends the requests, as on a server of its own.
    env: { DELIVERY_WORKER: 'on' },
    beforeStart: (databaseUrl) =>
      runScript('scripts/company-add.mjs', ['--code', 'TSKIS', '--name', 'TSK Interstate Services LLC', '--address', '1 Yard Rd, Dallas, TX 75201'], databaseUrl),
  });
  const reviewer = () => suite.staff[0]!;

  const act = (numberId: number, job: number, body: Record<string, unknown>) => reviewer().post(`/api/staff/applications/${numberId}/inquiries/${job}`, body);
  const pageText = async (numberId: number) => (await reviewer().get(`/staff/applications/${numberId}`)).text.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  const actions = async (numberId: number) =>
    (await suite.database.select(`SELECT "action", "staffEmail" FROM "AuditEvent" WHERE "numberId" = ${numberId} AND "action" LIKE 'inquiry-%' ORDER BY "id"`));

  it('sends a request by mail, the employer answers through its link, and the page and the PDF of record show the answers; every step audited', async () => {
    const numberId = await submitApplication(suite.applicant, { applicantName: 'Jordan Rivers' });
    const before = await pageText(numberId);
    expect(before).toContain('Safety performance history (391.23)');
    expect(before).toMatch(/Lone Star Freight[\s\S]*Not sent/);
    // Job 2 (Gulf Coast Moving) was not under the FMCSRs: no inquiry.
    expect(before).not.toContain('Inquiry to Gulf Coast Moving');

    const noEmail = await act(numberId, 1, { action: 'send' });
    expect(noEmail.status).toBe(422);
    expect(noEmail.json().error).toBe("Add the employer's email first, or print the request for fax or mail.");
    const badContact = await act(numberId, 1, { action: 'contact', contactEmail: 'safety@', contactFax: 'call me' });
    expect(badContact.status).toBe(422);
    expect(badContact.json().fields).toEqual({
      contactEmail: 'Email: enter an address like safety@example.com.', contactFax: 'Fax: enter a fax number, e.g. (713) 555-0101.',
    });
    expect((await act(numberId, 1, { action: 'contact', contactEmail: 'safety@lonestar.test', contactFax: '(713) 555-0101', contactAddress: '100 Main St, Houston, TX 77002' })).status).toBe(200);
    expect((await act(numberId, 2, { action: 'contact', contactEmail: 'x@gulf.test' })).status).toBe(404);

    const sent = await act(numberId, 1, { action: 'send' });
    expect(sent.status).toBe(200);
    expect(sent.json().sentTo).toBe('safety@lonestar.test');
    const mail = await waitFor('the request mail', () => suite.sink.received.find((message) => message.rcptTo.includes('safety@lonestar.test')));
    expect(mail.mail.subject).toBe('Safety performance history request: Jordan Rivers (TSK Interstate Services LLC)');
    const link = /(http:\/\/127\.0\.0\.1:\d+\/inquiries\/([A-Za-z0-9_-]{43}))/.exec(mail.mail.text ?? '');
    expect(link).not.toBeNull();
    const token = link![2]!;
    for (const secret of ['123-45-6789', '05/07/1990', '4410 Westheimer']) expect(mail.raw).not.toContain(secret);
    // Stored: the token's hash on the inquiry, and only a sealed copy in the outbox row.
    const [row] = await suite.database.select(`SELECT "tokenHash", "sentTo", "sentByName" FROM "SafetyInquiry" WHERE "numberId" = ${numberId}`);
    expect(row).toEqual({ tokenHash: sha256(token), sentTo: 'safety@lonestar.test', sentByName: REVIEWER.name });
    const outbox = await suite.database.select(`SELECT "body" FROM "WebhookDelivery" WHERE "kind" = 'inquiry-mail' AND "numberId" = ${numberId}`);
    expect(outbox).toHaveLength(1);
    expect(String(outbox[0]!.body)).not.toContain(token);
    expect(await pageText(numberId)).toMatch(/Lone Star Freight[\s\S]*Sent[\s\S]*to safety@lonestar\.test by Rita Reviewer/);

    // The employer, in a browser of its own.
    const employer = await new StaffClient(suite.app.baseUrl).open();
    const form = await employer.get(new URL(link![1]!).pathname);
    expect(form.status).toBe(200);
    expect(form.text).toContain('Jordan Rivers');
    const answered = await employer.post('/api/inquiries/answers', { token, answers: ANSWERS });
    expect(answered.status).toBe(201);
    expect((await employer.post('/api/inquiries/answers', { token, answers: ANSWERS })).status).toBe(409);

    const after = await pageText(numberId);
    expect(after).toMatch(/Lone Star Freight[\s\S]*Answered/);
    expect(after).toContain('04/12/2024, Waco, TX: 1 injured, 0 killed');
    expect(after).toContain('Dana Cole, Safety Manager');

    expect((await act(numberId, 1, { action: 'note', note: '' })).json().fields).toEqual({ note: 'Write what was done, e.g. "called twice, no answer".' });
    expect((await act(numberId, 1, { action: 'note', note: 'Called to confirm receipt of the answers.' })).status).toBe(200);
    expect(await pageText(numberId)).toContain('Rita Reviewer: Called to confirm receipt of the answers.');

    const pdf = await reviewer().get(`/staff/applications/${numberId}/pdf`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Safety performance history');
    expect(text).toContain('Lone Star Freight — answered');
    expect(text).toContain('Waco, TX');
    expect(text).toContain('Dana Cole, Safety Manager');

    const printed = await reviewer().post(`/api/staff/applications/${numberId}/inquiries/1/pdf`, {});
    const paper = await textOfPdfAnswer(printed);
    expect(paper).toContain('Safety performance history request');
    expect(paper).toContain('Lone Star Freight');
    expect(paper).toContain('(713) 555-0101');
    expect(paper).not.toContain('123-45-6789');

    expect(await actions(numberId)).toEqual([
      { action: 'inquiry-contact-saved', staffEmail: REVIEWER.email },
      { action: 'inquiry-sent', staffEmail: REVIEWER.email },
      { action: 'inquiry-viewed-by-employer', staffEmail: '' },
      { action: 'inquiry-answered', staffEmail: '' },
      { action: 'inquiry-note-added', staffEmail: REVIEWER.email },
      { action: 'inquiry-printed', staffEmail: REVIEWER.email },
    ]);
  });

  it('prints a request only on a POST with the CSRF header: a GET (a link on another site) creates and records nothing', async () => {
    const numberId = await submitApplication(suite.applicant, { applicantName: 'Greta Get' });
    const pdfPath = `/api/staff/applications/${numberId}/inquiries/1/pdf`;
    const inquiries = () => suite.database.select(`SELECT "id" FROM "SafetyInquiry" WHERE "numberId" = ${numberId}`);

    const viaGet = await reviewer().get(pdfPath);
    expect(viaGet.status).toBe(405);
    expect((await reviewer().post(pdfPath, {}, { csrf: false })).status).toBe(403);
    expect(await inquiries()).toEqual([]);
    expect(await actions(numberId)).toEqual([]);

    const printed = await reviewer().post(pdfPath, {});
    expect(printed.status).toBe(200);
    expect(printed.headers.get('content-disposition')).toBe(`attachment; filename="inquiry-request-${numberId}-1.pdf"`);
    expect(await inquiries()).toHaveLength(1);
    expect(await actions(numberId)).toEqual([{ action: 'inquiry-printed', staffEmail: REVIEWER.email }]);
  });

  it('shows the employer’s drug and alcohol violation details on the application page, beside the other answers', async () => {
    const numberId = await submitApplication(suite.applicant, { applicantName: 'Vic Violation' });
    expect((await act(numberId, 1, { action: 'contact', contactEmail: 'safety@lonestar.test' })).status).toBe(200);
    expect((await act(numberId, 1, { action: 'send' })).status).toBe(200);
    const [inquiry] = await suite.database.select(`SELECT "tokenHash" FROM "SafetyInquiry" WHERE "numberId" = ${numberId}`);
    const mail = await waitFor('the request mail', () =>
      suite.sink.received.find((message) => message.rcptTo.includes('safety@lonestar.test') && sha256(/inquiries\/([A-Za-z0-9_-]{43})/.exec(message.mail.text ?? '')?.[1] ?? '') === inquiry?.tokenHash));
    const token = /inquiries\/([A-Za-z0-9_-]{43})/.exec(mail.mail.text ?? '')![1]!;
    const details = 'Verified positive drug test on 03/02/2024 (marijuana); return-to-duty completed 05/10/2024.';
    const employer = await new StaffClient(suite.app.baseUrl).open();
    const answered = await employer.post('/api/inquiries/answers', {
      token,
      answers: { ...ANSWERS, positiveDrugTest: 'yes', returnToDuty: 'yes', violationDetails: details },
    });
    expect(answered.status).toBe(201);

    const page = await pageText(numberId);
    expect(page).toMatch(/Verified positive drug test\s*Yes/);
    expect(page).toMatch(/Return-to-duty completed\s*Yes/);
    expect(page).toContain(`Violation details ${details}`);
    // The same words as the PDF of record prints.
    const pdf = await pdfText((await reviewer().get(`/staff/applications/${numberId}/pdf`)).bytes);
    expect(pdf.replace(/\s+/g, ' ')).toContain(details);
  });

  it('a new send replaces the link; "inquiries overdue" lists applications whose request went unanswered for 30 days', async () => {
    const late = await submitApplication(suite.applicant, { applicantName: 'Olive Overdue' });
    const waiting = await submitApplication(suite.applicant, { applicantName: 'Wade Waiting' });
    for (const numberId of [late, waiting]) {
      expect((await act(numberId, 1, { action: 'contact', contactEmail: `hr${numberId}@lonestar.test` })).status).toBe(200);
      expect((await act(numberId, 1, { action: 'send' })).status).toBe(200);
    }
    const firstMail = await waitFor('the first mail', () => suite.sink.received.find((message) => message.rcptTo.includes(`hr${late}@lonestar.test`)));
    const firstToken = /inquiries\/([A-Za-z0-9_-]{43})/.exec(firstMail.mail.text ?? '')![1]!;
    expect((await act(late, 1, { action: 'send' })).status).toBe(200);
    await waitFor('the second mail', () => suite.sink.received.filter((message) => message.rcptTo.includes(`hr${late}@lonestar.test`)).length === 2);
    const employer = await new StaffClient(suite.app.baseUrl).open();
    expect((await employer.post('/api/inquiries/answers', { token: firstToken, answers: ANSWERS })).status).toBe(404);

    // 30 days pass for one of them (the send's time moved back; its deadline is 30 × 24 h later).
    const stamp = (date: Date) => (suite.database.name === 'sqlite' ? `'${date.toISOString().replace('Z', '+00:00')}'` : `'${date.toISOString()}'`);
    const sentAt = new Date(Date.now() - 31 * 86_400_000);
    await suite.database.sql(`UPDATE "SafetyInquiry" SET "sentAt" = ${stamp(sentAt)}, "expiresAt" = ${stamp(new Date(sentAt.getTime() + 30 * 86_400_000))} WHERE "numberId" = ${late}`);
    const list = (await reviewer().get('/staff?inquiries=overdue')).text;
    expect(list).toContain('Olive Overdue');
    expect(list).not.toContain('Wade Waiting');
    expect(list).not.toContain('Jordan Rivers');
    expect(await pageText(late)).toContain('No answer after 30 days');
  });
});
