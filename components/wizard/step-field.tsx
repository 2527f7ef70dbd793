'use client';

import type { TextFieldName } from '@/lib/applicant/form-values';
import type { FieldSpec } from '@/lib/applicant/steps/types';
import { FormTextField } from './form-text-field';
import { MaskedTextField } from './masked-text-field';

export type StepFieldProps = {
  name: TextFieldName;
  /** The field's entry in the registry of steps (lib/applicant/steps): label, hint, mask, … */
  spec: FieldSpec;
  /** The accessible name when the label alone is ambiguous (the same label in several rows or entries). */
  ariaLabel?: string;
  /** Overrides the spec's `required` (the rows after the first of a table, a row locked by NONE). */
  required?: boolean;
  disabled?: boolean;
};

/** A text input as the registry describes it: masked when it has a mask, plain otherwise. */
export function StepField({ name, spec, ariaLabel, required = spec.required, disabled }: StepFieldProps) {
  if (spec.mask) {
    return (
      <MaskedTextField
        name={name}
        label={spec.label}
        mask={spec.mask}
        hint={spec.hint}
        ariaLabel={ariaLabel}
        required={required}
        autoComplete={spec.autoComplete}
      />
    );
  }
  return (
    <FormTextField
      name={name}
      label={spec.label}
      hint={spec.hint}
      ariaLabel={ariaLabel}
      required={required}
      disabled={disabled}
      autoComplete={spec.autoComplete}
      uppercase={spec.uppercase}
      inputMode={spec.numeric ? 'numeric' : undefined}
      type={spec.input === 'email' ? 'email' : undefined}
    />
  );
}
