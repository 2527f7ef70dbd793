import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { DRAFT_DOB, firstFourSteps } from '@/tests/fixtures/draft-answers';
import { behaviourEngine } from './engines';
import type { Received } from './smtp-sink';
import { staffAppPerSuite } from './staff-client';

/**
 * The reminders of a saved, unsubmitted application (docs/drafts-and-copies.md), end to end: the production build, a
 * real database and a real SMTP server, the reminders sent by the cron route (DRAFT_REMINDERS in seconds here). At
 * most two, each with a new resume link that replaces the old one; none after the submission or the one-click stop;
 * a GET of the stop addresses stops nothing; Spanish for a draft saved in Spanish; the dashboard counts the resumes.
 * @long-running: waits out the reminders' delays (~30 s).
 */
const engines = behaviourEngine();
const CRON_SECRET = 'cron-secret-for-the-reminder-test-01';
const FIRST_MS = 2_000;
const SECOND_MS = 4_000;
const REVIEWER = { email: 'rita.reviewer@tskis.test', name: 'Rita Reviewer', role: 'reviewer', password: 'reviewer-password-1' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The raw message with folded header lines joined again. */
const unfolded = (message: Received) => message.raw.replace(/\r?\n[ \t]+/g, ' ');
const resumeTokenOf = (message: Received) => /\/resume\/([A-Za-z0-9_-]{43})/.exec(message.mail.text ?? '')?.[1];
const stopPageOf = (message: Received) => /https?:\/\/\S+\/reminders\/stop\/(\S+)/.exec(message.mail.text ?? '')?.[1];

describe.each(engines)('reminders of saved applications on %s', (_engine, createDatabase) => {
  const env = { APP_BASE_URL: 'http://apply.tskis.test', CRON_SECRET, DRAFT_REMINDERS: `${FIRST_MS / 1000}s,${SECOND_MS / 1000}s` };
  const suite = staffAppPerSuite(createDatabase, [REVIEWER], { env, mail: true });

  const cron = async () => {
    const answer = await fetch(`${suite.app.baseUrl}/api/cron/draft-reminders`, { headers: { Authorization: `Bearer ${CRON_SECRET}` } });
    expect(answer.status).toBe(200);
    return (await answer.json()) as { claimed: number; sent: number; failed: number };
  };
  const save = async (email: string, headers: Record<string, string> = {}) => {
    const answer = await suite.applicant.post('/api/drafts', { compCode: 'tskis', step: 4, answers: { ...firstFourSteps(), email } }, { headers });
    expect(answer.status).toBe(201);
    return answer.json() as { token: string; proof: string };
  };
  const open = (token: string) => suite.applicant.post('/api/drafts/open', { token, dob: DRAFT_DOB });
  /** The reminders mailed to an address (a submission's receipt goes there too). */
  const mailsTo = (address: string) =>
    suite.sink.received.filter((message) => message.rcptTo.includes(address) && /^List-Unsubscribe-Post:/m.test(unfolded(message)));

  it('mails two reminders at the set times, each with a new link that replaces the one before, and no third', async () => {
    const address = 'two.reminders@example.com';
    const draft = await save(address);
    expect((await cron()).sent).toBe(0);

    await sleep(FIRST_MS + 300);
    await cron();
    const [first] = mailsTo(address);
    expect(first).toBeDefined();
    expect(first!.mail.subject).toBe('Your application to TSKIS is waiting');
    const firstText = first!.mail.text ?? '';
    expect(firstText).toContain('We will remind you once more.');
    expect(firstText).not.toContain(DRAFT_DOB);
    expect(firstText).not.toContain('Jordan');
    // RFC 8058: the one-click stop in the headers, a POST address of the app's own base URL.
    expect(unfolded(first!)).toMatch(/^List-Unsubscribe: <http:\/\/apply\.tskis\.test\/api\/drafts\/reminders\/stop\/v1\.[^>]+>$/m);
    expect(unfolded(first!)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // The reminder's link opens the draft with the date of birth; the link the driver had before no longer does.
    const newToken = resumeTokenOf(first!)!;
    expect(newToken).not.toBe(draft.token);
    expect((await open(draft.token)).status).toBe(404);
    expect((await open(newToken)).status).toBe(200);

    await sleep(SECOND_MS - FIRST_MS);
    await cron();
    expect(mailsTo(address)).toHaveLength(2);
    expect(mailsTo(address)[1]!.mail.text).toContain('This is the last reminder.');

    await sleep(SECOND_MS);
    await cron();
    expect(mailsTo(address)).toHaveLength(2);
  });

  it('a GET of the stop addresses stops nothing; the one-click POST stops the rest', async () => {
    const address = 'stop.me@example.com';
    await save(address);
    await sleep(FIRST_MS + 300);
    await cron();
    const [first] = mailsTo(address);
    const stop = stopPageOf(first!)!;

    // What a mail scanner does: fetch every address in the mail.
    const scannerGet = await fetch(`${suite.app.baseUrl}/api/drafts/reminders/stop/${stop}`, { redirect: 'manual' });
    expect(scannerGet.status).toBe(303);
    expect(scannerGet.headers.get('location')).toBe(`/reminders/stop/${stop}`);
    const page = await fetch(`${suite.app.baseUrl}/reminders/stop/${stop}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await page.text()).toContain('Stop the reminders');

    // Not stopped: the second reminder comes.
    await sleep(SECOND_MS - FIRST_MS);
    await cron();
    expect(mailsTo(address)).toHaveLength(2);

    const address2 = 'one.click@example.com';
    await save(address2);
    await sleep(FIRST_MS + 300);
    await cron();
    const stop2 = stopPageOf(mailsTo(address2)[0]!)!;
    // The mail program's one-click POST: a form body, no cookies, no Origin.
    const oneClick = await fetch(`${suite.app.baseUrl}/api/drafts/reminders/stop/${stop2}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    await sleep(SECOND_MS);
    await cron();
    expect(mailsTo(address2)).toHaveLength(1);
    expect(await (await fetch(`${suite.app.baseUrl}/reminders/stop/${stop2}`)).text()).toContain('The reminders are stopped.');

    // A token this installation did not make changes nothing.
    const forged = await fetch(`${suite.app.baseUrl}/api/drafts/reminders/stop/v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA`, { method: 'POST' });
    expect(forged.status).toBe(404);
  });

  it('none once the application is submitted; a draft saved in Spanish is reminded in Spanish', async () => {
    const submittedAddress = 'submitted@example.com';
    const draft = await save(submittedAddress);
    const submit = await suite.applicant.post('/api/drivers', validApplicant({ email: submittedAddress }), {
      headers: { 'Draft-Token': draft.token, 'Draft-Proof': draft.proof },
    });
    expect(submit.status).toBe(201);

    const spanishAddress = 'en.espanol@example.com';
    await save(spanishAddress, { 'Accept-Language': 'es-MX' });
    await sleep(FIRST_MS + 300);
    await cron();
    expect(mailsTo(submittedAddress)).toHaveLength(0);
    const [spanish] = mailsTo(spanishAddress);
    expect(spanish!.mail.subject).toBe('Su solicitud para TSKIS le espera');
    expect(spanish!.mail.text).toContain('Le enviaremos un recordatorio más.');
  });

  it('the dashboard counts the reminders mailed and the drafts opened after one', async () => {
    const [reviewer] = suite.staff;
    const figures = (await reviewer!.get('/api/staff/dashboard')).json() as { reminders: { mailed: number; resumed: number } };
    // Two reminders of the first draft, two of the GET-stop one, one of the one-click one, one Spanish; one resume.
    expect(figures.reminders).toEqual({ mailed: 6, resumed: 1 });
    const page = await reviewer!.get('/staff/dashboard');
    expect(page.text).toContain('Resumed after a reminder');
  });
});
