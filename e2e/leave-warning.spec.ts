import type { Dialog, Page } from '@playwright/test';
import { DIALOG } from './fixtures/messages';
import { expect, test } from './fixtures/test';

/** Answers live only in the page: leaving it by accident must be asked about first, and staying keeps them. */

/** Closes the tab the way a user would (running beforeunload) and returns the question the browser asked, if any. */
async function closeTab(page: Page): Promise<Dialog | null> {
  const asked = page.waitForEvent('dialog', { timeout: 3_000 }).catch(() => null);
  await page.close({ runBeforeUnload: true });
  return asked;
}

test('with answers typed, closing the tab asks first; staying keeps every answer', async ({ page, wizard }) => {
  await wizard.open();
  const name = wizard.textbox('Applicant Name');
  await name.click();
  await name.pressSequentially('Jane Roe');

  const dialog = await closeTab(page);
  expect(dialog?.type()).toBe('beforeunload');
  await dialog?.dismiss();

  expect(page.isClosed()).toBe(false);
  await expect(name).toHaveValue('Jane Roe');
});

test('an untouched wizard closes without a question', async ({ page, wizard }) => {
  await wizard.open();
  await wizard.textbox('Applicant Name').click();
  expect(await closeTab(page)).toBeNull();
  expect(page.isClosed()).toBe(true);
});

test('once the application is submitted, leaving asks nothing', async ({ page, wizard, minimalApplicant }) => {
  await wizard.openAtStep(11, minimalApplicant);
  await wizard.sign();
  // Before Finish, leaving this wizard asks (so what follows shows the submission turned the question off).
  const asked = await closeTab(page);
  expect(asked?.type()).toBe('beforeunload');
  await asked?.dismiss();
  await wizard.finishButton.click();
  // Still on the wizard, answers typed, but stored: the question would only alarm the applicant.
  await expect(wizard.dialog(DIALOG.success.title)).toBeVisible();
  expect(await closeTab(page)).toBeNull();
});
