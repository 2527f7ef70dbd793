import { expect, test } from './fixtures/test';

const DETAILS = ['Branch', 'Rank at Discharge', 'Date From', 'Date To', 'Experience while serving'];

test('army: Yes shows branch, rank, dates and experience; No hides them', async ({ wizard, minimalApplicant }) => {
  await wizard.openAtStep(7, minimalApplicant);
  const served = wizard.select('Served in the US Armed Forces');
  await served.click();
  await expect(wizard.page.getByRole('option')).toHaveText(['Yes', 'No']);
  await wizard.page.keyboard.press('Escape');

  for (const label of DETAILS) await expect(wizard.textbox(label)).toBeHidden();

  await wizard.choose('Served in the US Armed Forces', 'Yes');
  for (const label of DETAILS) await expect(wizard.textbox(label)).toBeVisible();

  await wizard.choose('Served in the US Armed Forces', 'No');
  for (const label of DETAILS) await expect(wizard.textbox(label)).toBeHidden();
  await wizard.advanceFrom(7);

  await wizard.back();
  await wizard.expectStep(7);
  await expect(served).toHaveText('No');
  await wizard.choose('Served in the US Armed Forces', 'Yes');
  for (const label of DETAILS) await expect(wizard.textbox(label)).toBeVisible();
});
