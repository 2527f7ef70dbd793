import type { Ref } from 'react';
import { requiredLabelSx } from './required-marker';

type BoundField = { name: string; value: string; onBlur: () => void };

/**
 * What each text input of the wizard passes its OutlinedTextField alike: the form's value and handlers, the label
 * marked when the answer is required, and the validation message in place of the hint.
 */
export function textFieldBinding(
  { field, message, change, inputRef }: { field: BoundField; message?: string; change: (text: string) => void; inputRef: Ref<HTMLInputElement> },
  { label, hint, required }: { label: string; hint?: string; required?: boolean },
) {
  return {
    name: field.name,
    value: field.value,
    onChange: (event: { target: { value: string } }) => change(event.target.value),
    onBlur: field.onBlur,
    inputRef,
    label,
    sx: required ? requiredLabelSx : undefined,
    error: Boolean(message),
    helperText: message ?? hint,
  };
}
