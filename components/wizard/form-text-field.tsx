'use client';

import type { TextFieldName } from '@/lib/applicant/form';
import { useFieldMaxLength } from './form-facts';
import { OutlinedTextField } from './outlined-text-field';
import { requiredLabelSx } from './required-marker';
import { useFormField } from './use-form-field';

export type FormTextFieldProps = {
  name: TextFieldName;
  label: string;
  /** Shown under the input until a validation message replaces it. */
  hint?: string;
  /** The accessible name when the visible label alone is ambiguous (e.g. "Dates 1" in a row labelled "Dates"). */
  ariaLabel?: string;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  /** Upper-cases as the applicant types: state codes are stored as "TX", however they are typed. */
  uppercase?: boolean;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel';
};

export function FormTextField({
  name,
  label,
  hint,
  ariaLabel,
  required,
  disabled,
  autoComplete = 'off',
  uppercase,
  inputMode,
}: FormTextFieldProps) {
  const { field, change, message } = useFormField(name);
  const maxLength = useFieldMaxLength(name);
  return (
    <OutlinedTextField
      name={field.name}
      value={field.value}
      onChange={(event) => change(uppercase ? event.target.value.toUpperCase() : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      sx={required ? requiredLabelSx : undefined}
      disabled={disabled}
      autoComplete={autoComplete}
      error={Boolean(message)}
      helperText={message ?? hint}
      slotProps={{
        htmlInput: {
          maxLength,
          'aria-label': ariaLabel,
          'aria-required': required || undefined,
          inputMode,
          autoCapitalize: uppercase ? 'characters' : undefined,
        },
      }}
    />
  );
}
