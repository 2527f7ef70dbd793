'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ApplicationFormValues } from '@/lib/applicant/form-values';

type WizardForm = UseFormReturn<ApplicationFormValues>;

const WizardFormContext = createContext<WizardForm | null>(null);

/**
 * The wizard's form for every step, in place of react-hook-form's FormProvider. That provider hands out a new value
 * whenever the form's state changes (right after hydration, when the answers first become dirty, …) and so
 * re-rendered every field each time. The object useForm returns is the same for the form's life; a component
 * subscribes to the state it shows itself (useController, useWatch, useFormState).
 */
export function WizardFormProvider({ form, children }: { form: WizardForm; children: ReactNode }) {
  return <WizardFormContext.Provider value={form}>{children}</WizardFormContext.Provider>;
}

export function useWizardForm(): WizardForm {
  const form = useContext(WizardFormContext);
  if (!form) throw new Error('useWizardForm is used outside the wizard (WizardFormProvider).');
  return form;
}
