import path from 'node:path';
import { storedApplicants } from './fixtures/db';
import { DIALOG } from './fixtures/messages';
import { SCREENSHOT_DIR } from './fixtures/paths';
import { expect, test } from './fixtures/test';

/** Width and height from a PNG data URL's IHDR chunk. */
function pngSize(dataUrl: string): { width: number; height: number } {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

test('an applicant completes all 11 steps, signs, submits and the application is stored', { tag: '@phone' }, async ({
  page,
  wizard,
  applicant,
  submissions,
}, testInfo) => {
  const viewport = testInfo.project.name; // "desktop" | "phone"
  const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `${viewport}-${name}.png`), fullPage: true });

  await page.goto('/');
  await shot('home');

  await wizard.open('abc');
  await wizard.completeAll(applicant, async (n, moment) => {
    if (moment === 'filled') await shot(`step-${String(n).padStart(2, '0')}`);
  });

  await wizard.finishButton.click();
  const success = wizard.dialog(DIALOG.success.title);
  await expect(success).toBeVisible();
  await expect(success).toContainText(DIALOG.success.text);
  await expect(success.locator('svg').first(), 'a success icon').toBeVisible();

  // The dialog names the stored application: its number and the day, in the applicant's time zone.
  const [storedRow] = storedApplicants(applicant.name);
  expect(storedRow, 'the application is stored once the dialog shows').toBeDefined();
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(
    new Date(String(storedRow!.creationDate)),
  );
  const number = success.getByText(`Application number: ${storedRow!.numberId}`, { exact: true });
  await expect(number).toBeVisible();
  await expect(success.getByText(`Date: ${day}`, { exact: true })).toBeVisible();
  await expect(success, 'a screen reader announces the number and date').toHaveAccessibleDescription(
    `${DIALOG.success.text} Application number: ${storedRow!.numberId} Date: ${day}`,
  );
  await expect(page.locator('.MuiDialog-container'), 'the fade-in is over').toHaveCSS('opacity', '1');
  await shot('submitted');

  // No timed redirect: someone reading slowly (or with a screen reader) still has the dialog after 5 s.
  const wizardUrl = page.url();
  await page.waitForTimeout(5_000);
  await expect(success).toBeVisible();
  await expect(number).toBeVisible();
  expect(page.url(), 'still on the wizard').toBe(wizardUrl);

  await success.getByRole('button', { name: 'Ok' }).click();
  await expect(success).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Start Driver Application' })).toBeVisible();

  // One call, carrying the CSRF token of the cookie and an idempotency key (the API takes a retried POST once).
  expect(submissions).toHaveLength(1);
  const headers = await submissions[0]!.allHeaders();
  const xsrfCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  expect(xsrfCookie?.value, 'the XSRF-TOKEN cookie is set').toBeTruthy();
  expect(headers['x-xsrf-token']).toBe(xsrfCookie?.value);
  expect(headers['idempotency-key']).toMatch(UUID);
  expect(headers['content-type']).toContain('application/json');

  // What the staffing office will read.
  const rows = storedApplicants(applicant.name);
  expect(rows, 'exactly one stored application').toHaveLength(1);
  const row = rows[0]!;
  expect(row).toMatchObject({
    applicantName: applicant.name,
    dob: '05/07/1991',
    compCode: 'ABC',
    accidentDates1: '03/2023',
    accidentNature1: 'Rear-ended at a light',
    accidentFatalities1: '0',
    accidentInjuries1: '1',
    accidentDates2: '',
    trafficDates1: 'NONE',
    trafficState1: 'NONE',
    trafficCharge1: 'NONE',
    trafficPenalty1: 'NONE',
    driverState1: 'TX',
    driverLicense1: 'D1234567',
    driverType1: 'A',
    driverEndorsement1: 'HAZMAT',
    driverExpiration1: '12/31/2027',
    experience1: 'Box truck',
    expFrom1: '2012',
    expTo1: '2014',
    expMiles1: '80000',
    experience2: 'Dry van',
    expMiles2: '900000',
    experience3: '',
    employer1: 'Acme Freight',
    address1: '100 Main St',
    city_St_Zip1: 'Houston, TX 77002',
    empFrom1: '01/15/2018',
    empTo1: '03/31/2024',
    position1: 'OTR Driver',
    salary1: '65000',
    contact1: 'Pat Lee, Dispatcher',
    phone1: '(555) 123-4567',
    reason1: 'Relocation',
    employer2: 'Blue Line Logistics',
    position2: 'Local Driver',
    employer3: '',
    servedArmy: 'Y',
    branch: 'Army',
    rank: 'Sergeant',
    armyFrom: '01/01/2008',
    armyTo: '12/31/2011',
    expServing: 'Convoy driver',
    grade: '8',
    highSchool: '4',
    college: '2',
    schoolName: 'Central High',
    schoolCity: 'Houston',
    schoolFrom: '09/01/2004',
    schoolTo: '06/01/2008',
  });
  const signature64 = String(row.signature64);
  expect(signature64).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{100,}/);
  expect(pngSize(signature64), 'the signature image is 700×300 (docs/specification.md §9)').toEqual({ width: 700, height: 300 });
  // The SSN is never stored in the clear; only its last four digits are.
  expect(row.ssnLast4).toBe('6789');
  expect(String(row.ssn)).not.toBe('');
  expect(String(row.ssn)).not.toContain('123-45-6789');
  expect(String(row.ssn)).not.toContain('123456789');
});
