import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { activeStepSchema, type ApplicationFormValues } from '@/lib/applicant/form';

/**
 * One form spans all steps, but only the active step's schema may judge it: earlier steps are done, later ones
 * are not reached yet. The resolver reads the step at validation time, so it never has to be replaced, and a
 * step change is seen at once, before React re-renders. `raw` keeps the form's own values (a step schema would
 * strip everything but its own fields).
 */
export function createStepResolver() {
  let activeStep = 0;
  const resolver: Resolver<ApplicationFormValues> = (values, context, options) => {
    const schema = activeStepSchema(activeStep, values) as z.core.$ZodType<unknown, ApplicationFormValues>;
    return zodResolver(schema, undefined, { raw: true })(values, context, options);
  };
  return {
    resolver,
    getStep: () => activeStep,
    setStep: (step: number) => {
      activeStep = step;
    },
  };
}
