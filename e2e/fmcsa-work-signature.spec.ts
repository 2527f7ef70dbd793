import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { FIRST_EMPLOYER, SECOND_EMPLOYER, type YesNo } from './fixtures/applicant';
import { storedApplicants } from './fixtures/db';
import { DIALOG, MSG } from './fixtures/messages';
import { SCREENSHOT_DIR } from './fixtures/paths';
import { drawSignature } from './fixtures/signature';
import { expectNoSeriousViolations } from './fixtures/page-checks';
import { expect, test } from './fixtures/test';
import {
  DRUG_TEST_QUESTION,
  ESIGN_CONSENT,
  FMCSR_QUESTION,
  NOTICE_ACKNOWLEDGMENT,
  INQUIRIES_AUTHORIZATION,
  type Wizard,
} from './fixtures/wizard';
import { fullPageScreenshotMidFlow } from './fixtures/screenshot';

/**
 * 49 CFR 391.21 on steps 6 and 11: each employer's FMCSR and DOT-testing answers, the optional list of
 * earlier commercial driving jobs (years 4 to 10), and before signing the investigation notice, the authorization of
 * the 391.23 inquiries, the consent to sign electronically and the certification right above the pad. Messages written out on purpose (see messages.ts).
 */
const YES_NO = 'Please answer Yes or No.';
const NOTICE_REQUIRED = 'Check that you have read the notice to continue.';
const ESIGN_REQUIRED = 'Check that you agree to sign electronically to continue.';
const AUTHORIZATION_REQUIRED = 'Check that you authorize the questions to your previous employers to continue.';
const AUTHORIZATION_TITLE = "Authorization: your previous employers' records";
const EARLIER_JOBS_TITLE = 'Earlier commercial driving jobs (years 4 to 10)';
const ADD_EARLIER_JOB = 'Add an earlier driving job';
const NOTICE_TITLE = 'Notice: investigation of your safety performance history';
const CERTIFICATION =
  'This certifies that this application was completed by me, and that all entries on it and information in it ' +
  'are true and complete to the best of my knowledge.';

type EarlierJobData = {
  employer: string;
  address: string;
  from: string;
  to: string;
  position: string;
  reason: string;
  fmcsr: YesNo;
  drugTest: YesNo;
};

const EARLIER_JOB: EarlierJobData = {
  employer: 'Lone Star Haulers',
  address: '77 Depot Rd, Waco, TX 76701',
  from: '03/2012',
  to: '11/2013',
  position: 'Tanker Driver',
  reason: 'Company closed',
  fmcsr: 'Yes',
  drugTest: 'Yes',
};

/** One earlier job's inputs: every entry has the same labels, so each input's name says which entry it is. */
function earlierJob(wizard: Wizard, n: number) {
  const name = (label: string) => `${label} (earlier job ${n})`;
  const fieldset = wizard.page.getByRole('group', { name: `Earlier driving job ${n}`, exact: true });
  return {
    fieldset,
    employer: wizard.textbox(name('Employer')),
    address: wizard.textbox(name('Address')),
    from: wizard.textbox(name('Date From')),
    to: wizard.textbox(name('Date To')),
    position: wizard.textbox(name('Position')),
    reason: wizard.textbox(name('Reason for leaving')),
    fmcsr: wizard.radioGroup(name(FMCSR_QUESTION)),
    drugTest: wizard.radioGroup(name(DRUG_TEST_QUESTION)),
    deleteButton: wizard.button(`Delete earlier job ${n}`),
  };
}

async function fillEarlierJob(wizard: Wizard, n: number, job: Partial<EarlierJobData>): Promise<void> {
  const inputs = earlierJob(wizard, n);
  for (const key of ['employer', 'address', 'from', 'to', 'position', 'reason'] as const) {
    const value = job[key];
    if (value !== undefined) await inputs[key].fill(value);
  }
  if (job.fmcsr) await wizard.answer(`${FMCSR_QUESTION} (earlier job ${n})`, job.fmcsr);
  if (job.drugTest) await wizard.answer(`${DRUG_TEST_QUESTION} (earlier job ${n})`, job.drugTest);
}

/** screenshots/fmcsa-<viewport width>-<name>.png, the whole page. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? testInfo.project.name;
  await fullPageScreenshotMidFlow(page, path.join(SCREENSHOT_DIR, `fmcsa-${width}-${name}.png`));
}

/** `above` comes before `below` in the document. */
async function expectBefore(above: Locator, below: Locator, message: string): Promise<void> {
  const handle = await below.elementHandle();
  const ordered = await above.evaluate(
    (first, second) => Boolean(second && first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING),
    handle,
  );
  expect(ordered, message).toBe(true);
}

