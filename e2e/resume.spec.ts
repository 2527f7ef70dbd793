import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContextOptions, Page, TestInfo } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { storedApplicants } from './fixtures/db';
import { draftsFor, expectNoAnswersInBrowser, expireDraft, resumeLinkIn } from './fixtures/drafts';
import { DIALOG } from './fixtures/messages';
import { BASE_URL, MAIL_DIR, SCREENSHOT_DIR } from './fixtures/paths';
import { expect, test } from './fixtures/test';
import { STEP_COUNT, Wizard } from './fixtures/wizard';

/**
 * "Save and finish later": steps 1–4 on one device, the link opened in another browser, the date of
 * birth asked first, the SSN typed again, the rest finished there; the draft is then gone and the application
 * stored once. And the links that do not open: unknown, expired, locked after 5 wrong dates.
 */

/** A second browser (another phone, a laptop): same kind of screen, nothing shared with the first. */
async function otherDevice(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, screen } = testInfo.project.use;
  const options: BrowserContextOptions = { baseURL: BASE_URL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, screen };
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}

/** The resume page's message (not Next's empty route announcer, which is an alert too). */
const problemOn = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

/** Saves the wizard's answers and returns the link the dialog shows (the dialog is closed again). */
async function saveForLater(wizard: Wizard): Promise<string> {
  await wizard.button('Save and finish later').click();
  const dialog = wizard.dialog('Your answers are saved');
  await expect(dialog).toBeVisible();
  const link = await dialog.getByRole('textbox', { name: 'Your link' }).inputValue();
  expect(link).toMatch(new RegExp(`^${BASE_URL}/resume/[A-Za-z0-9_-]{43}$`));
  return link;
}

