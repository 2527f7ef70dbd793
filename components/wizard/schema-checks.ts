import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import {
  activeStepSchema,
  stepFieldNames,
  toApplicantPayload,
  WORK_HISTORY_STEP,
  type ApplicationFormValues,
} from '@/lib/applicant/form';
import { applicantSchema, WORK_FIELD_BASES, type Applicant } from '@/lib/applicant/schema';

/**
 * Every use the wizard makes of the zod schema, in one module that the browser loads on demand
 * (`loadSchemaChecks`): zod and the schema are a third of the wizard's script, and step 1 can be shown and typed
 * into without them. The wizard starts fetching this module as soon as it runs, so it is there by the first check.
 */

/**
 * One form spans all steps, but only the active step's schema may judge it: earlier steps are done, later ones
 * are not reached yet. `raw` keeps the form's own values (a step schema would strip everything but its own fields).
 */
export function resolveStep(step: number, ...[values, context, options]: Parameters<Resolver<ApplicationFormValues>>) {
  const schema = activeStepSchema(step, values) as z.core.$ZodType<unknown, ApplicationFormValues>;
  return zodResolver(schema, undefined, { raw: true })(values, context, options);
}

/** The step that owns a payload field; employer1..3 and the like come from the work-history list. */
function stepOfPayloadField(field: string): number {
  const step = stepFieldNames.findIndex((names) => (names as string[]).includes(field));
  if (step >= 0) return step;
  // Lists held in the form travel as numbered slots: previous addresses belong to step 1, earlier jobs to step 6.
  if (field.startsWith('prev')) return 0;
  return field.startsWith('earlier') || WORK_FIELD_BASES.some((base) => field.startsWith(base)) ? WORK_HISTORY_STEP : -1;
}

/**
 * The flat payload for the API, checked with the API's own schema: `stepToFix` is the step of the first answer
 * the API would refuse, or -1 when there is none.
 */
export function checkedPayload(values: ApplicationFormValues, compCode: string): { payload: Applicant; stepToFix: number } {
  const payload = toApplicantPayload(values, compCode);
  const check = applicantSchema.safeParse(payload);
  return { payload, stepToFix: check.success ? -1 : stepOfPayloadField(String(check.error.issues[0]?.path[0] ?? '')) };
}
