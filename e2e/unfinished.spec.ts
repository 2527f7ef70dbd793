import path from 'node:path';
import { SCREENSHOT_DIR } from './fixtures/paths';
import { signInAs, staffAccount } from './fixtures/staff';
import { expect, test } from './fixtures/test';

/** The office's unfinished applications in a real browser: a reviewer finds a saved draft and reads it. */
test('a reviewer lists unfinished applications and opens one, read-only and marked not submitted', async ({
  page,
  browser,
  wizard,
  minimalApplicant,
}, testInfo) => {
  const shot = (name: string) =>
    page.screenshot({ path: path.join(SCREENSHOT_DIR, `${testInfo.project.name}-unfinished-${name}.png`), fullPage: true });
  await wizard.open('abc');
  await wizard.fillStep(1, minimalApplicant);
  await wizard.advanceFrom(1);
  await wizard.button('Save and finish later').click();
  await expect(wizard.dialog('Your answers are saved')).toBeVisible();

  const office = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staffPage = await office.newPage();
  await signInAs(staffPage, staffAccount('reviewer', testInfo.parallelIndex));
  await staffPage.goto('/staff');
  await staffPage.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Unfinished' }).click();
  await expect(staffPage.getByRole('heading', { name: 'Unfinished applications', level: 1 })).toBeVisible();
  const row = staffPage.getByRole('row').filter({ hasText: minimalApplicant.name });
  await expect(row).toContainText(minimalApplicant.phone);
  await expect(row).toContainText('1. Basic Information');
  await expect(row).not.toContainText(minimalApplicant.address.street);
  await staffPage.screenshot({ path: path.join(SCREENSHOT_DIR, `${testInfo.project.name}-unfinished-list.png`), fullPage: true });

  await row.getByRole('link', { name: minimalApplicant.name }).click();
  await expect(staffPage.getByRole('heading', { name: minimalApplicant.name, level: 1 })).toBeVisible();
  await expect(staffPage.getByText('Not submitted — not signed.', { exact: true })).toBeVisible();
  await expect(staffPage.getByRole('heading', { name: '11. Please enter your signature' })).toBeVisible();
  await expect(staffPage.getByText(minimalApplicant.address.street)).toBeVisible();
  await staffPage.screenshot({ path: path.join(SCREENSHOT_DIR, `${testInfo.project.name}-unfinished-view.png`), fullPage: true });
  await office.close();
  await shot('applicant');
});
