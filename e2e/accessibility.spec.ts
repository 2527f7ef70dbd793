import { expectNoSeriousViolations } from './fixtures/page-checks';
import { expect, test } from './fixtures/test';

/**
 * axe-core on every screen: no serious or critical violations (the failure message lists them). Every wizard step is
 * scanned as it opens on the happy path's walk on the desktop (e2e/happy-path.spec.ts); here the screens that walk
 * does not show.
 */

test('home and not-found pages', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Driver Application' })).toBeVisible();
  await expectNoSeriousViolations(page, 'home');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoSeriousViolations(page, 'not found');
});

test('step 1 showing its errors', async ({ wizard }) => {
  await wizard.open();
  await wizard.next();
  await expect(wizard.textbox('Applicant Name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(wizard.page, 'step 1 with errors');
});
