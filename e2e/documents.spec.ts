import path from 'node:path';
import { storedApplicants } from './fixtures/db';
import { tinyPdf, tinyPhoto } from './fixtures/documents';
import { SCREENSHOT_DIR } from './fixtures/paths';
import { fullPageScreenshotMidFlow } from './fixtures/screenshot';
import { signInAs, staffAccount } from './fixtures/staff';
import { expect, test } from './fixtures/test';
import { STEP_COUNT } from './fixtures/wizard';

/**
 * Step 4's documents (docs/documents.md) as an applicant and the office meet them: a photo chosen with the file
 * picker, sent with its progress, a failed upload tried again alone without losing the others, Next refused while
 * the CDL's photos are missing; the office's page with the thumbnails, a document opened full size. On a 390 px
 * phone: the camera input (`capture`), the preview, a retake. Screenshots under screenshots/documents-*.png.
 */

test('step 4 takes the documents, a failed upload is tried again alone, and the office sees the thumbnails', async ({ page, wizard, minimalApplicant, browser }, testInfo) => {
  test.slow();
  const shot = (name: string) => fullPageScreenshotMidFlow(page, path.join(SCREENSHOT_DIR, `documents-${testInfo.project.name}-${name}.png`));
  await wizard.open('abc');
  await wizard.completeThrough(3, minimalApplicant);

  // Next with nothing attached: the boxes say what is missing.
  const license = minimalApplicant.license;
  await wizard.textbox('State').fill(license.state);
  await wizard.textbox('License No').fill(license.number);
  await wizard.textbox('Type').fill(license.type);
  await wizard.textbox('Expiration Date').fill(license.expiration);
  await wizard.answerLicenseDenied();
  await wizard.textbox('Medical card expiration date').fill('03/31/2027');
  await wizard.textbox('Examiner’s National Registry number').fill('2468013579');
  await wizard.expectNextRefused(4);
  await expect(wizard.documentBox('cdl-front').getByRole('alert')).toHaveText('Add a photo of the CDL, front.');

  // The back goes through; the front's first try is cut off: it alone says so and is sent again.
  const picker = (kind: 'cdl-front' | 'cdl-back' | 'medical-card') => wizard.documentBox(kind).locator('input[type=file]:not([capture])');
  await picker('cdl-back').setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: await tinyPhoto(640, 400, '#26a') });
  await expect(wizard.documentBox('cdl-back').getByText('Sent')).toBeVisible();
  let aborted = 0;
  await page.route('**/api/documents?kind=cdl-front', async (route) => {
    if (aborted++ === 0) await route.abort('connectionreset');
    else await route.continue();
  });
  await picker('cdl-front').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await tinyPhoto(640, 400) });
  const front = wizard.documentBox('cdl-front');
  await expect(front.getByRole('alert')).toContainText('The upload did not finish.');
  await expect(wizard.documentBox('cdl-back').getByText('Sent')).toBeVisible();
  await expect(front.getByRole('img', { name: 'Photo of CDL, front' })).toBeVisible();
  await shot('step-4-failed');
  await front.getByRole('button', { name: 'Try again' }).click();
  await expect(front.getByText('Sent')).toBeVisible();
  expect(aborted).toBe(2);

  // A PDF where a scan is likely: the medical certificate.
  await picker('medical-card').setInputFiles({ name: 'medical.pdf', mimeType: 'application/pdf', buffer: await tinyPdf() });
  await expect(wizard.documentBox('medical-card').getByText('PDF: medical.pdf')).toBeVisible();
  await expect(wizard.documentBox('medical-card').getByText('Sent')).toBeVisible();
  await shot('step-4');
  await wizard.advanceFrom(4);
  for (let n = 5; n <= STEP_COUNT; n++) {
    await wizard.fillStep(n, minimalApplicant);
    if (n < STEP_COUNT) await wizard.advanceFrom(n);
  }
  await wizard.finishButton.click();
  await expect.poll(() => storedApplicants(minimalApplicant.name).length).toBe(1);
  const [stored] = storedApplicants(minimalApplicant.name);

  // The office: thumbnails of the photos, the PDF named, each opening full size.
  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInAs(staff, staffAccount('reviewer', testInfo.parallelIndex));
  await staff.goto(`/staff/applications/${stored!.numberId}`);
  const documents = staff.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('img', { name: 'CDL, front' })).toBeVisible();
  await expect(documents.getByRole('img', { name: 'CDL, back' })).toBeVisible();
  await expect(documents).toContainText('Medical card valid until 03/31/2027');
  await documents.scrollIntoViewIfNeeded();
  await staff.screenshot({ path: path.join(SCREENSHOT_DIR, `documents-${testInfo.project.name}-staff.png`), fullPage: true });
  const opened = staff.waitForEvent('popup');
  await documents.getByRole('link', { name: 'Open CDL, front full size' }).click();
  const full = await opened;
  await full.waitForLoadState();
  expect(await full.evaluate(() => document.contentType)).toBe('image/jpeg');
  await staff.close();
});

