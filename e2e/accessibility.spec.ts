import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

/** axe-core on every screen: no serious or critical violations (the failure message lists them). */

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes.map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`).join('\n'),
    )
    .join('\n');
  expect(serious.map((v) => v.id), `${where}:\n${report}`).toEqual([]);
}

test('home and not-found pages', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Driver Application' })).toBeVisible();
  await expectNoSeriousViolations(page, 'home');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoSeriousViolations(page, 'not found');
});

test('every wizard step, and step 1 showing its errors', async ({ wizard, applicant }) => {
  // Twelve axe scans on top of the eleven steps: on two busy cores this walk alone can pass the 2-minute default.
  test.slow();
  await wizard.open();
  await wizard.next();
  await expect(wizard.textbox('Applicant Name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(wizard.page, 'step 1 with errors');
  await wizard.completeAll(applicant, async (n, moment) => {
    if (moment === 'opened') await expectNoSeriousViolations(wizard.page, `step ${n}`);
  });
});
