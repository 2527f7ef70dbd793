import path from 'node:path';
import { exhaustSubmissionLimit, filedDocumentDigests, storedApplicants } from './fixtures/db';
import { E2E_SUBMISSIONS_PER_MINUTE, SCREENSHOT_DIR } from './fixtures/paths';
import { DIALOG, MSG } from './fixtures/messages';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import type { Wizard } from './fixtures/wizard';

/** docs/specification.md §8, the error catalogue, as far as an applicant can reach it. */

test('an empty Social Security Number can never be submitted: Back to step 1, clear it, Next refuses', async ({
  wizard,
  minimalApplicant,
  submissions,
}) => {
  // docs/specification.md §8's "Finish with empty ssn → Error! / Social required." needs step 11 with an empty SSN. The linear
  // stepper refuses to leave step 1 without one, so the applicant cannot get there: this checks that path is shut.
  await wizard.openAtStep(11, minimalApplicant);
  await wizard.goBackTo(11, 1);
  const ssn = wizard.textbox('Social Security Number');
  await expect(ssn).toHaveValue(minimalApplicant.ssn);
  await ssn.clear();
  await wizard.expectNextRefused(1);
  await wizard.expectFieldError(ssn, MSG.ssn);
  await expect(ssn).toBeFocused();
  expect(submissions).toHaveLength(0);
  await expect(wizard.dialog(DIALOG.emptySsn.title)).toHaveCount(0);
});

