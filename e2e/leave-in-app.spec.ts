import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { DIALOG } from './fixtures/messages';
import { SCREENSHOT_DIR } from './fixtures/paths';
import { expect, test } from './fixtures/test';

/**
 * Leaving the wizard without unloading the page: the browser's Back button or gesture, and the nav bar's links.
 * Answers live only in the page, so with answers typed both ask first ("Leave the application?"), and staying keeps
 * the page and every answer. Closing the tab and reloading are leave-warning.spec.ts.
 */

const WIZARD_PATH = '/application/abc';
const LEAVE_TITLE = 'Leave the application?';

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: LEAVE_TITLE });
/** The name field even while a modal dialog hides the form from the accessibility tree. */
const nameBehindDialog = (page: Page) =>
  page.getByRole('textbox', { name: 'Applicant Name', exact: true, includeHidden: true });
const onHomePage = (page: Page) => page.getByRole('link', { name: 'Start Driver Application' });

/** Left the wizard: the home page is shown. */
async function expectHomePage(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(onHomePage(page)).toBeVisible();
}

/** The wizard, opened from the home page the way an applicant gets there, so Back has somewhere to go. */
async function openFromHome(page: Page, wizard: { open: () => Promise<void> }) {
  await page.goto('/');
  await expect(onHomePage(page)).toBeVisible();
  await wizard.open();
}

/** The nav bar's Home link; on a phone it sits behind the Menu toggle. */
async function clickHome(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole('link', { name: 'Home', exact: true }).click();
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const width = page.viewportSize()?.width ?? testInfo.project.name;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `leave-${width}-${name}.png`) });
}

test.describe('leaving the wizard inside the app', () => {
  test('with an answer typed, Back asks; Stay keeps the page and the answer; Leave goes to the page before', async ({
    page,
    wizard,
  }, testInfo) => {
    await openFromHome(page, wizard);
    const name = wizard.textbox('Applicant Name');
    await name.click();
    await name.pressSequentially('Jane Roe');

    await page.goBack();
    await expect(leaveDialog(page)).toBeVisible();
    await expect(leaveDialog(page)).toContainText(
      'Your answers will be lost. Use Back under the form to go to an earlier step.',
    );
    await expect(leaveDialog(page).getByRole('button', { name: 'Stay' })).toBeFocused();
    await expect(page).toHaveURL((url) => url.pathname === WIZARD_PATH);
    await expect(nameBehindDialog(page)).toHaveValue('Jane Roe');
    await shoot(page, testInfo, 'dialog');

    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(leaveDialog(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === WIZARD_PATH);
    await expect(name).toHaveValue('Jane Roe');
    await wizard.expectStep(1);

    // Staying armed the guard again: the next Back asks again instead of leaving.
    await page.goBack();
    await expect(leaveDialog(page)).toBeVisible();
    await expect(nameBehindDialog(page)).toHaveValue('Jane Roe');
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await expectHomePage(page);
  });

  test('on a later step, Back asks too, and staying keeps that step and every answer', async ({
    page,
    wizard,
    applicant,
  }) => {
    await openFromHome(page, wizard);
    await wizard.completeThrough(1, applicant);
    await wizard.expectStep(2);

    await page.goBack();
    await expect(leaveDialog(page)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === WIZARD_PATH);
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await wizard.expectStep(2);
    // Back under the form, as the dialog says, still finds step 1 as it was left.
    await wizard.back();
    await wizard.expectStep(1);
    await expect(wizard.textbox('Applicant Name')).toHaveValue(applicant.name);
    await expect(wizard.textbox('Social Security Number')).toHaveValue(applicant.ssn);
  });

  test('with an answer typed, the nav bar Home link asks; Stay keeps it, Leave goes home', async ({
    page,
    wizard,
  }, testInfo) => {
    await wizard.open();
    const name = wizard.textbox('Applicant Name');
    await name.click();
    await name.pressSequentially('Jane Roe');

    await clickHome(page);
    await expect(leaveDialog(page)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === WIZARD_PATH);
    await shoot(page, testInfo, 'dialog-from-link');
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(leaveDialog(page)).toBeHidden();
    await expect(name).toHaveValue('Jane Roe');

    await clickHome(page);
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await expectHomePage(page);
  });

  test('an untouched wizard leaves by Back or the logo at once; with an answer typed the logo asks', async ({
    page,
    wizard,
  }) => {
    await openFromHome(page, wizard);
    await page.goBack();
    await expectHomePage(page);

    const logo = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Driver Application' });
    await wizard.open();
    await logo.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(leaveDialog(page)).toHaveCount(0);

    await wizard.open();
    const name = wizard.textbox('Applicant Name');
    await name.fill('Jane Roe');
    await logo.click();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL((url) => url.pathname === WIZARD_PATH);
    await expect(name).toHaveValue('Jane Roe');
  });

  test('once the application is submitted, Back leaves without asking', async ({ page, wizard, minimalApplicant }) => {
    await page.goto('/');
    await expect(onHomePage(page)).toBeVisible();
    await wizard.openAtStep(11, minimalApplicant);
    await wizard.sign();
    // Before Finish, Back asks (so what follows shows the submission turned the question off).
    await page.goBack();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(leaveDialog(page)).toBeHidden();
    await wizard.finishButton.click();
    await expect(wizard.dialog(DIALOG.success.title)).toBeVisible();

    await page.goBack();
    await expectHomePage(page);
    await expect(leaveDialog(page)).toHaveCount(0);
  });
});

test('the skip link stays on the page without asking; Back from it returns to the form, then asks', async ({
  page,
  wizard,
}) => {
  await openFromHome(page, wizard);
  const name = wizard.textbox('Applicant Name');
  await name.fill('Jane Roe');

  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await skip.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === WIZARD_PATH && url.hash === '#main');
  await expect(leaveDialog(page)).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === WIZARD_PATH && url.hash === '');
  await expect(leaveDialog(page)).toHaveCount(0);
  await page.goBack();
  await expect(leaveDialog(page)).toBeVisible();
  await expect(nameBehindDialog(page)).toHaveValue('Jane Roe');
});

test('offline before the dialog arrived, Back still asks, with the browser\'s own question', async ({ page, wizard }) => {
  await openFromHome(page, wizard);
  // The connection drops once the page is up: the dialog's code, fetched on the first answer, never arrives.
  await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
  const name = wizard.textbox('Applicant Name');
  await name.click();
  await name.pressSequentially('Jane Roe');

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss(); // "Cancel": stay
  });
  await page.goBack();
  await expect.poll(() => asked).toEqual([`${LEAVE_TITLE} Your answers will be lost. Use Back under the form to go to an earlier step.`]);
  await expect(page).toHaveURL((url) => url.pathname === WIZARD_PATH);
  await expect(name).toHaveValue('Jane Roe');
});
