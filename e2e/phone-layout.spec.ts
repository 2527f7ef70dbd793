import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

/** On a phone nothing may scroll sideways: checked at 390×844 (the project) and 360×740 on every screen. */

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

async function expectNoHorizontalScroll(page: Page, where: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect
      .poll(
        () =>
          page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
          })),
        { message: `${where} at ${size.width}×${size.height}: page must not be wider than the screen` },
      )
      .toEqual({ scrollWidth: size.width, innerWidth: size.width });
  }
  await page.setViewportSize(SIZES[0]!);
}

test('home, not-found and the open menu fit a phone screen', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/houston/abc');
  await expectNoHorizontalScroll(page, 'home');
  await page.getByRole('button', { name: 'Menu' }).tap();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoHorizontalScroll(page, 'home with the menu open');
  await page.goto('/no-such-page');
  await expectNoHorizontalScroll(page, 'not found');
});

test('every wizard step fits a phone screen, empty, with errors and filled', { tag: '@phone-only' }, async ({
  page,
  wizard,
  applicant,
}) => {
  await wizard.open();
  await wizard.next(); // step 1 with its three error messages
  await expectNoHorizontalScroll(page, 'step 1 with errors');
  await wizard.completeAll(applicant, async (n, moment) => {
    await expectNoHorizontalScroll(page, `step ${n} (${moment})`);
  });
});
