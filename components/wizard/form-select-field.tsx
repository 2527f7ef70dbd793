'use client';

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TextFieldName } from '@/lib/applicant/form-values';
import { requiredLabelSx } from './required-marker';
import { useFormField } from './use-form-field';

export type SelectOption = { value: string; label: string };

export type FormSelectFieldProps = {
  name: TextFieldName;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  /** Shown under the select until a validation message replaces it. */
  hint?: string;
  /** Adds a first option that leaves the answer unset, for selects that may stay empty. */
  emptyOptionLabel?: string;
  /** Runs after the value changed, e.g. to re-check a rule that spans several selects. */
  onValueChange?: (value: string) => void;
};

export function FormSelectField({
  name,
  label,
  options,
  required,
  hint,
  emptyOptionLabel,
  onValueChange,
}: FormSelectFieldProps) {
  const { field, change, message } = useFormField(name);
  return (
    <TextField
      select
      name={field.name}
      value={field.value}
      onChange={(event) => {
        change(event.target.value);
        onValueChange?.(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      sx={required ? requiredLabelSx : undefined}
      slotProps={{ select: { SelectDisplayProps: { 'aria-required': required || undefined } } }}
      error={Boolean(message)}
      helperText={message ?? hint}
    >
      {emptyOptionLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyOptionLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
