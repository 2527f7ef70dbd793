import { expectNoHorizontalScroll } from './fixtures/page-checks';
import { expect, test } from './fixtures/test';

/**
 * On a phone nothing may scroll sideways (390×844, the project, and 360×740). Every wizard step, opened and filled,
 * is checked on the happy path's walk on the phone (e2e/happy-path.spec.ts); here the screens that walk does not show.
 */

test('home, not-found and the open menu fit a phone screen', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/houston/abc');
  await expectNoHorizontalScroll(page, 'home');
  await page.getByRole('button', { name: 'Menu' }).tap();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoHorizontalScroll(page, 'home with the menu open');
  await page.goto('/no-such-page');
  await expectNoHorizontalScroll(page, 'not found');
});

test('step 1 with its error messages fits a phone screen', { tag: '@phone-only' }, async ({ page, wizard }) => {
  await wizard.open();
  await wizard.next();
  await expect(wizard.textbox('Applicant Name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoHorizontalScroll(page, 'step 1 with errors');
});
