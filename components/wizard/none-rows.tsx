'use client';

import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { AccidentRowField, TrafficRowField } from '@/lib/applicant/form-values';
import { NONE } from '@/lib/applicant/steps/order';
import type { GroupSpec } from '@/lib/applicant/steps/types';
import { RowFieldset, WideCell } from './row-fieldset';
import { StepField } from './step-field';
import { useFormField } from './use-form-field';
import { useWizardTranslator } from './use-wizard-translator';
import { useWizardForm } from './wizard-form';

type RowField = AccidentRowField | TrafficRowField;

export type NoneRowsProps = {
  noneField: 'accidentsNone' | 'trafficNone';
  /** The box's label, from the registry of steps. */
  noneLabel: string;
  /** The rows, their fields and what one row is called, from the registry of steps (lib/applicant/steps). */
  group: GroupSpec;
  /** Fields that take the full width on phones. */
  wide: readonly string[];
  desktopColumns: string;
};

const cellName = (base: string, row: number) => `${base}${row}` as RowField;

/**
 * Up to three rows with a "Check if NONE" box (docs/specification.md §4): checking fills the first row with NONE, empties the
 * others and locks them; unchecking empties every row.
 */
export function NoneRows({ noneField, noneLabel, group, wide, desktopColumns }: NoneRowsProps) {
  const columns = Object.entries(group.fields);
  const { setValue, clearErrors } = useWizardForm();
  const { field } = useFormField(noneField);
  const none = field.value;
  const t = useWizardTranslator('WizardSteps');

  const toggleNone = (checked: boolean) => {
    field.onChange(checked);
    const cells = group.numbers.flatMap((row) =>
      columns.map(([base]) => ({ name: cellName(base, row), value: checked && row === 1 ? NONE : '' })),
    );
    for (const { name, value } of cells) setValue(name, value, { shouldDirty: true });
    clearErrors(cells.map(({ name }) => name));
  };

  return (
    <Stack spacing={2}>
      <FormControlLabel
        label={noneLabel}
        control={
          <Checkbox
            name={field.name}
            checked={none}
            onChange={(event) => toggleNone(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
      />
      {group.numbers.map((row) => (
        <RowFieldset key={row} legend={t('rowEntry', { entryName: group.entryName, n: row })} desktopColumns={desktopColumns}>
          {columns.map(([base, spec]) => (
            <WideCell key={base} wide={wide.includes(base)}>
              <StepField
                name={cellName(base, row)}
                spec={spec}
                ariaLabel={t('rowField', { label: spec.label, n: row })}
                required={row === 1 && !none}
                disabled={none}
              />
            </WideCell>
          ))}
        </RowFieldset>
      ))}
    </Stack>
  );
}
