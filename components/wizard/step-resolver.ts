import type { Resolver } from 'react-hook-form';
import type { ApplicationFormValues } from '@/lib/applicant/form-values';

/** The schema checks, fetched once; the wizard calls this as soon as it runs so they are there by the first check. */
export const loadSchemaChecks = () => import('./schema-checks');

/**
 * One form spans all steps, but only the active step's schema may judge it (components/wizard/schema-checks.ts).
 * The resolver reads the step at validation time, so it never has to be replaced, and a step change is seen at
 * once, before React re-renders.
 */
export function createStepResolver() {
  let activeStep = 0;
  const resolver: Resolver<ApplicationFormValues> = async (...args) => {
    const step = activeStep;
    // The messages in the page's language: <html lang>, which the server set from the applicant's choice.
    return (await loadSchemaChecks()).resolveStep(step, document.documentElement.lang, ...args);
  };
  return {
    resolver,
    getStep: () => activeStep,
    setStep: (step: number) => {
      activeStep = step;
    },
  };
}
