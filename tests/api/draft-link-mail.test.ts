import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DRAFT_DOB, firstFourSteps } from '@/tests/fixtures/draft-answers';
import { behaviourEngine } from './engines';
import type { Received } from './smtp-sink';
import { staffAppPerSuite } from './staff-client';
import { waitFor } from './wait-for';

/**
 * "Email me the link" end to end: the production build, a real database and a real SMTP server in this
 * test. The resume link is mailed at once to the draft's own address, never through the outbox table (which would
 * keep the link's secret in plain text), and the mail holds nothing of the answers.
 */
const engines = behaviourEngine();
const ROOT = join(__dirname, '../..');
const DOB = DRAFT_DOB;
const EMAIL = 'jordan.rivers@example.com';
/** The answers a link mail must never carry, in the forms they could take. */
const NEVER_IN_MAIL = [DOB, DOB.slice(-4), 'Jordan Rivers', '555-0142', '4410 Westheimer', 'Houston', '77027'];

const run = promisify(execFile);

describe.each(engines)('emailing the resume link on %s', (_engine, createDatabase) => {
  const suite = staffAppPerSuite(createDatabase, [], {
    mail: true,
    beforeStart: (_url, database) =>
      run(process.execPath, [
        'scripts/company-add.mjs', '--code', 'TSKIS', '--name', 'TSK Interstate Services LLC', '--address', '1 Yard Rd, Dallas, TX 75201',
      ], { cwd: ROOT, env: { ...process.env, ...database.env } }),
  });

  const saved = async (answers: Record<string, unknown> = firstFourSteps()) => {
    const answer = await suite.applicant.post('/api/drafts', { compCode: 'tskis', step: 4, answers });
    expect([answer.status, answer.text]).toEqual([201, expect.any(String)]);
    return answer.json() as { token: string; proof: string; link: string; expiresAt: string; mailAvailable: boolean };
  };
  const emailLink = (draft: { token: string; proof?: string }, options?: { csrf?: boolean; headers?: Record<string, string> }) =>
    suite.applicant.post('/api/drafts/email', { token: draft.token, proof: draft.proof }, options);
  const mailsWith = (token: string): Received[] => suite.sink.received.filter((message) => message.raw.includes(token));

  it('mails the link to the address on step 1; the link opens the draft with the date of birth', async () => {
    const draft = await saved();
    expect(draft.mailAvailable).toBe(true);

    const answer = await emailLink(draft);
    expect([answer.status, answer.json()]).toEqual([200, { sentTo: EMAIL }]);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const message = await waitFor('the link mail', () => mailsWith(draft.token)[0]);
    expect(message.rcptTo).toEqual([EMAIL]);
    expect(message.mail.subject).toBe('Finish your application (TSK Interstate Services LLC)');
    expect(message.mail.headers.get('auto-submitted')).toBe('auto-generated');
    const text = message.mail.text ?? '';
    expect(text).toContain(`${suite.app.baseUrl}/resume/${draft.token}`);
    expect(text).toContain('TSK Interstate Services LLC');
    expect(text).toContain('Your Social Security Number and your signature are not saved');
    const expires = new Date(draft.expiresAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    expect(text).toContain(`until ${expires} UTC`);
    expect(message.mail.html).toContain(`href="${suite.app.baseUrl}/resume/${draft.token}"`);
    for (const secret of NEVER_IN_MAIL) expect([secret, message.raw.includes(secret)]).toEqual([secret, false]);

    // The link from the mail, followed: the page asks for the date of birth, and the right one brings the answers back.
    const link = /https?:\/\/\S+\/resume\/[A-Za-z0-9_-]{43}/.exec(text)![0];
    const page = await suite.applicant.get(new URL(link).pathname);
    expect(page.status).toBe(200);
    const token = link.slice(link.lastIndexOf('/') + 1);
    const opened = await suite.applicant.post('/api/drafts/open', { token, dob: DOB });
    expect(opened.status).toBe(200);
    expect(opened.json()).toMatchObject({ compCode: 'TSKIS', values: { dob: DOB, email: EMAIL } });

    // Sent directly: the outbox table never held the token.
    const outbox = JSON.stringify(await suite.database.select('SELECT * FROM "WebhookDelivery"'));
    expect(outbox.includes(draft.token)).toBe(false);
  });

  it('refuses the link alone (no proof of the date of birth): 403 in the request’s language, no mail, no address told', async () => {
    const draft = await saved();
    for (const proof of [undefined, '', 'C'.repeat(43)]) {
      const answer = await emailLink({ token: draft.token, proof });
      expect(answer.status).toBe(403);
      expect(answer.json().error).toMatch(/^This saved application can be changed only from the page that saved it/);
      expect(answer.text).not.toContain(EMAIL);
    }
    const spanish = await emailLink({ token: draft.token }, { headers: { 'Accept-Language': 'es' } });
    expect(spanish.status).toBe(403);
    expect(spanish.json().error).toMatch(/^Esta solicitud guardada solo se puede cambiar/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsWith(draft.token)).toHaveLength(0);
    // The proof an opening with the right date of birth gives is as good as the one of the save.
    const opened = await suite.applicant.post('/api/drafts/open', { token: draft.token, dob: DOB });
    expect((await emailLink({ token: draft.token, proof: String(opened.json().proof) })).status).toBe(200);
  });

  it('refuses a request without the right CSRF token, and sends nothing', async () => {
    const draft = await saved();
    expect((await emailLink(draft, { csrf: false })).status).toBe(403);
    expect((await emailLink(draft, { csrf: false, headers: { 'x-xsrf-token': 'not-the-cookie-value-at-all-00' } })).status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsWith(draft.token)).toHaveLength(0);
  });

  it('says so when the mail server is down, and the draft is unaffected', async () => {
    const draft = await saved();
    await suite.sink.stop();
    try {
      const answer = await emailLink(draft);
      expect([answer.status, answer.json()]).toEqual([502, { error: 'The email could not be sent. Your answers are saved: copy the link instead.' }]);
      expect(suite.app.output()).toContain('[api/drafts/email] mail failure: connection refused');
      expect(suite.app.output()).not.toContain(EMAIL);
    } finally {
      await suite.sink.start();
    }
    const opened = await suite.applicant.post('/api/drafts/open', { token: draft.token, dob: DOB });
    expect(opened.status).toBe(200);
    expect(opened.json()).toMatchObject({ values: { dob: DOB } });
    // Back up, the same link goes out.
    expect((await emailLink(draft)).status).toBe(200);
    await waitFor('the link mail after recovery', () => mailsWith(draft.token)[0]);
  });

  it('mails only the address the draft holds; without one it says to copy the link', async () => {
    const draft = await saved({ ...firstFourSteps(), email: '' });
    const answer = await emailLink(draft);
    expect([answer.status, answer.json()]).toEqual([422, { error: 'Type a valid email address on step 1 and save again, or copy the link instead.' }]);
    // An address in the request is not read: the mail goes to the draft's, or nowhere.
    const redirected = await suite.applicant.post('/api/drafts/email', { token: draft.token, proof: draft.proof, to: 'someone.else@example.com' });
    expect(redirected.status).toBe(422);
    expect((await emailLink({ token: 'B'.repeat(43), proof: draft.proof })).status).toBe(404);
    expect(mailsWith(draft.token)).toHaveLength(0);
  });
});
