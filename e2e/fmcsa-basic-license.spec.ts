import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { monthsAgo, type Address } from './fixtures/applicant';
import { SCREENSHOT_DIR } from './fixtures/paths';
import { expectNoSeriousViolations } from './fixtures/page-checks';
import { expect, test } from './fixtures/test';
import type { Wizard } from './fixtures/wizard';

/**
 * 49 CFR 391.21 on steps 1 and 4: phone, email and the home addresses of the last 3 years; whether a
 * license was ever denied, suspended or revoked. The messages are
 * written out on purpose (see fixtures/messages.ts).
 */

const MSG = {
  phone: 'Phone Required.',
  street: 'Street Address Required.',
  city: 'City Required.',
  state: 'State Required.',
  zip: 'ZIP Code Required.',
  movedIn: 'Moved In Required.',
  coverage: (since: string) =>
    `You moved in less than 3 years ago: add the addresses where you lived before, back to ${since} at least.`,
  yesNo: 'Please answer Yes or No.',
  deniedReason: 'Explain what happened: which license, when, and why.',
} as const;

const PREVIOUS_INSTRUCTION =
  'If you moved in less than 3 years ago, list the addresses where you lived before, most recent first, back 3 years.';

const DALLAS: Address = { street: '9 Elm Ave', city: 'Dallas', state: 'TX', zip: '75201-1234', movedIn: monthsAgo(48) };

