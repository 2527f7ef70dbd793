'use client';

import type { TextFieldName } from '@/lib/applicant/form-values';
import { useFieldMaxLength } from './form-facts';
import { OutlinedTextField } from './outlined-text-field';
import { textFieldBinding } from './text-field-binding';
import { useEarlyTyping } from './use-early-typing';
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
  /** An email input: phones show the keyboard with @, and browsers offer the saved address. */
  type?: 'email';
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
  type,
}: FormTextFieldProps) {
  const { field, change, message } = useFormField(name);
  const fromInput = (text: string) => change(uppercase ? text.toUpperCase() : text);
  const inputRef = useEarlyTyping(field, fromInput);
  const maxLength = useFieldMaxLength(name);
  return (
    <OutlinedTextField
      type={type}
      {...textFieldBinding({ field, message, change: fromInput, inputRef }, { label, hint, required })}
      disabled={disabled}
      autoComplete={autoComplete}
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
