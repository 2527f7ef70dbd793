'use client';

import type { TextFieldName } from '@/lib/applicant/form-values';
import { useFieldMaxLength } from './form-facts';
import { OutlinedTextField } from './outlined-text-field';
import { requiredLabelSx } from './required-marker';
import { useFormField } from './use-form-field';

type MultilineFieldProps = { name: TextFieldName; label: string; hint?: string; required: boolean };

/** Several lines of free text (an explanation). */
export function MultilineField({ name, label, hint, required }: MultilineFieldProps) {
  const { field, change, message } = useFormField(name);
  const maxLength = useFieldMaxLength(name);
  return (
    <OutlinedTextField
      name={field.name}
      value={field.value}
      onChange={(event) => change(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      sx={required ? requiredLabelSx : undefined}
      fullWidth
      multiline
      minRows={3}
      autoComplete="off"
      error={Boolean(message)}
      helperText={message ?? hint}
      slotProps={{ htmlInput: { maxLength, 'aria-required': required || undefined } }}
    />
  );
}