/** screenshots/fmcsa-<viewport width>-<name>.png, the whole page. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? testInfo.project.use.viewport?.width;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `fmcsa-${width}-${name}.png`), fullPage: true });
}

function coverageAlert(wizard: Wizard, since: string) {
  // Filtered by its text: Next.js has an (empty) route announcer with the alert role too.
  return wizard.page.getByRole('alert').filter({ hasText: MSG.coverage(since) });
}

test.describe('391.21 on step 1 and step 4', () => {
  test('step 1: Next refuses each missing item, asks for 3 years of addresses, then proceeds', async ({
    wizard,
    applicant,
  }, testInfo) => {
    const page = wizard.page;
    await wizard.open();
    const fields = {
      phone: wizard.textbox('Phone'),
      street: wizard.textbox('Street Address'),
      city: wizard.textbox('City'),
      state: wizard.textbox('State'),
      zip: wizard.textbox('ZIP Code'),
      movedIn: wizard.textbox('Moved In'),
    };
    await expect(page.getByRole('heading', { level: 3, name: 'Current home address' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Previous addresses' })).toBeVisible();
    await expect(page.getByText(PREVIOUS_INSTRUCTION, { exact: true })).toBeVisible();
    await expect(fields.phone).toHaveAccessibleDescription('(000) 000-0000');
    await expect(fields.zip).toHaveAccessibleDescription('00000 or 00000-0000');
    await expect(fields.movedIn).toHaveAccessibleDescription('MM/YYYY, the month you moved in');
    await expect(wizard.textbox('Email')).toHaveAttribute('type', 'email');
    for (const field of Object.values(fields)) await expect(field).toHaveAttribute('aria-required', 'true');
    await expect(wizard.textbox('Email')).not.toHaveAttribute('aria-required', 'true');

    await wizard.textbox('Applicant Name').fill(applicant.name);
    await wizard.textbox('Date of Birth').fill(applicant.dob);
    await wizard.textbox('Social Security Number').fill(applicant.ssn);
    await wizard.expectNextRefused(1);
    for (const [key, field] of Object.entries(fields)) await wizard.expectFieldError(field, MSG[key as keyof typeof fields]);
    await wizard.expectNoFieldError(wizard.textbox('Email'));
    await expect(fields.phone, 'focus moves to the first missing item').toBeFocused();

    // One missing at a time: each is refused on its own.
    const values = { phone: '(555) 010-2030', street: '12 Oak St', city: 'Houston', state: 'tx', zip: '77002', movedIn: monthsAgo(60) };
    for (const key of Object.keys(fields) as (keyof typeof fields)[]) {
      for (const [other, field] of Object.entries(fields)) await field.fill(other === key ? '' : values[other as keyof typeof fields]);
      await wizard.expectNextRefused(1);
      await wizard.expectFieldError(fields[key], MSG[key]);
      await expect(fields[key]).toBeFocused();
    }
    await expect(fields.state, 'the state is upper-cased as typed').toHaveValue('TX');
    await fields.zip.fill('770021234');
    await expect(fields.zip, 'ZIP+4 gets its hyphen').toHaveValue('77002-1234');

    // Moved in a year ago, no previous address: the list says how far back it must go.
    await fields.movedIn.fill(monthsAgo(12));
    await wizard.expectNextRefused(1);
    await expect(coverageAlert(wizard, monthsAgo(36))).toBeVisible();

    await wizard.addPreviousAddressButton.click();
    await expect(wizard.previousAddressField(1, 'Street Address'), 'the new entry gets focus').toBeFocused();
    await wizard.fillPreviousAddress(1, { ...DALLAS, movedIn: monthsAgo(30) });
    await wizard.expectNextRefused(1);
    await expect(coverageAlert(wizard, monthsAgo(36)), 'still short of 3 years').toBeVisible();
    await wizard.previousAddressField(1, 'Moved In').fill(DALLAS.movedIn);
    await expect(coverageAlert(wizard, monthsAgo(36)), 'gone once the addresses reach back').toHaveCount(0);

    await wizard.textbox('Email').fill(applicant.email ?? '');
    await expectNoSeriousViolations(page, 'step 1 with a previous address');
    await shot(page, testInfo, 'step1');
    await wizard.advanceFrom(1);

    // Back keeps the entry.
    await wizard.back();
    await wizard.expectStep(1);
    await expect(wizard.previousAddressGroups).toHaveCount(1);
    await expect(wizard.previousAddressField(1, 'Moved In')).toHaveValue(DALLAS.movedIn);
    await expect(wizard.previousAddressField(1, 'ZIP Code')).toHaveValue(DALLAS.zip);
  });

  test('step 1: at most 3 previous addresses, each complete and earlier than the next; Remove', async ({
    wizard,
    applicant,
  }) => {
    await wizard.open();
    await wizard.fillBasic({ ...applicant, address: { ...applicant.address, movedIn: monthsAgo(6) } });

    // An added address must be given whole.
    await wizard.addPreviousAddressButton.click();
    await wizard.expectNextRefused(1);
    await wizard.expectFieldError(wizard.previousAddressField(1, 'Street Address'), MSG.street);
    await wizard.expectFieldError(wizard.previousAddressField(1, 'City'), MSG.city);
    await wizard.expectFieldError(wizard.previousAddressField(1, 'State'), MSG.state);
    await wizard.expectFieldError(wizard.previousAddressField(1, 'ZIP Code'), MSG.zip);
    await wizard.expectFieldError(wizard.previousAddressField(1, 'Moved In'), MSG.movedIn);
    await expect(coverageAlert(wizard, monthsAgo(36))).toBeVisible();

    const cities = ['Dallas', 'Austin', 'El Paso'];
    await wizard.fillPreviousAddress(1, { ...DALLAS, city: cities[0]!, movedIn: monthsAgo(12) });
    await wizard.addPreviousAddress({ ...DALLAS, city: cities[1]!, movedIn: monthsAgo(24) });
    await expect(wizard.addPreviousAddressButton).toBeVisible();
    await wizard.addPreviousAddress({ ...DALLAS, city: cities[2]!, movedIn: monthsAgo(30) });
    await expect(wizard.previousAddressGroups).toHaveCount(3);
    await expect(wizard.addPreviousAddressButton, 'hidden at 3 entries').toHaveCount(0);

    // A previous Moved In must be earlier than the next address's.
    await wizard.previousAddressField(3, 'Moved In').fill(monthsAgo(24));
    await wizard.expectNextRefused(1);
    await wizard.expectNoFieldError(wizard.previousAddressField(2, 'Moved In'));
    await wizard.expectFieldError(
      wizard.previousAddressField(3, 'Moved In'),
      `Moved In must be before ${monthsAgo(24)}, when you moved to the next address.`,
    );

    // Remove the second: the third moves up, and the add button is back (and focused).
    await wizard.button('Remove previous address 2').click();
    await expect(wizard.previousAddressGroups).toHaveCount(2);
    await expect(wizard.previousAddressField(1, 'City')).toHaveValue(cities[0]!);
    await expect(wizard.previousAddressField(2, 'City')).toHaveValue(cities[2]!);
    await expect(wizard.addPreviousAddressButton).toBeFocused();

    await wizard.previousAddressField(2, 'Moved In').fill(monthsAgo(40));
    await wizard.advanceFrom(1);
    await wizard.back();
    await expect(wizard.previousAddressGroups).toHaveCount(2);
    await wizard.button('Remove previous address 1').click();
    await wizard.button('Remove previous address 1').click();
    await expect(wizard.previousAddressGroups).toHaveCount(0);
    await wizard.expectNextRefused(1);
    await expect(coverageAlert(wizard, monthsAgo(36))).toBeVisible();
  });

  test('step 4: the license-denied question is required, and Yes needs an explanation', async ({
    wizard,
    minimalApplicant,
  }, testInfo) => {
    const page = wizard.page;
    await wizard.open();
    await wizard.completeThrough(3, minimalApplicant);
    await wizard.textbox('State').fill('TX');
    await wizard.textbox('License No').fill('D1234567');
    await wizard.textbox('Type').fill('Class A CDL');
    await wizard.textbox('Expiration Date').fill('12/31/2027');

    const question = wizard.licenseDeniedQuestion;
    await expect(question).toHaveAttribute('aria-required', 'true');
    await expect(question.getByRole('radio')).toHaveCount(2);
    await expect(wizard.textbox('Explanation'), 'asked only after a Yes').toHaveCount(0);
    await wizard.expectNextRefused(4);
    await expect(question).toHaveAttribute('aria-invalid', 'true');
    await expect(question).toHaveAccessibleDescription(MSG.yesNo);
    await expect(question.getByRole('radio', { name: 'Yes' }), 'focus moves to the question').toBeFocused();

    await question.getByRole('radio', { name: 'Yes', exact: true }).check();
    const explanation = wizard.textbox('Explanation');
    await expect(explanation).toBeVisible();
    await expect(explanation).toHaveAccessibleDescription('Which license, when, and why');
    await expect(explanation).toHaveAttribute('aria-required', 'true');
    await expect(explanation).toHaveAttribute('maxlength', '300');
    await expect(question).not.toHaveAttribute('aria-invalid', 'true');
    await wizard.expectNextRefused(4);
    await wizard.expectFieldError(explanation, MSG.deniedReason);
    await expect(explanation).toBeFocused();

    await explanation.fill('Texas CDL suspended in 03/2019 for 30 days: an unpaid speeding ticket, paid since.');
    await wizard.expectNoFieldError(explanation);
    // The medical card and the documents (docs/documents.md), then the whole step checked by axe.
    await wizard.textbox('Medical card expiration date').fill('03/31/2027');
    await wizard.textbox('Examiner’s National Registry number').fill('2468013579');
    await wizard.attachDocuments(['cdl-front', 'cdl-back', 'medical-card']);
    await expectNoSeriousViolations(page, 'step 4 with Yes and an explanation');
    await shot(page, testInfo, 'step4');
    await wizard.advanceFrom(4);

    await wizard.back();
    await wizard.expectStep(4);
    await expect(question.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
    await expect(explanation).toHaveValue(/^Texas CDL suspended/);

    // No hides the explanation and drops it: a later Yes starts empty.
    await wizard.answerLicenseDenied();
    await question.getByRole('radio', { name: 'Yes', exact: true }).check();
    await expect(explanation).toHaveValue('');
    await wizard.answerLicenseDenied();
    await wizard.advanceFrom(4);
  });
});
