import { FIRST_EMPLOYER, makeApplicant } from './fixtures/applicant';
import { DIALOG, MSG } from './fixtures/messages';
import { expect, test } from './fixtures/test';

/** docs/specification.md §4: each step must be complete before Next moves on; the field says what is missing. */

test.describe('Next refuses an incomplete step and says why', () => {
  test('step 1 Basic Information: name, date of birth and SSN', async ({ wizard }) => {
    await wizard.open();
    await expect(wizard.backButton).toBeDisabled();
    const name = wizard.textbox('Applicant Name');
    const dob = wizard.textbox('Date of Birth');
    const ssn = wizard.textbox('Social Security Number');
    await expect(name).toHaveAccessibleDescription(/First and last name/);
    await expect(dob).toHaveAccessibleDescription(/mm\/dd\/yyyy, e\.g\. 05\/07\/1990/);
    await expect(ssn).toHaveAccessibleDescription(/000-00-0000/);

    await wizard.expectNextRefused(1);
    await wizard.expectFieldError(name, MSG.applicantName);
    await wizard.expectFieldError(dob, MSG.dob);
    await wizard.expectFieldError(ssn, MSG.ssn);
    await expect(name, 'focus moves to the first invalid field').toBeFocused();

    // Only the Social Security Number missing.
    await name.fill('Jane Roe');
    await dob.fill('05/07/1990');
    await wizard.expectNextRefused(1);
    await wizard.expectFieldError(ssn, MSG.ssn);
    await wizard.expectNoFieldError(name);
    await wizard.expectNoFieldError(dob);
    await expect(ssn).toBeFocused();

    await ssn.fill('123-45-6789');
    // Name, date of birth and SSN done; the 391.21 contact and address fields have their own spec.
    await wizard.expectNextRefused(1);
    await wizard.fillContact(makeApplicant());
    await wizard.advanceFrom(1);
  });

  test('step 2 Accidents: the first row, all four columns', async ({ wizard, minimalApplicant }) => {
    await wizard.open();
    await wizard.completeThrough(1, minimalApplicant);
    await wizard.expectNextRefused(2);
    await wizard.expectFieldError(wizard.textbox('Dates 1'), MSG.accidentDates);
    await wizard.expectFieldError(wizard.textbox('Nature of Accident 1'), MSG.accidentNature);
    await wizard.expectFieldError(wizard.textbox('Fatalities 1'), MSG.accidentFatalities);
    await wizard.expectFieldError(wizard.textbox('Injuries 1'), MSG.accidentInjuries);
    await expect(wizard.textbox('Dates 1')).toBeFocused();

    await wizard.textbox('Dates 1').fill('03/2023');
    await wizard.textbox('Nature of Accident 1').fill('Backing');
    await wizard.textbox('Fatalities 1').fill('0');
    await wizard.expectNextRefused(2);
    await wizard.expectFieldError(wizard.textbox('Injuries 1'), MSG.accidentInjuries);
    await wizard.expectNoFieldError(wizard.textbox('Dates 1'));

    await wizard.textbox('Injuries 1').fill('0');
    await wizard.advanceFrom(2);
  });

  test('step 3 Traffic Convictions: the first row, all four columns', async ({ wizard, minimalApplicant }) => {
    await wizard.open();
    await wizard.completeThrough(2, minimalApplicant);
    await wizard.expectNextRefused(3);
    await wizard.expectFieldError(wizard.textbox('Date 1'), MSG.trafficDate);
    await wizard.expectFieldError(wizard.textbox('State 1'), MSG.trafficState);
    await wizard.expectFieldError(wizard.textbox('Charge 1'), MSG.trafficCharge);
    await wizard.expectFieldError(wizard.textbox('Penalty 1'), MSG.trafficPenalty);
    await expect(wizard.textbox('Date 1')).toBeFocused();

    await wizard.fillTrafficRow(1, { date: '06/2022', state: 'TX', charge: 'Speeding', penalty: '' });
    await wizard.expectNextRefused(3);
    await wizard.expectFieldError(wizard.textbox('Penalty 1'), MSG.trafficPenalty);
    await wizard.textbox('Penalty 1').fill('$150 fine');
    await wizard.advanceFrom(3);
  });

  test('step 4 Driver licenses: state, license number, type and expiration (endorsement optional)', async ({
    wizard,
    minimalApplicant,
  }) => {
    await wizard.open();
    await wizard.completeThrough(3, minimalApplicant);
    await expect(wizard.textbox('Endorsement')).toHaveAccessibleDescription(/Endorsements, or NONE/);
    await expect(wizard.textbox('Expiration Date')).toHaveAccessibleDescription(/mm\/dd\/yyyy, or NONE/);
    await wizard.expectNextRefused(4);
    await wizard.expectFieldError(wizard.textbox('State'), MSG.licenseState);
    await wizard.expectFieldError(wizard.textbox('License No'), MSG.licenseNo);
    await wizard.expectFieldError(wizard.textbox('Type'), MSG.licenseType);
    await wizard.expectFieldError(wizard.textbox('Expiration Date'), MSG.licenseExpiration);
    await expect(wizard.textbox('State')).toBeFocused();

    await wizard.fillLicense({ state: 'TX', number: 'D1234567', type: 'A', expiration: 'NONE' });
    await wizard.advanceFrom(4);
  });

  test('step 5 Driving Experience has no rule: Next moves on with nothing filled', async ({ wizard, minimalApplicant }) => {
    await wizard.openAtStep(5, minimalApplicant);
    await wizard.advanceFrom(5);
  });

  test('step 6 Work history: at least one employer, and a typed entry must be complete', async ({
    page,
    wizard,
    minimalApplicant,
  }) => {
    await wizard.openAtStep(6, minimalApplicant);
    await wizard.expectNextRefused(6);
    await expect(page.getByText(MSG.workHistory)).toBeVisible();

    // An employer typed but the rest of the entry missing: not added, messages on the required inputs.
    await wizard.textbox('Employer').fill(FIRST_EMPLOYER.employer);
    await wizard.expectNextRefused(6);
    await wizard.expectFieldError(wizard.textbox('Street address'), MSG.streetAddress);
    await wizard.expectFieldError(wizard.textbox('City/State/Zip'), MSG.cityStateZip);
    await wizard.expectFieldError(wizard.textbox('Date from'), MSG.dateFrom);
    await wizard.expectFieldError(wizard.textbox('Date to'), MSG.dateTo);
    await wizard.expectFieldError(wizard.textbox('Position'), MSG.position);
    await wizard.expectNoFieldError(wizard.textbox('Salary'));
    await wizard.expectNoFieldError(wizard.textbox('Phone'));
    await expect(wizard.employerRows).toHaveCount(0);

    await wizard.fillEmployer(FIRST_EMPLOYER);
    await wizard.advanceFrom(6);
  });

  test('step 7 Served in the US Armed Forces: Yes or No must be chosen', async ({ wizard, minimalApplicant }) => {
    await wizard.openAtStep(7, minimalApplicant);
    await wizard.expectNextRefused(7);
    await wizard.expectFieldError(wizard.select('Served in the US Armed Forces'), MSG.army);
    await wizard.answerArmy({ served: 'No' });
    await wizard.advanceFrom(7);
  });

  test('step 8 Education: one of grade, high school or college', async ({ page, wizard, minimalApplicant }) => {
    await wizard.openAtStep(8, minimalApplicant);
    // docs/specification.md §9: grade 1 to 8, high school and college 1 to 4.
    for (const [select, last] of [['Highest Grade Completed', 8], ['Highschool', 4], ['College', 4]] as const) {
      await wizard.select(select).click();
      const numbers = Array.from({ length: last }, (_, index) => String(index + 1));
      await expect(page.getByRole('option', { name: /^\d+$/ })).toHaveText(numbers);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toHaveCount(0);
    }
    await wizard.textbox('Last School Attended').fill('Central High');
    await wizard.expectNextRefused(8);
    await expect(page.getByText(MSG.education)).toBeVisible();
    await wizard.choose('College', '1');
    await wizard.advanceFrom(8);
  });

  test('steps 9 and 10, the two policies: I Agree must be checked on each', async ({ page, wizard, minimalApplicant }) => {
    await wizard.openAtStep(9, minimalApplicant);
    await expect(page.getByRole('list').filter({ hasText: /police/i }).last().getByRole('listitem')).toHaveCount(11);
    await expect(wizard.checkbox('I Agree')).not.toBeChecked();
    await wizard.expectNextRefused(9);
    await wizard.expectFieldError(wizard.checkbox('I Agree'), MSG.agreement);
    await wizard.agree();
    await wizard.advanceFrom(9);

    await expect(page.getByText(/\$2,750/).first()).toBeVisible();
    await expect(wizard.checkbox('I Agree'), 'the step 9 agreement does not carry over').not.toBeChecked();
    await wizard.expectNextRefused(10);
    await wizard.expectFieldError(wizard.checkbox('I Agree'), MSG.agreement);
    await wizard.agree();
    await wizard.advanceFrom(10);
  });

  test('step 11 signature: Finish with a blank or cleared pad sends nothing', async ({
    page,
    wizard,
    minimalApplicant,
    submissions,
  }) => {
    await wizard.openAtStep(11, minimalApplicant);
    await wizard.finishButton.click();
    await expect(page.getByText(MSG.signature)).toBeVisible();
    await wizard.expectStep(11);

    await wizard.sign();
    await wizard.button('Clear').click();
    await wizard.finishButton.click();
    await expect(page.getByText(MSG.signature)).toBeVisible();
    await wizard.expectStep(11);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(submissions).toHaveLength(0);

    await wizard.sign();
    await wizard.finishButton.click();
    await expect(wizard.dialog(DIALOG.success.title)).toContainText(DIALOG.success.text);
    expect(submissions).toHaveLength(1);
  });
});
