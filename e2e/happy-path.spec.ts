import path from 'node:path';
import { completeAnswers } from './fixtures/applicant';
import { storedApplicants } from './fixtures/db';
import { DIALOG } from './fixtures/messages';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './fixtures/page-checks';
import { SCREENSHOT_DIR } from './fixtures/paths';
import { expect, test } from './fixtures/test';

/** Width and height from a PNG data URL's IHDR chunk. */
function pngSize(dataUrl: string): { width: number; height: number } {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The stored row's answers the walk checks, by the API's names: as typed, that is as the complete application holds them. */
const STORED_ANSWERS = [
  'dob',
  ...['accidentDates1', 'accidentNature1', 'accidentFatalities1', 'accidentInjuries1', 'accidentDates2'],
  ...['trafficDates1', 'trafficState1', 'trafficCharge1', 'trafficPenalty1'],
  ...['driverState1', 'driverLicense1', 'driverType1', 'driverEndorsement1', 'driverExpiration1'],
  ...['experience1', 'expFrom1', 'expTo1', 'expMiles1', 'experience2', 'expMiles2', 'experience3'],
  ...['employer1', 'address1', 'city_St_Zip1', 'empFrom1', 'empTo1', 'position1', 'salary1', 'contact1', 'phone1', 'reason1'],
  ...['employer2', 'position2', 'employer3'],
  ...['servedArmy', 'branch', 'rank', 'armyFrom', 'armyTo', 'expServing'],
  ...['grade', 'highSchool', 'college', 'schoolName', 'schoolCity', 'schoolFrom', 'schoolTo'],
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one walk through every step with the complete applicant, on the desktop and on the phone. The checks every
 * step needs ride on it, since a walk is the browser suite's most expensive part: on the desktop axe scans each step
 * as it opens (e2e/accessibility.spec.ts has the screens the walk does not show), on the phone each step must fit
 * 390 and 360 px, opened and filled (e2e/phone-layout.spec.ts likewise).
 */
test('an applicant completes all 11 steps, each accessible and fitting a phone, signs, submits and the application is stored', { tag: '@phone' }, async ({
  page,
  wizard,
  applicant,
  submissions,
}, testInfo) => {
  // Twelve axe scans on the desktop, 44 layouts on the phone, on top of the walk: on two busy cores this can pass the
  // 2-minute default.
  test.slow();
  const viewport = testInfo.project.name; // "desktop" | "phone"
  const shot = (name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `${viewport}-${name}.png`), fullPage: true });

  await page.goto('/');
  await shot('home');

  await wizard.open('abc');
  await wizard.completeAll(applicant, async (n, moment) => {
    if (viewport === 'desktop' && moment === 'opened') await expectNoSeriousViolations(page, `step ${n}`);
    if (viewport === 'phone') await expectNoHorizontalScroll(page, `step ${n} (${moment})`);
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
  const typed = completeAnswers();
  expect(row).toMatchObject({
    ...Object.fromEntries(STORED_ANSWERS.map((name) => [name, typed[name]])),
    applicantName: applicant.name,
    compCode: 'ABC',
  });
  const signature64 = String(row.signature64);
  expect(signature64).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{100,}/);
  expect(pngSize(signature64), 'the signature image is 700×300 (docs/specification.md §9)').toEqual({ width: 700, height: 300 });
  // The SSN is never stored in the clear; only its last four digits are.
  expect(row.ssnLast4).toBe(applicant.ssn.slice(-4));
  expect(String(row.ssn)).not.toBe('');
  expect(String(row.ssn)).not.toContain(applicant.ssn);
  expect(String(row.ssn)).not.toContain(applicant.ssn.replaceAll('-', ''));
});
