import { FIRST_EMPLOYER, SECOND_EMPLOYER, THIRD_EMPLOYER } from './fixtures/applicant';
import { expect, test } from './fixtures/test';
import { WORK_INSTRUCTION } from './fixtures/wizard';

test('work history: add up to three employers, the add button hides at three and returns after a delete', async ({
  page,
  wizard,
  minimalApplicant,
}) => {
  await wizard.openAtStep(6, minimalApplicant);
  await expect(page.getByText(WORK_INSTRUCTION, { exact: true })).toBeVisible();

  // The add button waits for a complete entry.
  await expect(wizard.addWorkButton).toBeDisabled();
  await wizard.textbox('Employer').fill(FIRST_EMPLOYER.employer);
  await expect(wizard.addWorkButton, 'an employer alone is not a complete entry').toBeDisabled();
  await wizard.fillEmployer(FIRST_EMPLOYER);
  await expect(wizard.addWorkButton).toBeEnabled();
  await wizard.textbox('Position').clear();
  await expect(wizard.addWorkButton, 'disabled again when a required input is emptied').toBeDisabled();
  await wizard.textbox('Position').fill(FIRST_EMPLOYER.position);

  await wizard.addWorkButton.click();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: '#' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Employer' })).toBeVisible();
  await expect(wizard.employerRows).toHaveCount(1);
  await expect(wizard.employerRows.nth(0).getByRole('cell').nth(0)).toHaveText('1');
  await expect(wizard.employerRows.nth(0).getByRole('cell').nth(1)).toHaveText(FIRST_EMPLOYER.employer);
  await expect(wizard.textbox('Employer'), 'the form is reset after adding').toHaveValue('');
  await expect(wizard.textbox('Phone')).toHaveValue('');

  await wizard.addEmployer(SECOND_EMPLOYER);
  await expect(wizard.addWorkButton).toBeVisible();
  await wizard.addEmployer(THIRD_EMPLOYER);
  await expect(wizard.employerRows).toHaveCount(3);
  await expect(wizard.employerRows.nth(1)).toContainText(SECOND_EMPLOYER.employer);
  await expect(wizard.employerRows.nth(2)).toContainText(THIRD_EMPLOYER.employer);
  await expect(wizard.addWorkButton, 'at most 3 employers').toHaveCount(0);

  await wizard.button(`Delete employer ${SECOND_EMPLOYER.employer}`).click();
  await expect(wizard.employerRows).toHaveCount(2);
  await expect(wizard.employerRows.nth(0)).toContainText(FIRST_EMPLOYER.employer);
  await expect(wizard.employerRows.nth(1)).toContainText(THIRD_EMPLOYER.employer);
  await expect(wizard.employerRows.nth(1).getByRole('cell').nth(0)).toHaveText('2');
  await expect(page.getByRole('table').getByText(SECOND_EMPLOYER.employer)).toHaveCount(0);
  await expect(wizard.addWorkButton).toBeVisible();

  // With entries listed and an empty form, Next moves on; the list is still there on the way back.
  await wizard.advanceFrom(6);
  await wizard.back();
  await wizard.expectStep(6);
  await expect(wizard.employerRows).toHaveCount(2);
});

test('work history: Next with a typed employer adds it and moves on', async ({ wizard, minimalApplicant }) => {
  await wizard.openAtStep(6, minimalApplicant);
  await wizard.fillEmployer(FIRST_EMPLOYER);
  await wizard.advanceFrom(6);
  await wizard.back();
  await wizard.expectStep(6);
  await expect(wizard.employerRows).toHaveCount(1);
  await expect(wizard.employerRows.nth(0)).toContainText(FIRST_EMPLOYER.employer);
  await expect(wizard.textbox('Employer')).toHaveValue('');
});