test('on a phone, a tap opens the camera, the photo shows as a preview and can be retaken @phone-only', async ({ page, wizard, minimalApplicant }, testInfo) => {
  test.slow();
  await wizard.open('abc');
  await wizard.completeThrough(3, minimalApplicant);
  const front = wizard.documentBox('cdl-front');
  const camera = front.locator('input[type=file][capture]');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await expect(camera).toHaveAttribute('accept', 'image/*');
  await expect(front.getByText('Take a photo')).toBeVisible();
  // A 12-megapixel photo: scaled down on the phone before it is sent.
  const answered = page.waitForResponse((response) => response.url().includes('/api/documents?kind=cdl-front'));
  await camera.setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await tinyPhoto(4000, 3000) });
  // The server keeps up to 2400 px: 2000 means the phone sent it scaled.
  const first = (await (await answered).json()) as { id: string; width: number; height: number };
  expect(first).toMatchObject({ width: 2000, height: 1500 });
  const preview = front.getByRole('img', { name: 'Photo of CDL, front' });
  await expect(preview).toBeVisible();
  const firstPreview = await preview.getAttribute('src');
  await expect(front.getByText('Sent')).toBeVisible();
  const box = await front.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await front.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `documents-${testInfo.project.name}-step-4.png`) });
  await fullPageScreenshotMidFlow(page, path.join(SCREENSHOT_DIR, `documents-${testInfo.project.name}-step-4-full.png`));
  // Retake: the same box, a new photo.
  await expect(front.locator('input[type=file][capture]')).toHaveCount(1);
  const retaken = page.waitForResponse((response) => response.url().includes('/api/documents?kind=cdl-front'));
  await front.locator('input[type=file][capture]').setInputFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: await tinyPhoto(800, 600, '#a62') });
  // "Sent" showed before the retake too: what tells is the new photo stored under a new id, and shown instead.
  const second = (await (await retaken).json()) as { id: string; width: number; height: number };
  expect(second).toMatchObject({ width: 800, height: 600 });
  expect(second.id).not.toBe(first.id);
  await expect(preview).not.toHaveAttribute('src', firstPreview ?? '');
  await expect(front.getByRole('img', { name: 'Photo of CDL, front' })).toHaveCount(1);
  await expect(front.getByText('Sent')).toBeVisible();
  await front.getByRole('button', { name: 'Remove' }).click();
  await expect(front.getByText('Take a photo')).toBeVisible();
  // No medical card at hand: its box gives way to what the office will see.
  await wizard.checkbox('I don’t have my medical card with me').check();
  await expect(wizard.documentBox('medical-card')).toHaveCount(0);
  await expect(page.getByText('The office will see that the medical certificate was not provided.')).toBeVisible();
});
