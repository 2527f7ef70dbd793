'use client';

import type { Ref } from 'react';
import { IMaskInput } from 'react-imask';
import type { TextFieldName } from '@/lib/applicant/form';
import { OutlinedTextField } from './outlined-text-field';
import { requiredLabelSx } from './required-marker';
import { useFormField } from './use-form-field';

/** Digit patterns; the separators are kept in the stored value, as the API expects (SPEC §5). */
const MASKS = {
  date: '00/00/0000',
  ssn: '000-00-0000',
  phone: '(000) 000-0000',
  /** Five digits, or ZIP+4: the hyphen comes with the sixth digit. */
  zip: '00000[-0000]',
  monthYear: '00/0000',
} as const;

export type MaskKind = keyof typeof MASKS;

type MaskInputProps = {
  mask: string;
  name: string;
  ref?: Ref<HTMLInputElement>;
  onChange: (event: { target: { name: string; value: string } }) => void;
};

/**
 * Puts react-imask in place of MUI's <input>. IMask owns the element's value and reformats each keystroke,
 * paste or autofill synchronously inside the input event, so fast typing cannot race React; the formatted
 * value is reported through `onAccept`, which is what MUI's (and the form's) onChange receive.
 */
function MaskInput({ mask, onChange, ref, ...inputProps }: MaskInputProps) {
  return (
    <IMaskInput
      {...inputProps}
      mask={mask}
      inputRef={ref}
      onAccept={(value: string) => onChange({ target: { name: inputProps.name, value } })}
    />
  );
}

export type MaskedTextFieldProps = {
  name: TextFieldName;
  label: string;
  mask: MaskKind;
  hint?: string;
  /** The accessible name when the visible label alone is ambiguous (the same field in several list entries). */
  ariaLabel?: string;
  required?: boolean;
  autoComplete?: string;
};

export function MaskedTextField({
  name,
  label,
  mask,
  hint,
  ariaLabel,
  required,
  autoComplete = 'off',
}: MaskedTextFieldProps) {
  const { field, change, message } = useFormField(name);
  return (
    <OutlinedTextField
      name={field.name}
      value={field.value}
      onChange={(event) => change(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      sx={required ? requiredLabelSx : undefined}
      autoComplete={autoComplete}
      error={Boolean(message)}
      helperText={message ?? hint}
      slotProps={{
        input: { inputComponent: MaskInput as never },
        htmlInput: {
          mask: MASKS[mask],
          inputMode: mask === 'phone' ? 'tel' : 'numeric',
          'aria-label': ariaLabel,
          'aria-required': required || undefined,
        },
      }}
    />
  );
}
