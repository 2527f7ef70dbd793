import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import type { ApplicationFormValues } from '@/lib/applicant/form-values';
import { toApplicantPayload } from '@/lib/applicant/payload';
import { applicantSchema, type Applicant } from '@/lib/applicant/schema';
import { activeStepSchema } from '@/lib/applicant/step-schemas';
import { stepOfPayloadName } from '@/lib/applicant/steps';
import { pageLocale, validationParseOptions } from '@/lib/i18n/validation-language';
import { screeningAnswersSchema } from '@/lib/screening/answer-rules';
import { firstUnanswered, sentScreeningAnswers, type WizardScreening } from '@/lib/screening/wizard-screening';

// Sending the application is needed only at Finish, after these checks: it travels with them, off the first load.
export { submitApplication } from '@/lib/applicant/submit-application';

/**
 * Every use the wizard makes of the zod schema, in one module that the browser loads on demand
 * (`loadSchemaChecks`): zod and the schema are a third of the wizard's script, and step 1 can be shown and typed
 * into without them. The wizard starts fetching this module as soon as it runs, so it is there by the first check.
 */

/**
 * One form spans all steps, but only the active step's schema may judge it: earlier steps are done, later ones
 * are not reached yet. `raw` keeps the form's own values (a step schema would strip everything but its own fields).
 * The messages are in the page's language (`lang`); the Spanish ones are fetched with the first check of a Spanish
 * page, and should that fetch fail, the check still runs, in English.
 */
export async function resolveStep(
  step: number,
  lang: string,
  ...[values, context, options]: Parameters<Resolver<ApplicationFormValues>>
) {
  const schema = withScreeningAnswers(activeStepSchema(step, values), options.names) as z.core.$ZodType<unknown, ApplicationFormValues>;
  const language = await validationParseOptions(pageLocale(lang)).catch(() => undefined);
  return zodResolver(schema, language, { raw: true })(values, context, options);
}

/**
 * The carrier's screening questions are answers of step 1 (lib/screening/server/wizard-screening.ts names them among
 * its fields, `screening.<key>`): those being checked must be answered (lib/screening/answer-rules.ts).
 */
function withScreeningAnswers(schema: z.ZodMiniType, names: readonly string[] | undefined): z.ZodMiniType {
  const keys = (names ?? []).filter((name) => name.startsWith('screening.')).map((name) => name.slice('screening.'.length));
  return keys.length === 0 ? schema : z.intersection(schema, screeningAnswersSchema(keys));
}

/**
 * The flat payload for the API, checked with the API's own schema, with the answers to the carrier's screening
 * questions beside it: `stepToFix` is the step of the first answer the API would refuse (the registry's step that
 * asks for it, lib/applicant/steps), step 1 while a question shown there is unanswered, or -1 when there is none.
 */
export function checkedPayload(
  values: ApplicationFormValues,
  compCode: string,
  screening?: WizardScreening,
): { payload: Applicant; stepToFix: number } {
  const payload = toApplicantPayload(values, compCode);
  const check = applicantSchema.safeParse(payload);
  const stepToFix = check.success ? -1 : stepOfPayloadName(String(check.error.issues[0]?.path[0] ?? ''));
  if (!screening) return { payload, stepToFix };
  return {
    payload: { ...payload, screening: sentScreeningAnswers(screening, values.screening) } as Applicant,
    stepToFix: firstUnanswered(screening, values.screening) ? 0 : stepToFix,
  };
}
