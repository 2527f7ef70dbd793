import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { tinyPhoto } from './fixtures/documents';
import { BASE_URL, E2E_CRON_SECRET, MAIL_DIR, SCREENSHOT_DIR } from './fixtures/paths';
import { expectNoSeriousViolations } from './fixtures/page-checks';
import { photographAtBothWidths } from './fixtures/screenshot';
import { signInAs, staffAccount, submitApplication } from './fixtures/staff';
import { expect, test } from './fixtures/test';

/**
 * The driver qualification file in a browser (docs/dq-file.md): a reviewer hires an applicant (the application is
 * seeded through the API), the Drivers list shows the driver not cleared to drive, items are recorded and a document
 * filed; then the clock moves (the cron route's `now`, 40 days on) and the carrier's digest arrives in the run's
 * SMTP server. The Drivers list, the DQ file and the dashboard pass axe; both pages are photographed at a desktop's
 * width and at a phone's, where nothing may scroll sideways (the flow itself does not depend on the screen, so it runs
 * once, on the desktop).
 */

/** The page's own title first: after a client-side navigation Next sets it just after the content shows. */
async function expectAccessibleStaffPage(page: Page, where: string): Promise<void> {
  await expect(page, `${where} has its title`).toHaveTitle(new RegExp(`^${where} — Driver Application staff$`));
  await expectNoSeriousViolations(page, where, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
}

const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test('hire, record items with a document, and read the digest once items fall due', async ({ page }, info) => {
  test.setTimeout(90_000);
  const carrier = `DQ${info.parallelIndex}${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const driver = `Dana Driver ${carrier}`;
  const numberId = await submitApplication(page.request, { applicantName: driver, compCode: carrier });
  const admin = staffAccount('admin', info.parallelIndex);
  await signInAs(page, admin);

  // The carrier's digest goes to a DQ list of its own.
  await page.goto(`/staff/drivers?compCode=${carrier}`);
  // Retried until the page is hydrated: a click before that submits nothing (the form is React's).
  await expect(async () => {
    await page.getByLabel('DQ digest list').fill(`dq-${carrier.toLowerCase()}@carrier.e2e.test`);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // Hired, from In review, with a hire date: the DQ file opens.
  await page.goto(`/staff/applications/${numberId}`);
  const review = page.getByRole('region', { name: 'Review' });
  // The status menu opens once the page is hydrated; before that a click does nothing.
  await expect(async () => {
    await review.getByLabel('Change status to').click();
    await expect(page.getByRole('option', { name: 'In review' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('option', { name: 'In review' }).click();
  await review.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(review.getByText('Saved.')).toBeVisible();
  await review.getByLabel('Change status to').click();
  await page.getByRole('option', { name: 'Hired', exact: true }).click();
  await review.getByLabel('Hire date').fill(dayBefore(5));
  await review.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(review.getByRole('link', { name: new RegExp(`DQ file: ${driver}`) })).toBeVisible();

  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Drivers' }).click();
  await page.getByLabel('Carrier').selectOption(carrier);
  await page.getByRole('button', { name: 'Show' }).click();
  const row = page.getByRole('row').filter({ hasText: driver });
  await expect(row.getByText('Not cleared to drive')).toBeVisible();
  await expectAccessibleStaffPage(page, 'Drivers');
  await photographAtBothWidths(page, 'dq-drivers');

  // The DQ file: the drug test recorded "verified negative", a photo of the MVR filed.
  await row.getByRole('link', { name: driver }).click();
  await expect(page.getByRole('heading', { name: `DQ file: ${driver}`, level: 1 })).toBeVisible();
  const drugTest = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pre-employment drug test result (382.301)' }) });
  const record = drugTest.getByRole('button', { name: /^Record / });
  await expect(async () => {
    if ((await record.getAttribute('aria-expanded')) !== 'true') await record.click();
    await expect(drugTest.getByRole('combobox', { name: 'Result' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await drugTest.getByRole('combobox', { name: 'Result' }).click();
  await page.getByRole('option', { name: 'Verified negative' }).click();
  await drugTest.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(drugTest.getByText('Verified negative')).toBeVisible();
  const mvr = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'TX motor vehicle record' }) });
  await mvr.getByLabel('Add a document (PDF or photo): TX motor vehicle record').setInputFiles({ name: 'mvr.jpg', mimeType: 'image/jpeg', buffer: await tinyPhoto(400, 260) });
  await expect(mvr.getByRole('link', { name: 'Open document 1' })).toBeVisible();
  await expect(page.getByText('Not cleared to drive')).toBeVisible();
  await expectAccessibleStaffPage(page, 'DQ file');
  await photographAtBothWidths(page, 'dq-file');
  // The auditor's copy, kept beside the screenshots to be looked at.
  const pdfHref = await page.getByRole('link', { name: 'Download the DQ file (PDF)' }).getAttribute('href');
  const pdf = await page.request.get(pdfHref ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  writeFileSync(path.join(SCREENSHOT_DIR, 'dq-file.pdf'), await pdf.body());

  // The clock moves 40 days on: the inquiries and the MVR are overdue, and the digest says so.
  const later = new Date(Date.now() + 40 * 86_400_000).toISOString();
  const cron = await page.request.get(`${BASE_URL}/api/cron/dq-digest?now=${encodeURIComponent(later)}`, { headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` } });
  expect(cron.status(), await cron.text()).toBe(200);
  const digests = async () =>
    (await Promise.all(readdirSync(MAIL_DIR).map((file) => simpleParser(readFileSync(path.join(MAIL_DIR, file)))))).filter((mail) =>
      mail.subject?.startsWith(`DQ file deadlines for ${carrier}:`),
    );
  await expect.poll(async () => (await digests()).length, { timeout: 15_000 }).toBe(1);
  const [digest] = await digests();
  expect((Array.isArray(digest!.to) ? digest!.to[0] : digest!.to)?.value[0]?.address).toBe(`dq-${carrier.toLowerCase()}@carrier.e2e.test`);
  expect(digest!.text).toContain(`${driver}: TX motor vehicle record, due ${dayBefore(5 - 30)}`);
  expect(digest!.text).toContain('Overdue:');

  await page.goto('/staff/dashboard');
  await expect(page.getByRole('region', { name: 'Drivers (DQ files)' })).toBeVisible();
  await expectAccessibleStaffPage(page, 'Dashboard');
});
