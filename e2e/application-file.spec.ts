import path from 'node:path';
import { SCREENSHOT_DIR } from './fixtures/paths';
import { fullPageScreenshotMidFlow } from './fixtures/screenshot';
import { expect, test } from './fixtures/test';

/**
 * "Start from a saved application" on step 1 (docs/application-file.md): the file is read in the browser and fills
 * what is still empty, naming what this wizard does not ask; a damaged file or one that is not an application says
 * so and changes nothing. Nothing is sent before Finish.
 */

/** A file another installation issued under a newer version of the format, with an answer this wizard does not ask. */
const otherInstallationsFile = JSON.stringify({
  format: 'driver-application-file/1',
  issuer: { name: 'Elsewhere Staffing', url: 'https://elsewhere.example' },
  keyId: 'A'.repeat(43),
  issuedAt: '2026-10-02T14:00:00.000Z',
  document: {
    documentVersion: 2,
    applicantName: 'Filed Name',
    dob: '05/07/1990',
    phone: '(713) 555-0142',
    email: 'jordan.rivers@example.com',
    street: '4410 Westheimer Rd',
    city: 'Houston',
    state: 'TX',
    zip: '77027',
    twicCard: 'Y',
    workEntries: [{ employer: 'Lone Star Freight', position: 'OTR Driver', empFrom: '01/2018', empTo: '10/2025' }],
  },
  signature: 'x'.repeat(86),
});

test('a saved application file fills step 1, keeps what was typed and names what it does not use @phone', async ({ page, wizard }, testInfo) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/drivers/.test(request.url())) sent.push(request.url());
  });
  await wizard.open('TSKIS');
  await wizard.textbox('Applicant Name').fill('Typed Before');
  const picker = page.locator('input[type="file"][accept*="json"]');
  // The picker is in the server's HTML before the page's script reads its files: wait for the section to be live (its
  // email field shows only once it is).
  await expect(page.getByRole('textbox', { name: 'Email used in your last application' })).toBeVisible();

  await picker.setInputFiles({ name: 'driver-application-7.json', mimeType: 'application/json', buffer: Buffer.from(otherInstallationsFile) });
  const status = page.getByRole('status').filter({ hasText: 'Elsewhere Staffing' });
  await expect(status).toContainText('were filled in from the application saved by Elsewhere Staffing');
  await expect(status).toContainText('Answers you had already typed were kept.');
  await expect(status).toContainText('twicCard');
  await expect(wizard.textbox('Applicant Name')).toHaveValue('Typed Before');
  await expect(wizard.textbox('Email')).toHaveValue('jordan.rivers@example.com');
  await expect(wizard.textbox('City')).toHaveValue('Houston');
  await fullPageScreenshotMidFlow(page, path.join(SCREENSHOT_DIR, `application-file-filled-${testInfo.project.name}.png`));

  // A damaged file (cut off) and a photo: each says so, and nothing typed or filled is lost.
  await picker.setInputFiles({ name: 'cut.json', mimeType: 'application/json', buffer: Buffer.from(otherInstallationsFile.slice(0, 200)) });
  await expect(page.getByRole('alert').filter({ hasText: 'damaged' })).toContainText('Nothing was changed');
  await picker.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]) });
  await expect(page.getByRole('alert').filter({ hasText: 'not an application file' })).toBeVisible();
  await expect(wizard.textbox('Applicant Name')).toHaveValue('Typed Before');
  await expect(wizard.textbox('City')).toHaveValue('Houston');
  await fullPageScreenshotMidFlow(page, path.join(SCREENSHOT_DIR, `application-file-refused-${testInfo.project.name}.png`));
  expect(sent).toEqual([]);
});
