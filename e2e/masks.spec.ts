import type { Locator, Page } from '@playwright/test';
import { storedApplicants } from './fixtures/db';
import { DIALOG } from './fixtures/messages';
import { expect, test } from './fixtures/test';

/**
 * Masked inputs: however the digits arrive — fast typing, a paste, text inserted in one go, or `fill()`
 * (what browser autofill does) — the field ends up showing the formatted value, and that is what gets stored.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

type Masked = { label: string; digits: string; formatted: string };

async function empty(field: Locator): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Backspace');
  await expect(field).toHaveValue(/^[^0-9]*$/); // no digits left (a mask may keep its placeholder)
}

/** Copies `text` to the clipboard the way a person would: type it somewhere, select it, Ctrl+C. */
async function copyToClipboard(page: Page, scratch: Locator, text: string): Promise<void> {
  const before = await scratch.inputValue();
  await scratch.fill(text);
  await scratch.press('ControlOrMeta+A');
  await scratch.press('ControlOrMeta+C');
  await scratch.fill(before);
}

/**
 * Every way of entering the digits; ends with fast typing, so the form holds the fast-typed value. Soft
 * assertions: one run reports every field and every way that goes wrong.
 */
async function expectMasked(page: Page, field: Locator, masked: Masked, scratch: Locator): Promise<void> {
  const { digits, formatted, label } = masked;

  await empty(field);
  await copyToClipboard(page, scratch, digits);
  await field.click();
  await field.press('ControlOrMeta+V');
  await expect.soft(field, `${label}: pasted digits`).toHaveValue(formatted);

  await empty(field);
  await page.keyboard.insertText(digits);
  await expect.soft(field, `${label}: digits inserted in one go`).toHaveValue(formatted);

  await field.fill(digits);
  await expect.soft(field, `${label}: fill() with digits (autofill)`).toHaveValue(formatted);

  await field.fill(formatted);
  await expect.soft(field, `${label}: fill() with the formatted value (autofill)`).toHaveValue(formatted);

  await empty(field);
  await field.pressSequentially(`${digits}99`, { delay: 0 });
  await expect.soft(field, `${label}: fast typing (extra digits ignored)`).toHaveValue(formatted);
  await field.blur();
  await expect(field, `${label}: still formatted after leaving the field`).toHaveValue(formatted);
}

test('masked inputs format typed, pasted and autofilled digits, and the fast-typed values are stored', async ({
  wizard,
  minimalApplicant: applicant,
}) => {
  const page = wizard.page;
  const DOB: Masked = { label: 'Date of Birth', digits: '05071990', formatted: '05/07/1990' };
  const SSN: Masked = { label: 'Social Security Number', digits: '587654321', formatted: '587-65-4321' };
  const PHONE: Masked = { label: 'Phone', digits: '5559876543', formatted: '(555) 987-6543' };
  const dates = (from: string, to: string): Masked[] => [
    { label: 'Date From', digits: from.replaceAll('/', ''), formatted: from },
    { label: 'Date To', digits: to.replaceAll('/', ''), formatted: to },
  ];
  const armyDates = dates('02/03/2004', '03/04/2006');
  const schoolDates = dates('09/01/1996', '06/01/2000');

  await wizard.open();
  const name = wizard.textbox('Applicant Name');
  await expectMasked(page, wizard.textbox(DOB.label), DOB, name);
  await expectMasked(page, wizard.textbox(SSN.label), SSN, name);
  await name.fill(applicant.name);
  await wizard.fillContact(applicant);
  // The form holds the fast-typed values: the step is accepted and they are still there on return.
  await wizard.advanceFrom(1);
  await wizard.back();
  await wizard.expectStep(1);
  await expect(wizard.textbox(DOB.label)).toHaveValue(DOB.formatted);
  await expect(wizard.textbox(SSN.label)).toHaveValue(SSN.formatted);
  await wizard.advanceFrom(1);
  for (const n of [2, 3, 4, 5]) {
    await wizard.fillStep(n, applicant);
    await wizard.advanceFrom(n);
  }

  await wizard.fillEmployer({ ...applicant.employers[0]!, phone: undefined });
  await expectMasked(page, wizard.textbox(PHONE.label), PHONE, wizard.textbox('Salary'));
  await wizard.advanceFrom(6);

  await wizard.choose('Served in the US Armed Forces', 'Yes');
  for (const masked of armyDates) await expectMasked(page, wizard.textbox(masked.label), masked, wizard.textbox('Branch'));
  await wizard.advanceFrom(7);

  await wizard.choose('Highest Grade Completed', '8');
  for (const masked of schoolDates) {
    await expectMasked(page, wizard.textbox(masked.label), masked, wizard.textbox('Last School Attended'));
  }
  await wizard.advanceFrom(8);
  for (const n of [9, 10]) {
    await wizard.fillStep(n, applicant);
    await wizard.advanceFrom(n);
  }
  await wizard.fillStep(11, applicant);
  await wizard.finishButton.click();
  await expect(wizard.dialog(DIALOG.success.title)).toContainText(DIALOG.success.text);

  const [row] = storedApplicants(applicant.name);
  expect(row).toMatchObject({
    dob: DOB.formatted,
    ssnLast4: '4321',
    phone1: PHONE.formatted,
    armyFrom: armyDates[0]!.formatted,
    armyTo: armyDates[1]!.formatted,
    schoolFrom: schoolDates[0]!.formatted,
    schoolTo: schoolDates[1]!.formatted,
  });
});

test('a phone number given with the country code keeps its own 10 digits', async ({ wizard }) => {
  await wizard.open();
  const phone = wizard.textbox('Phone');
  await phone.fill('+1 555 123 4567');
  await expect(phone, 'autofilled as +1 …').toHaveValue('(555) 123-4567');
  await empty(phone);
  await wizard.page.keyboard.insertText('15559876543');
  await expect(phone, 'pasted with a leading 1').toHaveValue('(555) 987-6543');
  await empty(phone);
  await phone.pressSequentially('1-555-246-8100', { delay: 0 });
  await expect(phone, 'typed with a leading 1-').toHaveValue('(555) 246-8100');
});