test('steps 1–4 saved, the link opened elsewhere, date of birth and SSN asked, finished: the draft is gone', async ({
  page,
  context,
  wizard,
  applicant,
  browser,
}, testInfo) => {
  const shot = (name: string, on = page) =>
    on.screenshot({ path: path.join(SCREENSHOT_DIR, `${testInfo.project.name}-resume-${name}.png`), fullPage: true });
  const answers = [applicant.name, applicant.dob, applicant.ssn, applicant.address.street, applicant.phone, applicant.license.number];

  await wizard.open('abc');
  for (let n = 1; n <= 4; n++) {
    await wizard.fillStep(n, applicant);
    await wizard.advanceFrom(n);
    await expectNoAnswersInBrowser(page, context, answers);
  }

  await context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => {});
  await wizard.button('Save and finish later').click();
  const dialog = wizard.dialog('Your answers are saved');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The hiring office can see a saved application, and may call you about it.');
  await expect(dialog).toContainText('Your Social Security Number and your signature are not saved');
  const expires = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(Date.now() + 30 * 86_400_000));
  await expect(dialog).toContainText(`until ${expires}`);
  const link = await dialog.getByRole('textbox', { name: 'Your link' }).inputValue();
  expect(link).toMatch(new RegExp(`^${BASE_URL}/resume/[A-Za-z0-9_-]{43}$`));
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText('Link copied.')).toBeVisible();
  await expect(page.locator('.MuiDialog-container'), 'the fade-in is over').toHaveCSS('opacity', '1');
  await shot('saved');
  // Saving again keeps the same link.
  await dialog.getByRole('button', { name: 'Keep going' }).click();
  await expect(dialog).toBeHidden();
  expect(await saveForLater(wizard)).toBe(link);
  await wizard.dialog('Your answers are saved').getByRole('button', { name: 'Keep going' }).click();
  await expectNoAnswersInBrowser(page, context, [...answers, link.slice(link.lastIndexOf('/') + 1)]);

  // Another device: the link alone shows nothing of the answers.
  const other = await otherDevice(browser, testInfo);
  const response = await other.page.goto(link);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  expect(response?.headers()['cache-control']).toMatch(/no-store/);
  const html = (await response?.text()) ?? '';
  for (const answer of answers) expect(html.includes(answer), `"${answer}" in the page before the date of birth`).toBe(false);
  const resumed = new Wizard(other.page, testInfo.project.use.hasTouch ? 'touch' : 'mouse');
  await expect(other.page.getByRole('heading', { name: 'Finish your application' })).toBeVisible();
  await shot('date-of-birth', other.page);

  await resumed.textbox('Date of Birth').fill('01/02/1985');
  await resumed.button('Continue').click();
  await expect(problemOn(other.page)).toHaveText('That date of birth does not match the saved application. 4 tries left.');
  await shot('wrong-date', other.page);

  await resumed.textbox('Date of Birth').fill(applicant.dob);
  await resumed.button('Continue').click();
  await expect(other.page.getByText('type it again to continue')).toBeVisible();
  await resumed.textbox('Social Security Number').fill(applicant.ssn);
  await shot('ssn-again', other.page);
  await resumed.button('Open my application').click();

  // The first step not complete, every answer in place, the same company code.
  await expect(resumed.heading).toHaveText('Driver Application ABC');
  await resumed.expectStep(5);
  await shot('resumed', other.page);
  // Resumed, then saved again: the same draft and link (the date of birth typed here is the proof the save needs).
  expect(await saveForLater(resumed)).toBe(link);
  await resumed.dialog('Your answers are saved').getByRole('button', { name: 'Keep going' }).click();
  await expect(resumed.dialog('Your answers are saved')).toBeHidden();
  await resumed.goBackTo(5, 4);
  await expect(resumed.textbox('License No')).toHaveValue(applicant.license.number);
  await resumed.goBackTo(4, 1);
  await expect(resumed.textbox('Applicant Name')).toHaveValue(applicant.name);
  await expect(resumed.textbox('Date of Birth')).toHaveValue(applicant.dob);
  await expect(resumed.textbox('Social Security Number')).toHaveValue(applicant.ssn);
  await expect(resumed.textbox('Street Address')).toHaveValue(applicant.address.street);
  await expect(resumed.textbox('Phone')).toHaveValue(applicant.phone);
  await resumed.goForwardTo(1, 5);
  await expectNoAnswersInBrowser(other.page, other.context, answers);

  for (let n = 5; n <= STEP_COUNT; n++) {
    await resumed.fillStep(n, applicant);
    if (n < STEP_COUNT) await resumed.advanceFrom(n);
    await expectNoAnswersInBrowser(other.page, other.context, answers);
  }
  await resumed.finishButton.click();
  const success = resumed.dialog(DIALOG.success.title);
  await expect(success).toBeVisible();
  // The applicant's own copy: the PDF of record with the SSN masked, from the confirmation.
  await expect(other.page.locator('.MuiDialog-container'), 'the fade-in is over').toHaveCSS('opacity', '1');
  await shot('submitted', other.page);
  // The copy's own page opens beside the confirmation, and asks for the date of birth first.
  const opened = other.context.waitForEvent('page');
  await success.getByRole('link', { name: 'Download your copy (PDF)' }).click();
  const copyPage = await opened;
  await expect(copyPage).toHaveURL(/\/copy\/[A-Za-z0-9_-]{43}$/);
  await expect(copyPage.getByRole('heading', { name: 'Your copy of the application' })).toBeVisible();
  await expect(success, 'the confirmation stays').toBeVisible();
  const copyDob = copyPage.getByRole('textbox', { name: 'Date of Birth' });
  const downloadButton = copyPage.getByRole('button', { name: 'Download my copy (PDF)' });
  await copyDob.fill('01/02/1985');
  await downloadButton.click();
  await expect(problemOn(copyPage)).toHaveText('That date of birth does not match the application. 4 tries left.');
  await shot('copy-wrong-date', copyPage);
  await copyDob.fill(applicant.dob);
  const download = copyPage.waitForEvent('download');
  await downloadButton.click();
  await expect(copyPage.getByRole('status').filter({ hasText: 'Your copy was downloaded.' })).toHaveText(
    'Your copy was downloaded. This link can download it 4 more times.',
  );
  await shot('copy-downloaded', copyPage);
  const pdfPath = path.join(testInfo.outputDir, 'my-copy.pdf');
  await (await download).saveAs(pdfPath);
  const { stdout: pdfText } = await promisify(execFile)('pdftotext', ['-layout', pdfPath, '-']);
  expect(pdfText).toContain(applicant.name);
  expect(pdfText).toContain(`***-**-${applicant.ssn.slice(-4)}`);
  expect(pdfText).not.toContain(applicant.ssn);
  expect(storedApplicants(applicant.name), 'stored once').toHaveLength(1);
  expect(draftsFor(link), 'the draft is deleted with the submission').toBe(0);
  await expectNoAnswersInBrowser(other.page, other.context, answers);

  // The link is spent.
  await other.page.goto(link);
  await expect(other.page.getByText('This link is unknown or has expired')).toBeVisible();
  await other.context.close();
});

