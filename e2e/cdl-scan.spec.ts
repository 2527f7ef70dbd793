import path from 'node:path';
import { ONTARIO_V10, TEXAS_V8, TEXAS_V8_ANSWERS, licenseBarcodePng } from '../tests/fixtures/license-barcode.mjs';
import { tinyPhoto } from './fixtures/documents';
import { SCREENSHOT_DIR } from './fixtures/paths';
import { fullPageScreenshotMidFlow } from './fixtures/screenshot';
import { expect, test } from './fixtures/test';

/**
 * "Scan the back of your CDL" on step 1 (docs/cdl-scan.md): a photo of a generated license barcode is read in the
 * browser's worker, each answer shown to check, "Use these" fills step 1 and sends the photo as the CDL's back; an
 * unreadable photo says so and keeps what was typed. Screenshots under screenshots/cdl-scan-*.png.
 */

const scanSection = (page: import('@playwright/test').Page, heading: RegExp) => page.getByRole('region', { name: heading });

test('a scanned license fills step 1 after the driver checks it, and its photo becomes the CDL’s back', { tag: '@phone' }, async ({ page, wizard }, testInfo) => {
  const shot = (name: string) => fullPageScreenshotMidFlow(page, path.join(SCREENSHOT_DIR, `cdl-scan-${testInfo.project.name}-${name}.png`));
  await wizard.open('abc');
  const section = scanSection(page, /Scan the back of your CDL/);
  // The decoder is not part of the page: nothing of it is fetched before the driver scans.
  const decoderFetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/cdl-scan/decoder')) decoderFetched.push(request.url());
  });
  await expect(section).toBeVisible();
  expect(decoderFetched).toEqual([]);

  const uploaded = page.waitForResponse((response) => response.url().includes('/api/documents?kind=cdl-back') && response.request().method() === 'POST');
  await section.locator('input[capture]').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: await licenseBarcodePng(TEXAS_V8) });
  await expect(section.getByText('Read from your license.')).toBeVisible({ timeout: 20_000 });
  expect(decoderFetched).toHaveLength(1);
  await expect(section.getByRole('textbox', { name: 'License No' })).toHaveValue(TEXAS_V8_ANSWERS.driverLicense1);
  await expect(section.getByRole('textbox', { name: 'Expiration Date' })).toHaveValue(TEXAS_V8_ANSWERS.driverExpiration1);
  // The driver corrects one answer before using them.
  await section.getByRole('textbox', { name: 'Street Address' }).fill('1200 Congress Avenue');
  await shot('confirm');
  await section.getByRole('button', { name: 'Use these' }).click();

  await expect(section.getByText('Your answers were filled in from your license')).toBeVisible();
  await expect(wizard.textbox('Applicant Name')).toHaveValue(TEXAS_V8_ANSWERS.applicantName);
  await expect(wizard.textbox('Date of Birth')).toHaveValue(TEXAS_V8_ANSWERS.dob);
  await expect(wizard.textbox('Street Address')).toHaveValue('1200 Congress Avenue');
  await expect(wizard.textbox('City')).toHaveValue(TEXAS_V8_ANSWERS.city);
  await expect(wizard.textbox('ZIP Code')).toHaveValue(TEXAS_V8_ANSWERS.zip);
  expect((await uploaded).ok()).toBe(true);
  await shot('used');
});

test('an unreadable photo says so and keeps what was typed; a Canadian licence says what it cannot fill', async ({ page, wizard }, testInfo) => {
  await wizard.open('abc');
  await wizard.textbox('Applicant Name').fill('Pat Typed');
  const section = scanSection(page, /Scan the back of your CDL/);
  await section.locator('input:not([capture])').setInputFiles({ name: 'blurry.jpg', mimeType: 'image/jpeg', buffer: await tinyPhoto(800, 500) });
  await expect(section.getByRole('alert')).toContainText('The barcode could not be read. Take a clearer photo');
  await expect(wizard.textbox('Applicant Name')).toHaveValue('Pat Typed');
  await fullPageScreenshotMidFlow(page, path.join(SCREENSHOT_DIR, `cdl-scan-${testInfo.project.name}-unreadable.png`));

  await section.locator('input:not([capture])').setInputFiles({ name: 'ontario.png', mimeType: 'image/png', buffer: await licenseBarcodePng(ONTARIO_V10) });
  await expect(section.getByText('Your postal code M5H 2N2 was not filled in')).toBeVisible({ timeout: 20_000 });
  await section.getByRole('button', { name: 'Use these' }).click();
  await expect(wizard.textbox('Applicant Name')).toHaveValue('Luc Tremblay');
  await expect(wizard.textbox('ZIP Code')).toHaveValue('');
});

test('in Spanish, the scan speaks Spanish', { tag: '@phone' }, async ({ browser }, testInfo) => {
  const context = await browser.newContext({ locale: 'es-MX', baseURL: testInfo.project.use.baseURL, ...(testInfo.project.use.viewport && { viewport: testInfo.project.use.viewport }) });
  const page = await context.newPage();
  await page.goto('/application/abc');
  const section = scanSection(page, /Escanee el reverso de su CDL/);
  await section.locator('input[capture]').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: await licenseBarcodePng(TEXAS_V8) });
  await expect(section.getByText('Leído de su licencia.')).toBeVisible({ timeout: 20_000 });
  await expect(section.getByRole('button', { name: 'Usar estos datos' })).toBeVisible();
  await fullPageScreenshotMidFlow(page, path.join(SCREENSHOT_DIR, `cdl-scan-${testInfo.project.name}-confirm-es.png`));
  await context.close();
});
