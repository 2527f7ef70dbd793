import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { ageDraft, draftNow, resumeLinkIn, tokenHashOf } from './fixtures/drafts';
import { E2E_CRON_SECRET, MAIL_DIR, SCREENSHOT_DIR } from './fixtures/paths';
import { expect, test } from './fixtures/test';

/**
 * A saved application's reminder as the driver meets it (docs/drafts-and-copies.md): the draft is saved from the
 * wizard, made a day old in the database (rather than waiting a day), the cron route mails the reminder to the run's
 * SMTP server; its link resumes the application with the date of birth, and its stop link's page stops the rest
 * with one button. Screenshots: screenshots/draft-reminders-*.png.
 */

async function newMails(before: ReadonlySet<string>): Promise<ParsedMail[]> {
  const files = readdirSync(MAIL_DIR).filter((file) => !before.has(file));
  return Promise.all(files.map((file) => simpleParser(readFileSync(path.join(MAIL_DIR, file)))));
}

test('a reminder’s link resumes the saved application, and its stop link stops the reminders', { tag: '@phone' }, async ({ page, wizard, applicant: someApplicant, browser }, testInfo) => {
  // Its own address: the other project's run may be mailed a reminder by the same cron call.
  const applicant = { ...someApplicant, email: `reminded.${testInfo.project.name}@example.com` };
  const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `draft-reminders-${testInfo.project.name}-${name}.png`), fullPage: true });
  await wizard.open('abc');
  await wizard.fillStep(1, applicant);
  await wizard.button('Save and finish later').click();
  const dialog = wizard.dialog('Your answers are saved');
  const link = await dialog.getByRole('textbox', { name: 'Your link' }).inputValue();
  await dialog.getByRole('button', { name: 'Keep going' }).click();

  const draftId = ageDraft(link);
  const before = new Set(readdirSync(MAIL_DIR));
  // Each cron call mails the oldest drafts due, ten at a time, and the dashboard spec seeds many: call it until this
  // draft has had both its reminders, then take the one whose link opens it. Each reminder replaces the link before
  // it, so until the second is sent a cron call (this test's, or the other project's run of it) could still take the
  // first one's link away from under the test.
  let reminder: ParsedMail | undefined;
  await expect
    .poll(async () => {
      const cron = await page.request.get('/api/cron/draft-reminders', { headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` } });
      expect(cron.status()).toBe(200);
      const draft = draftNow(draftId);
      if (draft.remindersSent < 2) return false;
      reminder = (await newMails(before)).find(
        (mail) =>
          mail.headerLines.some((line) => line.key === 'list-unsubscribe-post') &&
          JSON.stringify(mail.to).includes(applicant.email) &&
          tokenHashOf(resumeLinkIn(mail.text ?? '')) === draft.tokenHash,
      );
      return reminder !== undefined;
    }, { timeout: 30_000 })
    .toBe(true);
  const text = reminder!.text ?? '';
  expect(text).not.toContain(applicant.dob);
  expect(text).not.toContain(applicant.name);
  const resumeLink = resumeLinkIn(text);
  const stopLink = /http\S+\/reminders\/stop\/\S+/.exec(text)![0];
  expect(tokenHashOf(resumeLink)).not.toBe(tokenHashOf(link));

  // The reminder's link resumes, behind the date of birth.
  await page.goto(resumeLink);
  await wizard.textbox('Date of Birth').fill(applicant.dob);
  await wizard.button('Continue').click();
  await wizard.textbox('Social Security Number').fill(applicant.ssn);
  await wizard.button('Open my application').click();
  await expect(wizard.textbox('Applicant Name')).toHaveValue(applicant.name);

  // Its stop link: opening the page stops nothing; the button does.
  await page.goto(stopLink);
  await expect(page.getByRole('heading', { name: 'Stop the reminders' })).toBeVisible();
  expect(draftNow(draftId).remindersStopped).toBe(false);
  await shot('stop');
  await page.getByRole('button', { name: 'Stop the reminders' }).click();
  await expect(page.getByRole('status')).toHaveText(/The reminders are stopped\./);
  expect(draftNow(draftId).remindersStopped).toBe(true);
  await shot('stopped');

  const spanish = await browser.newContext({ locale: 'es-MX', baseURL: testInfo.project.use.baseURL, ...(testInfo.project.use.viewport && { viewport: testInfo.project.use.viewport }) });
  const spanishPage = await spanish.newPage();
  await spanishPage.goto(stopLink);
  await expect(spanishPage.getByRole('status')).toHaveText(/Los recordatorios están detenidos\./);
  await spanishPage.screenshot({ path: path.join(SCREENSHOT_DIR, `draft-reminders-${testInfo.project.name}-stopped-es.png`), fullPage: true });
  await spanish.close();
});