test('step 6: an employer needs the FMCSR and DOT-testing answers; the list shows them', async ({
  page,
  wizard,
  minimalApplicant,
}) => {
  await wizard.openAtStep(6, minimalApplicant);
  const fmcsr = wizard.radioGroup(FMCSR_QUESTION);
  const drugTest = wizard.radioGroup(DRUG_TEST_QUESTION);
  await expect(fmcsr.getByRole('radio')).toHaveCount(2);
  await expect(fmcsr.getByRole('radio', { name: 'Yes', exact: true })).not.toBeChecked();
  await expect(fmcsr.getByRole('radio', { name: 'No', exact: true })).not.toBeChecked();

  // Everything else of the entry, but not the two answers: not complete, so neither added by the button nor by Next.
  await wizard.fillEmployer({ ...FIRST_EMPLOYER, fmcsr: undefined, drugTest: undefined });
  await expect(wizard.addWorkButton, 'the entry is not complete without the answers').toBeDisabled();
  await wizard.expectNextRefused(6);
  await wizard.expectFieldError(fmcsr, YES_NO);
  await wizard.expectFieldError(drugTest, YES_NO);
  await expect(page.getByText(YES_NO, { exact: true })).toHaveCount(2);
  await expect(wizard.employerRows).toHaveCount(0);

  // Each message goes as soon as its question is answered.
  await wizard.answer(FMCSR_QUESTION, 'Yes');
  await wizard.expectNoFieldError(fmcsr);
  await wizard.expectFieldError(drugTest, YES_NO);
  await wizard.answer(DRUG_TEST_QUESTION, 'No');
  await wizard.expectNoFieldError(drugTest);
  await expect(wizard.addWorkButton).toBeEnabled();
  await wizard.addWorkButton.click();
  await expect(wizard.employerRows).toHaveCount(1);
  await expect(wizard.employerRows.nth(0).getByRole('cell').nth(1)).toHaveText(FIRST_EMPLOYER.employer);
  await expect(wizard.employerRows.nth(0)).toContainText('FMCSR: Yes · DOT testing: No');
  await expect(page.getByRole('table').getByRole('columnheader', { name: 'Regulations' })).toBeVisible();
  // The entry form is emptied, answers included.
  await expect(fmcsr.getByRole('radio', { name: 'Yes', exact: true })).not.toBeChecked();
  await expect(drugTest.getByRole('radio', { name: 'No', exact: true })).not.toBeChecked();

  // A second employer typed with its answers is added by Next, as before.
  await wizard.fillEmployer(SECOND_EMPLOYER);
  await wizard.advanceFrom(6);
  await wizard.back();
  await wizard.expectStep(6);
  await expect(wizard.employerRows).toHaveCount(2);
  await expect(wizard.employerRows.nth(1)).toContainText(SECOND_EMPLOYER.employer);
  await expect(wizard.employerRows.nth(1)).toContainText('FMCSR: Yes · DOT testing: No');
});

