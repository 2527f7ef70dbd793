'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { maxLengthKey } from '@/lib/applicant/field-path';
import type { FormFacts } from '@/lib/applicant/form-facts';

const FormFactsContext = createContext<FormFacts | null>(null);

/** The schema's facts the wizard draws its fields with (lib/applicant/form-facts.ts `formFacts`, computed on the server). */
export function FormFactsProvider({ facts, children }: { facts: FormFacts; children: ReactNode }) {
  return <FormFactsContext.Provider value={facts}>{children}</FormFactsContext.Provider>;
}

export function useFormFacts(): FormFacts {
  const facts = useContext(FormFactsContext);
  if (!facts) throw new Error('useFormFacts is used outside the wizard (FormFactsProvider).');
  return facts;
}

/** The schema's length limit for a text input, for its `maxLength` (undefined when it has none). */
export function useFieldMaxLength(name: string): number | undefined {
  return useFormFacts().maxLengths[maxLengthKey(name)];
}
