import 'server-only';
import * as z from 'zod/mini';
import { defaultFormValues, type ApplicationFormValues } from '@/lib/applicant/form-values';
import { stepSchemas, workDraftSchema } from '@/lib/applicant/step-schemas';
import { fieldsOf, ORDERED_STEPS } from '@/lib/applicant/steps';
import { fieldMessages } from '@/lib/applicant/schema';
import { reissue, say, withMessage } from '@/lib/applicant/validation-message';
import type { ParseOptions } from '@/lib/i18n/validation-language';
import { screeningDraftAnswers } from '@/lib/screening/server/draft-answers';

/**
 * What a saved draft holds: the wizard's own form state, checked with the wizard's own rules (the step schemas of
 * lib/applicant/step-schemas.ts), so there is one set of rules. A draft may be incomplete: a value left empty is fine, but
 * every value present must be one the wizard would accept on that field, within its limit, so a draft cannot be
 * used to store junk. The rules that tie fields together (a complete first row, three years of addresses) are the
 * steps' business and only decide how far the applicant got (`stepsDone`).
 */

/** Never saved (declared so): the SSN is typed again and the signature drawn again when the applicant comes back. */
export const NEVER_SAVED = ORDERED_STEPS.flatMap((step) => fieldsOf(step).filter(([, spec]) => spec.neverSaved).map(([name]) => name));
const neverSaved = new Set<string>(NEVER_SAVED);

type AnyRule = z.core.$ZodType;

/** A text answer that is either empty or valid by `rule`; its messages are the rule's own. */
function whenPresent(rule: AnyRule) {
  return z.string().check(
    z.superRefine((value: string, context) => {
      if (value.trim() === '') return;
      for (const issue of z.safeParse(rule, value).error?.issues ?? []) {
        context.addIssue(reissue(issue, issue.path));
      }
    }),
  );
}

/** The largest length a list rule allows (its max_length check), so a draft's lists are bounded as the form's. */
function maxItemsOf(rule: AnyRule): number {
  const limits = (rule._zod.def.checks ?? [])
    .map((check) => check._zod.def)
    .filter((def): def is z.core.$ZodCheckMaxLengthDef => def.check === 'max_length')
    .map((def) => def.maximum);
  if (limits.length === 0) throw new Error('A list of the form has no length limit');
  return Math.min(...limits);
}

/** A field rule of a step schema, made draft-shaped: text when present, booleans as they are, lists item by item. */
function draftRule(rule: AnyRule): AnyRule {
  const def = rule._zod.def as { type: string; element?: AnyRule; shape?: Record<string, AnyRule> };
  if (def.type === 'boolean') return z.boolean();
  if (def.type === 'array' && def.element) {
    return z.array(draftRule(def.element)).check(withMessage(z.maxLength(maxItemsOf(rule)), say('tooManyEntries')));
  }
  if (def.type === 'object' && def.shape) return draftObject(def.shape);
  return whenPresent(rule);
}

function draftObject(shape: Record<string, AnyRule>) {
  return z.object(
    Object.fromEntries(
      Object.entries(shape)
        .filter(([name]) => !neverSaved.has(name))
        // A list entry's id is the form's own key for it (lib/applicant/random-id.ts).
        .map(([name, rule]) => [name, name === 'id' ? z.string().check(z.maxLength(64)) : z.optional(draftRule(rule))]),
    ),
  );
}

/**
 * Every field of every step, plus the work entry being typed on step 6 and the answers to the carrier's screening
 * questions (lib/screening: checked against the questions only when the application is sent); unknown fields are
 * dropped.
 */
export const draftAnswersSchema = z.extend(
  draftObject({
    ...Object.assign({}, ...stepSchemas.map((schema) => schema.shape)),
    workDraft: workDraftSchema,
  }),
  { screening: z.optional(screeningDraftAnswers) },
);

export type DraftAnswers = Partial<Omit<ApplicationFormValues, 'ssn' | 'signature' | 'signature64'>>;

export type DraftCheck = { ok: true; answers: DraftAnswers } | { ok: false; fields: Record<string, string> };

/** `options`: the language of the messages (lib/i18n/validation-language.ts), English without. */
export function checkDraftAnswers(input: unknown, options?: ParseOptions): DraftCheck {
  const parsed = draftAnswersSchema.safeParse(input, options);
  return parsed.success ? { ok: true, answers: parsed.data as DraftAnswers } : { ok: false, fields: fieldMessages(parsed.error) };
}

/** The whole form state of a draft: its answers over the empty form (the SSN and signature empty). */
export function draftFormValues(answers: DraftAnswers): ApplicationFormValues {
  return { ...defaultFormValues(), ...answers } as ApplicationFormValues;
}

/**
 * How many steps are complete, in stepper order: the wizard resumes at the first one that is not. A step counts
 * only once the applicant has gone past it (`reachedStep`, the step they saved on): a step with nothing required,
 * such as Driving Experience, is not done just because it was never opened. The SSN and the signature are never in
 * a draft, so their absence alone does not hold a step back (they are asked for again).
 */
export function completedSteps(answers: DraftAnswers, reachedStep: number = stepSchemas.length): number {
  return Math.min(reachedStep, validSteps(answers));
}

function validSteps(answers: DraftAnswers): number {
  const values = draftFormValues(answers);
  const done = stepSchemas.findIndex((schema) => {
    const issues = schema.safeParse(values).error?.issues ?? [];
    return issues.some((issue) => !neverSaved.has(String(issue.path[0])));
  });
  return done === -1 ? stepSchemas.length : done;
}