test('an unknown or expired link says so and offers a new application', async ({ page, wizard, minimalApplicant }) => {
  await page.goto(`/resume/${'x'.repeat(43)}`);
  await expect(page.getByText('This link is unknown or has expired')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Date of Birth' })).toHaveCount(0);

  await wizard.open('abc');
  await wizard.fillStep(1, minimalApplicant);
  const link = await saveForLater(wizard);
  expireDraft(link);
  await page.goto(link);
  await expect(page.getByText('This link is unknown or has expired')).toBeVisible();
  await page.getByRole('link', { name: 'Start a new application' }).click();
  await expect(page).toHaveURL(/\/application$/);
  await expect(wizard.heading).toContainText('Driver Application');
});

test('five wrong dates of birth lock the saved application, even against the right date', async ({ page, wizard, minimalApplicant }) => {
  await wizard.open('abc');
  await wizard.fillStep(1, minimalApplicant);
  const link = await saveForLater(wizard);
  await page.goto(link);
  const dob = page.getByRole('textbox', { name: 'Date of Birth' });
  const alert = problemOn(page);
  for (let tries = 4; tries >= 1; tries--) {
    await dob.fill(`01/0${tries}/1980`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(alert).toContainText(`${tries} ${tries === 1 ? 'try' : 'tries'} left.`);
  }
  await dob.fill('01/09/1980');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(alert).toHaveText(/locked\. Try again in (60|59) minutes\./);
  await dob.fill(minimalApplicant.dob);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(alert).toHaveText(/locked/);
  await expect(page.getByRole('textbox', { name: 'Social Security Number' })).toHaveCount(0);
  expect(draftsFor(link)).toBe(1);
});

test('“Email me the link” mails the link to step 1’s address; the mail opens the draft, with nothing of the answers', async ({
  page,
  wizard,
  applicant,
}, testInfo) => {
  await wizard.open('abc');
  await wizard.fillStep(1, applicant);
  await wizard.button('Save and finish later').click();
  const dialog = wizard.dialog('Your answers are saved');
  await expect(dialog).toBeVisible();
  const link = await dialog.getByRole('textbox', { name: 'Your link' }).inputValue();
  await dialog.getByRole('button', { name: 'Email me the link' }).click();
  await expect(dialog.getByText(`Link sent to ${applicant.email}.`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Email me the link' })).toBeDisabled();
  await expect(page.locator('.MuiDialog-container'), 'the fade-in is over').toHaveCSS('opacity', '1');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${testInfo.project.name}-resume-emailed.png`), fullPage: true });

  // The run's SMTP server received it: the link, and none of the answers.
  const token = link.slice(link.lastIndexOf('/') + 1);
  // Parsed, not searched raw: quoted-printable breaks long lines, and the link with them.
  const mailsWithToken = async () =>
    (await Promise.all(readdirSync(MAIL_DIR).map((file) => simpleParser(readFileSync(path.join(MAIL_DIR, file)))))).filter((mail) =>
      mail.text?.includes(token),
    );
  await expect.poll(async () => (await mailsWithToken()).length).toBe(1);
  const [mail] = await mailsWithToken();
  if (!mail) throw new Error('no mail with the link');
  expect((Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address).toBe(applicant.email);
  for (const answer of [applicant.name, applicant.dob, applicant.dob.slice(-4), applicant.ssn, applicant.address.street, applicant.phone]) {
    expect(mail.text?.includes(answer), `"${answer}" in the mail`).toBe(false);
  }

  // The link in the mail asks for the date of birth and brings the answers back.
  const mailed = resumeLinkIn(mail.text ?? '');
  expect(mailed).toBe(link);
  await dialog.getByRole('button', { name: 'Keep going' }).click();
  await page.goto(mailed);
  await wizard.textbox('Date of Birth').fill(applicant.dob);
  await wizard.button('Continue').click();
  await expect(page.getByText('type it again to continue')).toBeVisible();
});
