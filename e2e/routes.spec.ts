import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { STEP_TITLES } from './fixtures/wizard';

const startButton = (page: Page) => page.getByRole('link', { name: 'Start Driver Application' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('home screen', () => {
  for (const [path, code] of [
    ['/', 'TSKIS'],
    ['/home', 'TSKIS'],
    ['/houston/abc', 'ABC'],
    ['/houston/Xy9', 'XY9'],
  ] as const) {
    test(`${path} shows Home; the button starts the application for ${code}`, async ({ page }) => {
      await page.goto(path);
      const logo = page.getByRole('img', { name: 'Driver Application logo' });
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute('src', /logo\.svg/);
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), {
          message: 'the logo image loads',
        })
        .toBeGreaterThan(0);
      await expect(page.getByRole('separator').first()).toBeVisible();
      await expect(startButton(page)).toHaveAttribute('href', `/application/${code}`);

      await startButton(page).click();
      await expect(page).toHaveURL((url) => url.pathname === `/application/${code}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Driver Application ${code}`);
    });
  }
});

test('/application without a code uses TSKIS and shows the 11 steps', async ({ page }) => {
  await page.goto('/application');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Driver Application TSKIS');
  await expect(page.getByText('The following information must be completed', { exact: true })).toBeVisible();
  for (const title of STEP_TITLES) await expect(page.getByText(title, { exact: true })).toBeVisible();
});

test('/application/{code} upper-cases the code', async ({ page }) => {
  await page.goto('/application/houston1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Driver Application HOUSTON1');
});

test('an unknown path shows "Page not found" with a link home', { tag: '@phone' }, async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(mainNav(page)).toBeAttached();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(startButton(page)).toBeVisible();
});

test.describe('navigation bar', () => {
  test('brand, Home and Application links with aria-current per route', async ({ page }) => {
    const nav = mainNav(page);
    const home = nav.getByRole('link', { name: 'Home', exact: true });
    const application = nav.getByRole('link', { name: 'Application', exact: true });
    const brand = nav.getByRole('link', { name: 'Driver Application', exact: true });

    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(brand).toHaveAttribute('href', '/');
    await expect(home).toHaveAttribute('href', '/');
    await expect(application).toHaveAttribute('href', '/application');
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(application).not.toHaveAttribute('aria-current', 'page');

    await page.goto('/home');
    await expect(home, 'Home is highlighted only on exactly /').not.toHaveAttribute('aria-current', 'page');
    await expect(application).not.toHaveAttribute('aria-current', 'page');

    await application.click();
    await expect(page).toHaveURL((url) => url.pathname === '/application');
    await expect(application).toHaveAttribute('aria-current', 'page');
    await expect(home).not.toHaveAttribute('aria-current', 'page');

    await page.goto('/application/abc');
    await expect(application).toHaveAttribute('aria-current', 'page');
    await expect(home).not.toHaveAttribute('aria-current', 'page');

    await brand.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(home).toHaveAttribute('aria-current', 'page');
  });

  test('on a phone the links sit behind the Menu toggle', { tag: '@phone-only' }, async ({ page }) => {
    await page.goto('/application/abc');
    const nav = mainNav(page);
    const menu = nav.getByRole('button', { name: 'Menu' });
    const home = nav.getByRole('link', { name: 'Home', exact: true });
    const application = nav.getByRole('link', { name: 'Application', exact: true });

    await expect(nav.getByRole('link', { name: 'Driver Application', exact: true })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(home).toBeHidden();
    await expect(application).toBeHidden();

    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const listId = await menu.getAttribute('aria-controls');
    expect(listId, 'Menu has aria-controls').toBeTruthy();
    const list = page.locator(`[id="${listId}"]`);
    await expect(list).toBeVisible();
    await expect(list.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Application', exact: true })).toHaveAttribute('aria-current', 'page');

    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(home).toBeHidden();

    await menu.tap();
    await home.tap();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(startButton(page)).toBeVisible();
  });
});
