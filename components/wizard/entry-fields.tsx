'use client';

import type { TextFieldName } from '@/lib/applicant/form-values';
import { entryName } from '@/lib/applicant/steps/field-kinds';
import type { FieldSpec, GroupSpec } from '@/lib/applicant/steps/types';
import { GridCell, type FieldComponent } from './declared-fields';
import { FieldGrid } from './field-grid';

type EntryFieldsProps = {
  group: GroupSpec;
  /** Where the entry's fields are held: `previousAddresses.0`, `workDraft`. */
  path: string;
  Field: FieldComponent;
  /** Each input's name when every entry has the same labels, by field. */
  ariaLabel?: (field: string, spec: FieldSpec) => string;
  /** Space above the grid, under an entry's legend. */
  spaced?: boolean;
};

/** The fields of one entry of a list group, as declared, in the step's grid; a wide field takes a row of its own. */
export function EntryFields({ group, path, Field, ariaLabel, spaced }: EntryFieldsProps) {
  return (
    <FieldGrid sx={spaced ? { mt: 1 } : undefined}>
      {Object.entries(group.fields).map(([base, spec]) => (
        <GridCell key={base} spec={spec}>
          <Field name={`${path}.${entryName(base)}` as TextFieldName} field={base} spec={spec} ariaLabel={ariaLabel?.(base, spec)} />
        </GridCell>
      ))}
    </FieldGrid>
  );
}
