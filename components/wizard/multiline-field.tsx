'use client';

import type { TextFieldName } from '@/lib/applicant/form-values';
import { useFieldMaxLength } from './form-facts';
import { OutlinedTextField } from './outlined-text-field';
import { textFieldBinding } from './text-field-binding';
import { useFormField } from './use-form-field';

type MultilineFieldProps = { name: TextFieldName; label: string; hint?: string; required: boolean };

/** Several lines of free text (an explanation). */
export function MultilineField({ name, label, hint, required }: MultilineFieldProps) {
  const { field, change, message } = useFormField(name);
  const maxLength = useFieldMaxLength(name);
  return (
    <OutlinedTextField
      {...textFieldBinding({ field, message, change, inputRef: field.ref }, { label, hint, required })}
      fullWidth
      multiline
      minRows={3}
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength, 'aria-required': required || undefined } }}
    />
  );
}
