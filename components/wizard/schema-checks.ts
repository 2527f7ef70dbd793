import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import type { ApplicationFormValues } from '@/lib/applicant/form-values';
import { toApplicantPayload } from '@/lib/applicant/payload';
import { documentFromAnswers } from '@/lib/applicant/application-document';
import { startedFromToSend } from '@/components/application-file/started-from-store';
import { applicantSchema } from '@/lib/applicant/schema';
import { activeStepSchema } from '@/lib/applicant/step-schemas';
import { stepOfPayloadName } from '@/lib/applicant/steps';
import { pageLocale, validationParseOptions } from '@/lib/i18n/validation-language';
import { screeningAnswersSchema } from '@/lib/screening/answer-rules';
import { firstUnanswered, sentScreeningAnswers, type WizardScreening } from '@/lib/screening/wizard-screening';
import { submitApplication as send, type ApplicationPayload, type SubmitOutcome } from '@/lib/applicant/submit-application';
import { stepIndex } from '@/lib/applicant/steps/order';
import { consentActions, consentButtonId, CONSENT_LIST_ID, consentsToSend, missingConsents } from '@/components/consents/consent-store';
import { documentActions, documentIdsToSend, missingDocuments } from '@/components/documents/document-store';

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
 * The application document for the API, checked with the API's own rules, with what travels beside it: the answers to the
 * carrier's screening questions and the background-check consents of step 11 (docs/consents.md), never inside the
 * form. `stepToFix` is step 1 while a screening question shown there is unanswered, else the step of the first
 * answer the API would refuse (the registry's step that asks for it, lib/applicant/steps), else step 11 while a
 * consent is missing, or -1 when there is nothing to fix.
 */
export function checkedPayload(
  values: ApplicationFormValues,
  compCode: string,
  screening?: WizardScreening,
  shownPage?: string,
): { payload: ApplicationPayload; stepToFix: number } {
  const answers = toApplicantPayload(values, compCode);
  const check = applicantSchema.safeParse(answers);
  const consents = consentsToSend();
  const payload: ApplicationPayload = {
    // The application document (docs/api.md), checked above as the flat answers it maps to: the same rules.
    ...documentFromAnswers(answers),
    ...(screening && { screening: sentScreeningAnswers(screening, values.screening) }),
    ...(shownPage && { shownPage }),
    ...(consents && { consents }),
    // Step 4's documents, uploaded one by one before: only their ids travel with the answers.
    documents: documentIdsToSend(),
    ...(startedFromToSend() && { startedFrom: startedFromToSend() }),
  };
  if (screening && firstUnanswered(screening, values.screening)) return { payload, stepToFix: 0 };
  if (!check.success) return { payload, stepToFix: stepOfPayloadName(String(check.error.issues[0]?.path[0] ?? '')) };
  if (missingDocuments(values.medicalCardMissing === true).length > 0) {
    documentActions.showMissing();
    return { payload, stepToFix: stepIndex('driver-license') };
  }
  return { payload, stepToFix: consentsMissing() ? stepIndex('signature') : -1 };
}

/**
 * Whether a consent of step 11 is not agreed to as shown (or the list could not be loaded): the list then says so,
 * and the focus goes to the first one missing (Finish's check of the step's own boxes and pad has passed).
 */
function consentsMissing(): boolean {
  const missing = missingConsents();
  if (missing && missing.length === 0) return false;
  consentActions.showMissing();
  document.getElementById(missing?.[0] ? consentButtonId(missing[0].consent) : CONSENT_LIST_ID)?.focus();
  return true;
}

/**
 * Sending the application, needed only at Finish, after these checks: it travels with them, off the first load. A
 * refusal of the consents (the carrier's changed since step 11 loaded them) has step 11 load them again.
 */
export async function submitApplication(...args: Parameters<typeof send>): Promise<SubmitOutcome> {
  const outcome = await send(...args);
  if (!outcome.ok && outcome.consentsRefused) {
    consentActions.refused(outcome.changedConsents ?? []);
    // Step 11 is showing: its list says what changed, and the applicant agrees again there.
    document.getElementById(CONSENT_LIST_ID)?.focus();
  }
  return outcome;
}
