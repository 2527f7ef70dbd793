import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { MAIL_DIR, SCREENSHOT_DIR } from './fixtures/paths';
import { fullPageScreenshotMidFlow } from './fixtures/screenshot';
import { firstOfMonthIn, makeApplicant } from './fixtures/applicant';
import { submitEarlierApplication } from './fixtures/saved-draft';
import { expect, test } from './fixtures/test';

/**
 * "Applied before? Start from your last application": the driver asks on step 1 of another carrier's wizard, opens the
 * mailed link, types the date of birth and the SSN, and the wizard opens with the earlier answers filled in, for the
 * carrier asked from, the CDL's and medical card's photos offered again while valid, the consents and signature still
 * to be given.
 */
test('a driver who applied before starts from the mailed link with the earlier answers filled in @phone', async ({ page, wizard }, testInfo) => {
  const email = `reuse.${testInfo.project.name}.${Date.now()}@example.com`;
  // Its license and medical card expire two years from now: still valid, so their photos are offered again.
  const base = makeApplicant();
  const earlier = makeApplicant({
    name: 'Rowan Reused',
    email,
    license: { ...base.license, expiration: firstOfMonthIn(24), medicalCard: { expiration: firstOfMonthIn(24), examinerNumber: '2468013579' } },
  });
  await submitEarlierApplication(earlier, 'abc');

  await wizard.open('NEXTCO');
  const section = page.locator('#applied-before');
  await section.getByRole('textbox', { name: 'Email used in your last application' }).fill(email);
  await section.getByRole('button', { name: 'Mail me a link' }).click();
  await expect(section.getByRole('status')).toContainText('If an application with that address is stored here, a link is on its way');
  await fullPageScreenshotMidFlow(page, path.join(SCREENSHOT_DIR, `reuse-asked-${testInfo.project.name}.png`));

  // Parsed, not searched raw: quoted-printable breaks long lines, and the link with them.
  const linkMailed = async () => {
    const mails = await Promise.all(readdirSync(MAIL_DIR).map((file) => simpleParser(readFileSync(path.join(MAIL_DIR, file)))));
    const mail = mails.find((candidate) => (Array.isArray(candidate.to) ? candidate.to[0] : candidate.to)?.value[0]?.address === email && /\/reuse\//.test(candidate.text ?? ''));
    return /http\S+\/reuse\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0] ?? '';
  };
  await expect.poll(linkMailed, { timeout: 15_000 }).not.toBe('');
  await page.goto(await linkMailed());
  await wizard.textbox('Date of Birth').fill(earlier.dob);
  await wizard.button('Continue').click();
  await wizard.textbox('Social Security Number').fill('123-45-6789');
  await wizard.button('Open my application').click();

  await expect(page.getByText("Your last application's answers are filled in.")).toBeVisible();
  await expect(wizard.heading).toContainText('NEXTCO');
  await expect(wizard.textbox('Applicant Name')).toHaveValue('Rowan Reused');
  await expect(wizard.textbox('Email')).toHaveValue(email);
  await fullPageScreenshotMidFlow(page, path.join(SCREENSHOT_DIR, `reuse-opened-${testInfo.project.name}.png`));

  // Step 4 offers the CDL's and the medical card's photos again: both are still valid.
  await wizard.goForwardTo(1, 4);
  for (const kind of ['cdl-front', 'cdl-back', 'medical-card'] as const) {
    await expect(wizard.documentBox(kind)).toContainText('From your last application and still valid');
    await expect(wizard.sentMark(kind)).toBeVisible();
  }
  await fullPageScreenshotMidFlow(page, path.join(SCREENSHOT_DIR, `reuse-documents-${testInfo.project.name}.png`));
});
