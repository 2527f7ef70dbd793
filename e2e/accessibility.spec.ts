import { expectNoSeriousViolations, seriousViolations } from './fixtures/page-checks';
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

test('the check finds what it is there to find: a page with four planted faults reports each of them', async ({ page }) => {
  // No language, an image without a text, a button without a name, grey text on white.
  await page.setContent(
    '<html><head><title>Planted</title></head><body><main><h1>Planted</h1>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
      '<button></button>' +
      '<p style="color:#c8c8c8;background:#ffffff">Faint text</p></main></body></html>',
  );
  const { ids } = await seriousViolations(page, {});
  expect(ids).toEqual(expect.arrayContaining(['html-has-lang', 'image-alt', 'button-name', 'color-contrast']));
});
