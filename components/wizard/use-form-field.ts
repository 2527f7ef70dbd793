'use client';

import { useController, type FieldPath, type FieldPathValue } from 'react-hook-form';
import type { ApplicationFormValues } from '@/lib/applicant/form-values';
import { useWizardForm } from './wizard-form';

/**
 * Binds one input to the wizard's form. A field that already shows a message is re-checked on every change, so
 * the message goes away as soon as the input is fixed, not only after it loses focus.
 */
export function useFormField<N extends FieldPath<ApplicationFormValues>>(name: N) {
  const { control, trigger } = useWizardForm();
  const { field, fieldState } = useController({ control, name });

  const change = (value: FieldPathValue<ApplicationFormValues, N>) => {
    field.onChange(value);
    // Touched fields are re-validated by react-hook-form itself (mode onTouched).
    if (fieldState.invalid && !fieldState.isTouched) void trigger(name);
  };

  return { field, fieldState, change, message: fieldState.error?.message };
}
