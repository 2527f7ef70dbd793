import type { Page, Route } from '@playwright/test';
import { scriptSources } from '../scripts/support/first-load-js.mjs';
import { MSG } from './fixtures/messages';
import { expect, test } from './fixtures/test';

/**
 * A phone on a weak connection: the wizard's page works with the scripts of its HTML alone; the rest (the masks,
 * the schema checks, later steps) comes on demand. These tests hold that rest back, or lose it, as such a
 * connection would.
 */

/** Every script the page asks for beyond those of its HTML goes to `onDemand`. */
async function interceptCodeOnDemand(page: Page, onDemand: (route: Route) => Promise<void> | void) {
  const html = await (await page.request.get('/application/abc')).text();
  const pageScripts = new Set(scriptSources(html).map(({ src }) => new URL(src, 'http://page.invalid').pathname));
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (pageScripts.has(new URL(route.request().url()).pathname)) await route.continue();
    else await onDemand(route);
  });
}

test("what is typed before the page's scripts have run is kept, and Next sees it", async ({ wizard }) => {
  // The scripts of the HTML itself are held: the page shows step 1 from its HTML and nothing of React runs yet.
  const held: Route[] = [];
  let holding = true;
  await wizard.page.route('**/_next/static/chunks/**', (route) => (holding ? void held.push(route) : route.continue()));
  await wizard.page.goto('/application/abc', { waitUntil: 'domcontentloaded' });
  const name = wizard.textbox('Applicant Name');
  const dob = wizard.textbox('Date of Birth');
  await name.fill('Pat Early');
  await dob.fill('05071990');
  await expect(wizard.nextButton, 'not hydrated yet').toBeDisabled();
  expect(held.length, 'the page asked for its scripts').toBeGreaterThan(0);
  // The label has moved aside for the text (CSS does it until MUI's script can), not sat over it.
  const label = wizard.page.locator('label', { hasText: 'Applicant Name' });
  await expect(async () => {
    const [labelBox, inputBox] = [await label.boundingBox(), await name.boundingBox()];
    // Over the text, it would sit across the input's middle; aside, it sits on the outline's top edge.
    expect(labelBox!.y + labelBox!.height).toBeLessThan(inputBox!.y + inputBox!.height / 2 - 4);
  }).toPass({ timeout: 5_000 });

  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await expect(wizard.nextButton, 'the page has hydrated').toBeEnabled();
  await expect(name, 'the early typing survived hydration').toHaveValue('Pat Early');
  await expect(dob, 'formatted once the mask arrived').toHaveValue('05/07/1990');
  await wizard.next();
  await wizard.expectNoFieldError(name);
  await wizard.expectNoFieldError(dob);
  await wizard.expectFieldError(wizard.textbox('Social Security Number'), MSG.ssn);
});

test('step 1 takes typing before its mask and checks arrive, then formats and checks it', async ({ wizard }) => {
  const held: Route[] = [];
  let holding = true;
  await interceptCodeOnDemand(wizard.page, (route) => (holding ? void held.push(route) : route.continue()));

  await wizard.open();
  await expect(wizard.nextButton, 'the page has hydrated').toBeEnabled();
  const dob = wizard.textbox('Date of Birth');
  await dob.pressSequentially('05071990', { delay: 0 });
  await expect(dob, 'typed into a plain field while the mask is on its way').toHaveValue('05071990');
  await wizard.next();
  await expect(wizard.textbox('Applicant Name'), 'no check has run yet').not.toHaveAttribute('aria-invalid', 'true');
  expect(held.length, 'the page asked for code it did not have yet').toBeGreaterThan(0);

  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await expect(dob, 'formatted once the mask arrived').toHaveValue('05/07/1990');
  await wizard.expectFieldError(wizard.textbox('Applicant Name'), MSG.applicantName);
  await wizard.expectNoFieldError(dob);
  await wizard.expectStep(1);
});

test('Next without a connection says so and keeps the answers; pressed again once back online, it goes on', async ({
  wizard,
  minimalApplicant,
}) => {
  let online = false;
  await interceptCodeOnDemand(wizard.page, (route) => (online ? route.continue() : route.abort('internetdisconnected')));

  await wizard.open();
  await expect(wizard.nextButton, 'the page has hydrated').toBeEnabled();
  await wizard.fillStep(1, minimalApplicant);
  await wizard.next();
  const offline = wizard.page.getByRole('alert').filter({ hasText: 'Part of the application could not be downloaded.' });
  await expect(offline).toHaveText(
    'Part of the application could not be downloaded. Check your connection, then press Next again. Your answers are kept.',
  );
  await wizard.expectStep(1);
  await expect(wizard.textbox('Applicant Name')).toHaveValue(minimalApplicant.name);

  online = true;
  await wizard.advanceFrom(1);
  await expect(offline).toHaveCount(0);
});
