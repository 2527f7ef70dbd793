import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures/test';
import type { Wizard } from './fixtures/wizard';

/** docs/specification.md §4: "Check if NONE" fills the first row with NONE, clears rows 2–3, disables the inputs; unchecking clears all. */

const sections = [
  {
    step: 2,
    title: 'Accidents',
    columns: ['Dates', 'Nature of Accident', 'Fatalities', 'Injuries'],
    rows: [
      ['03/2023', 'Backing', '0', '0'],
      ['04/2022', 'Sideswipe', '0', '1'],
      ['05/2021', 'Jackknife', '0', '2'],
    ],
  },
  {
    step: 3,
    title: 'Traffic Convictions',
    columns: ['Date', 'State', 'Charge', 'Penalty'],
    rows: [
      ['06/2022', 'TX', 'Speeding', '$150'],
      ['07/2021', 'OK', 'Lane change', '$90'],
      ['08/2020', 'LA', 'Overweight', '$300'],
    ],
  },
] as const;

function cells(wizard: Wizard, columns: readonly string[], row: number): Locator[] {
  return columns.map((column) => wizard.textbox(`${column} ${row}`));
}

for (const section of sections) {
  test(`${section.title}: Check if NONE fills row 1 with NONE, clears and locks the rest; unchecking clears all`, async ({
    wizard,
    minimalApplicant,
  }) => {
    await wizard.open();
    await wizard.completeThrough(section.step - 1, minimalApplicant);
    const none = wizard.checkbox('Check if NONE');
    await expect(none).not.toBeChecked();

    for (const [index, values] of section.rows.entries()) {
      for (const [column, cell] of cells(wizard, section.columns, index + 1).entries()) await cell.fill(values[column]!);
    }

    await none.check();
    for (const cell of cells(wizard, section.columns, 1)) {
      await expect(cell).toHaveValue('NONE');
      await expect(cell).toBeDisabled();
    }
    for (const row of [2, 3]) {
      for (const cell of cells(wizard, section.columns, row)) {
        await expect(cell).toHaveValue('');
        await expect(cell).toBeDisabled();
      }
    }

    // NONE completes the step, and is still there when the applicant comes back.
    await wizard.advanceFrom(section.step);
    await wizard.back();
    await wizard.expectStep(section.step);
    await expect(none).toBeChecked();
    await expect(wizard.textbox(`${section.columns[0]} 1`)).toHaveValue('NONE');

    await none.uncheck();
    for (const row of [1, 2, 3]) {
      for (const cell of cells(wizard, section.columns, row)) {
        await expect(cell).toHaveValue('');
        await expect(cell).toBeEnabled();
      }
    }
    await wizard.expectNextRefused(section.step);
  });
}