test('step 6: earlier driving jobs can be added, filled and deleted, at most 7, each one complete', async ({
  page,
  wizard,
  minimalApplicant,
}, testInfo) => {
  await wizard.openAtStep(6, minimalApplicant);
  await wizard.addEmployer(FIRST_EMPLOYER);

  const section = page.getByRole('region', { name: EARLIER_JOBS_TITLE });
  await expect(section.getByRole('heading', { name: EARLIER_JOBS_TITLE, level: 3 })).toBeVisible();
  await expect(section).toContainText('Only if you drove commercially in the 7 years before those 3 years.');
  await expect(section.getByRole('group'), 'optional: no entry at first').toHaveCount(0);

  // Added: an empty entry, focused on its first input.
  await wizard.button(ADD_EARLIER_JOB).click();
  const job1 = earlierJob(wizard, 1);
  await expect(job1.fieldset).toBeVisible();
  await expect(job1.employer).toBeFocused();
  await expect(job1.employer).toHaveValue('');

  // Partly filled: Next refuses, with the message of every missing answer, and focus on the first of them.
  await job1.employer.fill(EARLIER_JOB.employer);
  await wizard.expectNextRefused(6);
  await wizard.expectFieldError(job1.address, 'Address Required.');
  await wizard.expectFieldError(job1.from, 'Date From Required.');
  await wizard.expectFieldError(job1.to, 'Date To Required.');
  await wizard.expectFieldError(job1.position, 'Position Required.');
  await wizard.expectFieldError(job1.reason, 'Reason for leaving Required.');
  await wizard.expectFieldError(job1.fmcsr, YES_NO);
  await wizard.expectFieldError(job1.drugTest, YES_NO);
  await wizard.expectNoFieldError(job1.employer);
  await expect(job1.address).toBeFocused();
  await expectNoSeriousViolations(page, 'step 6 with an incomplete earlier job');

  // The dates are months (MM/YYYY, masked), and the job cannot end before it began.
  await job1.from.pressSequentially('112013');
  await expect(job1.from).toHaveValue('11/2013');
  await fillEarlierJob(wizard, 1, { ...EARLIER_JOB, from: '11/2013', to: '03/2012' });
  await wizard.expectNextRefused(6);
  await wizard.expectFieldError(job1.to, 'Date To cannot be before Date From.');
  await fillEarlierJob(wizard, 1, EARLIER_JOB);
  await expect(job1.from).toHaveValue(EARLIER_JOB.from);
  await wizard.expectNoFieldError(job1.to);

  // Up to seven; the add button is gone at seven and back after a delete.
  const addButton = wizard.button(ADD_EARLIER_JOB);
  for (let n = 2; n <= 7; n++) {
    await addButton.click();
    await expect(earlierJob(wizard, n).fieldset).toBeVisible();
  }
  await expect(section.getByRole('group', { name: /^Earlier driving job \d$/ })).toHaveCount(7);
  await expect(addButton, 'at most 7 earlier jobs').toHaveCount(0);
  await expect(section).toContainText('You have listed 7 earlier driving jobs, the most this form takes.');
  await expectNoSeriousViolations(page, 'step 6 with seven earlier jobs');

  // Deleting the second entry moves the third up into its place.
  await earlierJob(wizard, 2).employer.fill('Second Carrier');
  await earlierJob(wizard, 3).employer.fill('Third Carrier');
  await earlierJob(wizard, 2).deleteButton.click();
  await expect(section.getByRole('group', { name: /^Earlier driving job \d$/ })).toHaveCount(6);
  await expect(earlierJob(wizard, 2).employer).toHaveValue('Third Carrier');
  await expect(addButton).toBeVisible();
  await expect(addButton, 'focus goes to the add button, not to the top of the page').toBeFocused();
  for (let n = 6; n >= 2; n--) await earlierJob(wizard, n).deleteButton.click();
  await expect(section.getByRole('group', { name: /^Earlier driving job \d$/ })).toHaveCount(1);
  await expect(job1.employer).toHaveValue(EARLIER_JOB.employer);

  await job1.fieldset.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'step6');
  await expectNoSeriousViolations(page, 'step 6 with an earlier job');

  // Complete: Next moves on, and the entry is still there on the way back.
  await wizard.advanceFrom(6);
  await wizard.back();
  await wizard.expectStep(6);
  await expect(job1.employer).toHaveValue(EARLIER_JOB.employer);
  await expect(job1.to).toHaveValue(EARLIER_JOB.to);
  await expect(job1.fmcsr.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();

  // An entry added and left empty is incomplete too: delete it to move on. (The step is still unfolding after
  // Back, and its scroll-into-view can move the button under a pointer click: the keyboard presses it wherever it is.)
  await addButton.focus();
  await page.keyboard.press('Enter');
  await expect(earlierJob(wizard, 2).fieldset).toBeVisible();
  await wizard.expectNextRefused(6);
  await wizard.expectFieldError(earlierJob(wizard, 2).employer, 'Employer Required.');
  await earlierJob(wizard, 2).deleteButton.click();
  await wizard.advanceFrom(6);
});

