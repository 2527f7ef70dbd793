'use client';

import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { AccidentRowField, TrafficRowField } from '@/lib/applicant/form';
import { NONE, ROW_NUMBERS } from '@/lib/applicant/schema';
import { FormTextField } from './form-text-field';
import { RowFieldset, WideCell } from './row-fieldset';
import { useFormField } from './use-form-field';
import { useWizardForm } from './wizard-form';

type RowField = AccidentRowField | TrafficRowField;
type RowFieldBase = RowField extends `${infer Base}${1 | 2 | 3}` ? Base : never;

export type RowColumn = {
  /** Field name without the row number, e.g. "accidentDates". */
  base: RowFieldBase;
  label: string;
  /** Full width on phones. */
  wide?: boolean;
  uppercase?: boolean;
};

export type NoneRowsProps = {
  noneField: 'accidentsNone' | 'trafficNone';
  rowLegend: string;
  columns: readonly RowColumn[];
  desktopColumns: string;
};

const cellName = (base: RowFieldBase, row: (typeof ROW_NUMBERS)[number]): RowField => `${base}${row}`;

/**
 * Up to three rows with a "Check if NONE" box (SPEC §4): checking fills the first row with NONE, empties the
 * others and locks them; unchecking empties every row.
 */
export function NoneRows({ noneField, rowLegend, columns, desktopColumns }: NoneRowsProps) {
  const { setValue, clearErrors } = useWizardForm();
  const { field } = useFormField(noneField);
  const none = field.value;

  const toggleNone = (checked: boolean) => {
    field.onChange(checked);
    const cells = ROW_NUMBERS.flatMap((row) =>
      columns.map((column) => ({ name: cellName(column.base, row), value: checked && row === 1 ? NONE : '' })),
    );
    for (const { name, value } of cells) setValue(name, value, { shouldDirty: true });
    clearErrors(cells.map(({ name }) => name));
  };

  return (
    <Stack spacing={2}>
      <FormControlLabel
        label="Check if NONE"
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
      {ROW_NUMBERS.map((row) => (
        <RowFieldset key={row} legend={`${rowLegend} ${row}`} desktopColumns={desktopColumns}>
          {columns.map((column) => (
            <WideCell key={column.base} wide={column.wide}>
              <FormTextField
                name={cellName(column.base, row)}
                label={column.label}
                ariaLabel={`${column.label} ${row}`}
                required={row === 1 && !none}
                disabled={none}
                uppercase={column.uppercase}
              />
            </WideCell>
          ))}
        </RowFieldset>
      ))}
    </Stack>
  );
}