test('a failed submit keeps the applicant on step 11 with everything intact; Finish again stores one application', async ({
  page,
  wizard,
  minimalApplicant,
  submissions,
}) => {
  await wizard.openAtStep(11, minimalApplicant);
  await wizard.sign();

  // The server receives and stores the application, but its answer is lost: the browser sees a 500.
  let serverStatus = 0;
  await page.route('**/api/drivers', async (route) => {
    serverStatus = (await route.fetch()).status();
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' });
  });
  const wizardAddress = page.url();
  await wizard.finishButton.click();
  const alert = wizard.dialog(DIALOG.failure.title);
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(DIALOG.failure.text);
  await alert.getByRole('button', { name: 'Ok' }).click();
  await expect(alert).toHaveCount(0);
  await wizard.expectStep(11);
  await expect(page, 'still on the wizard').toHaveURL(wizardAddress);
  await expect(wizard.finishButton).toBeEnabled();
  expect(serverStatus, 'the first attempt reached the server').toBe(201);

  // Nothing was lost: look back at step 10 and step 1, then return to step 11.
  await wizard.back();
  await wizard.expectStep(10);
  await expect(wizard.checkbox('I Agree')).toBeChecked();
  await wizard.goBackTo(10, 1);
  await expect(wizard.textbox('Applicant Name')).toHaveValue(minimalApplicant.name);
  await expect(wizard.textbox('Social Security Number')).toHaveValue(minimalApplicant.ssn);
  await wizard.goForwardTo(1, 11);

  await page.unroute('**/api/drivers');
  await wizard.finishButton.click();
  const success = wizard.dialog(DIALOG.success.title);
  await expect(success).toContainText(DIALOG.success.text);

  expect(submissions).toHaveLength(2);
  const [firstKey, secondKey] = await Promise.all(submissions.map((request) => request.headerValue('idempotency-key')));
  expect(firstKey, 'the retry reuses the idempotency key').toBeTruthy();
  expect(secondKey).toBe(firstKey);
  const rows = storedApplicants(minimalApplicant.name);
  expect(rows, 'the retry did not store a second application').toHaveLength(1);
  // The replayed answer names the application stored by the first attempt.
  await expect(success).toContainText(`Application number: ${rows[0]!.numberId}`);

  // The dialog stays until the applicant closes it (no timed redirect); Ok goes home.
  await success.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

/**
 * Finish on step 11 is stored by the server but its reply never reaches the phone; the applicant closes the failure
 * dialog, corrects the name on step 1 and finishes again. Answers the success dialog, shown.
 */
async function finishLosingTheReplyThenCorrectTheName(page: Page, wizard: Wizard, corrected: string): Promise<Locator> {
  await page.route('**/api/drivers', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  }, { times: 1 });
  await wizard.finishButton.click();
  const alert = wizard.dialog(DIALOG.failure.title);
  await expect(alert).toContainText(DIALOG.failure.text);
  await alert.getByRole('button', { name: 'Ok' }).click();

  await wizard.goBackTo(11, 1);
  await wizard.textbox('Applicant Name').fill(corrected);
  await wizard.goForwardTo(1, 11);
  await wizard.finishButton.click();
  const success = wizard.dialog(DIALOG.success.title);
  await expect(success).toContainText(DIALOG.success.text);
  return success;
}

test('answers changed after a submit whose reply was lost are sent as the corrected application, not refused', async ({
  page,
  wizard,
  minimalApplicant,
  submissions,
}) => {
  // Step 4's photos are sent from this page (not kept from a saved draft): Finish sends them again under new ids
  // before the corrected answers (components/documents/document-sending.ts).
  await wizard.openAtStep(4, minimalApplicant);
  for (let n = 4; n <= 10; n++) {
    await wizard.fillStep(n, minimalApplicant);
    await wizard.advanceFrom(n);
  }
  await wizard.sign();

  const corrected = `${minimalApplicant.name} JR`;
  const success = await finishLosingTheReplyThenCorrectTheName(page, wizard, corrected);

  expect(submissions).toHaveLength(2);
  const [firstKey, secondKey] = await Promise.all(submissions.map((request) => request.headerValue('idempotency-key')));
  expect(secondKey, 'the corrected application has its own idempotency key').not.toBe(firstKey);
  const [stored] = storedApplicants(corrected);
  expect(stored, 'the corrected application is stored').toBeDefined();
  await expect(success).toContainText(`Application number: ${stored!.numberId}`);
});

test('a saved application finished, its reply lost, then corrected: the photos kept on the server are filed with the correction too', async ({
  page,
  wizard,
  minimalApplicant,
  submissions,
}) => {
  // Opened from a saved draft: step 4's photos are kept on the server, and this page holds no file of them.
  await wizard.openAtStep(11, minimalApplicant);
  await wizard.sign();
  const corrected = `${minimalApplicant.name} SR`;
  await finishLosingTheReplyThenCorrectTheName(page, wizard, corrected);

  expect(submissions).toHaveLength(2);
  const [first] = storedApplicants(minimalApplicant.name);
  const [second] = storedApplicants(corrected);
  // The CDL's two sides and the medical card, as the saved draft kept them.
  const photos = filedDocumentDigests(Number(first!.numberId));
  expect(photos).toHaveLength(3);
  expect(filedDocumentDigests(Number(second!.numberId)), 'the corrected application holds the same photos').toEqual(photos);
});

test('a refused submit (503) shows the Alert; Finish again is disabled while sending and stores once', async ({
  page,
  wizard,
  minimalApplicant,
  submissions,
}) => {
  await wizard.openAtStep(11, minimalApplicant);
  await wizard.sign();
  await page.route('**/api/drivers', (route) => route.fulfill({ status: 503, body: '' }), { times: 1 });
  await wizard.finishButton.click();
  const alert = wizard.dialog(DIALOG.failure.title);
  await expect(alert).toContainText(DIALOG.failure.text);
  await alert.getByRole('button', { name: 'Ok' }).click();
  await expect(alert).toHaveCount(0);
  await wizard.expectStep(11);
  expect(storedApplicants(minimalApplicant.name)).toHaveLength(0);

  // The second attempt is held in flight until Finish has been seen disabled.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/drivers', async (route) => {
    await released;
    await route.continue();
  });
  await wizard.finishButton.click();
  await expect(wizard.finishButton).toBeDisabled();
  release();
  const success = wizard.dialog(DIALOG.success.title);
  await expect(success).toContainText(DIALOG.success.text);
  expect(submissions).toHaveLength(2);
  const rows = storedApplicants(minimalApplicant.name);
  expect(rows).toHaveLength(1);
  await expect(success).toContainText(`Application number: ${rows[0]!.numberId}`);

  // Escape closes it as Ok does, and goes home.
  await page.keyboard.press('Escape');
  await expect(success).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('over the network limit (429) the Alert says how long to wait and keeps every answer; after it, Finish stores once', async ({
  page,
  wizard,
  minimalApplicant,
  submissions,
}) => {
  // This applicant's network (a truck stop, say) has already sent the most applications a minute allows.
  const ip = `198.51.100.${10 + test.info().parallelIndex * 10 + test.info().retry}`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  const liftLimit = exhaustSubmissionLimit(ip, E2E_SUBMISSIONS_PER_MINUTE);
  try {
    await wizard.openAtStep(11, minimalApplicant);
    await wizard.sign();
    await wizard.finishButton.click();
    const alert = wizard.dialog(DIALOG.failure.title);
    await expect(alert).toContainText(DIALOG.failure.text);
    await expect(alert).toContainText(
      /Too many applications were sent from this network\. Please wait (a minute|\d+ minutes), then press Finish again\. Your answers are kept\./,
    );
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `too-many-${test.info().project.name}.png`) });
    await alert.getByRole('button', { name: 'Ok' }).click();
    await wizard.expectStep(11);
    expect(storedApplicants(minimalApplicant.name)).toHaveLength(0);
    await wizard.goBackTo(11, 1);
    await expect(wizard.textbox('Applicant Name')).toHaveValue(minimalApplicant.name);
    await wizard.goForwardTo(1, 11);
  } finally {
    liftLimit();
  }

  await wizard.finishButton.click();
  await expect(wizard.dialog(DIALOG.success.title)).toContainText(DIALOG.success.text);
  expect(submissions).toHaveLength(2);
  expect(storedApplicants(minimalApplicant.name)).toHaveLength(1);
  expect(storedApplicants(minimalApplicant.name)[0]!.submitterIp).toBe(ip);
});