test('step 11: Finish needs the notice read, the inquiries authorized, the consent to sign electronically and a signature', async ({
  page,
  wizard,
  minimalApplicant,
  submissions,
}, testInfo) => {
  await wizard.openAtStep(6, minimalApplicant);
  await wizard.fillStep(6, minimalApplicant);
  await wizard.button(ADD_EARLIER_JOB).click();
  await fillEarlierJob(wizard, 1, EARLIER_JOB);
  await wizard.advanceFrom(6);
  for (let n = 7; n <= 10; n++) {
    await wizard.fillStep(n, minimalApplicant);
    await wizard.advanceFrom(n);
  }

  const notice = wizard.checkbox(NOTICE_ACKNOWLEDGMENT);
  const authorization = wizard.checkbox(INQUIRIES_AUTHORIZATION);
  const esign = wizard.checkbox(ESIGN_CONSENT);
  const certification = page.getByText(CERTIFICATION, { exact: true });
  await expect(page.getByRole('heading', { name: NOTICE_TITLE, level: 3 })).toBeVisible();
  await expect(page.getByText(/49 CFR 391\.23\(d\) and \(e\)/)).toBeVisible();
  await expect(page.getByText(/have a rebuttal statement attached/)).toBeVisible();
  await expect(certification).toBeVisible();
  await expect(page.getByRole('heading', { name: AUTHORIZATION_TITLE, level: 3 })).toBeVisible();
  await expect(notice).not.toBeChecked();
  await expect(authorization).not.toBeChecked();
  await expect(esign).not.toBeChecked();

  // The date of the application: today in the applicant's calendar, as "November 22, 2026".
  const today = await page.evaluate(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date()));
  await expect(page.getByText(`Application date: ${today}`, { exact: true })).toBeVisible();

  // Reading order: notice → its box → authorization (it refers to the notice "above") → consent → certification →
  // directly the pad (391.21(b)(12) is what is signed).
  await expectBefore(page.getByRole('heading', { name: NOTICE_TITLE }), notice, 'the notice comes before its box');
  await expectBefore(notice, authorization, 'the notice box comes before the authorization');
  await expectBefore(authorization, esign, 'the authorization comes before the consent');
  await expectBefore(esign, certification, 'the consent comes before the certification');
  const padFollowsCertification = await certification.evaluate((element) => {
    const next = element.nextElementSibling;
    return Boolean(next?.querySelector('[data-testid="signature-pad"]'));
  });
  expect(padFollowsCertification, 'the certification sits directly above the signature pad').toBe(true);
  const [certBox, padBox] = [await certification.boundingBox(), await wizard.signaturePad.boundingBox()];
  expect(certBox && padBox).toBeTruthy();
  expect(padBox!.y, 'the pad is below the certification').toBeGreaterThan(certBox!.y + certBox!.height - 1);
  expect(padBox!.y - (certBox!.y + certBox!.height), 'and close to it').toBeLessThan(40);

  await expectNoSeriousViolations(page, 'step 11');

  // Nothing checked, nothing drawn: every message at its place.
  await wizard.finishButton.click();
  await wizard.expectFieldError(notice, NOTICE_REQUIRED);
  await wizard.expectFieldError(authorization, AUTHORIZATION_REQUIRED);
  await wizard.expectFieldError(esign, ESIGN_REQUIRED);
  await expect(page.getByText(MSG.signature)).toBeVisible();
  await expect(notice, 'focus goes to the first thing missing').toBeFocused();
  await expectNoSeriousViolations(page, 'step 11 with its errors');

  await notice.check();
  await wizard.expectNoFieldError(notice);
  await wizard.finishButton.click();
  await wizard.expectStep(11);
  await expect(page.getByText(NOTICE_REQUIRED)).toHaveCount(0);
  await wizard.expectFieldError(authorization, AUTHORIZATION_REQUIRED);
  await expect(authorization, 'focus goes to the authorization, now the first thing missing').toBeFocused();
  await wizard.expectFieldError(esign, ESIGN_REQUIRED);
  await expect(page.getByText(MSG.signature)).toBeVisible();

  await authorization.check();
  await wizard.expectNoFieldError(authorization);
  await wizard.finishButton.click();
  await wizard.expectStep(11);
  await expect(page.getByText(AUTHORIZATION_REQUIRED)).toHaveCount(0);
  await wizard.expectFieldError(esign, ESIGN_REQUIRED);

  await esign.check();
  await wizard.finishButton.click();
  await wizard.expectStep(11);
  await expect(page.getByText(ESIGN_REQUIRED)).toHaveCount(0);
  await expect(page.getByText(MSG.signature)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(submissions, 'nothing was sent while something was missing').toHaveLength(0);

  // The background-check consents, each on its own screen (e2e/consents.spec.ts has their own checks).
  await wizard.agreeToConsents();
  // Signed: the boxes alone were not enough, the pad alone would not be either.
  await drawSignature(page, wizard.signaturePad, wizard.pointer);
  await expect(page.getByText(MSG.signature)).toHaveCount(0);
  await shot(page, testInfo, 'step11');
  await wizard.finishButton.click();
  await expect(wizard.dialog(DIALOG.success.title)).toContainText(DIALOG.success.text);
  expect(submissions).toHaveLength(1);

  // What the office stores: the answers, the earlier job, the three boxes and this form's version.
  const [row] = storedApplicants(minimalApplicant.name);
  expect(row).toMatchObject({
    employer1: SECOND_EMPLOYER.employer,
    fmcsr1: 'Y',
    drugTest1: 'N',
    earlierEmployer1: EARLIER_JOB.employer,
    earlierFrom1: EARLIER_JOB.from,
    earlierTo1: EARLIER_JOB.to,
    earlierFmcsr1: 'Y',
    earlierDrugTest1: 'Y',
    earlierEmployer2: '',
    noticeAcknowledged: 'Y',
    safetyHistoryAuthorized: 'Y',
    esignConsent: 'Y',
  });
  expect(String(row!.formVersion)).not.toBe('');
  const audit = JSON.parse(String(row!.signatureAudit)) as { contentVersion: number };
  expect(audit).toMatchObject({ language: 'en', consents: { safetyHistoryAuthorization: true } });
  // Signed under a version that signs the authorization and the language (2 or later; the API suites pin the number).
  expect(audit.contentVersion).toBeGreaterThanOrEqual(2);
});
