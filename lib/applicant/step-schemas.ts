import * as z from 'zod/mini';
import { groupFieldRule, requireDeclared, requireEntry, requireFirstRow, wizardFieldRule } from './field-rules';
import { isWorkDraftEmpty } from './field-path';
import type { ApplicationFormValues, FormFieldName } from './form-values';
import { refined, type RuleContext } from './rules';
import { groupSlots } from './steps/field-facts';
import { entryName } from './steps/field-kinds';
import { fieldsOf, ORDERED_STEPS, STEPS } from './steps';
import { stepIndex, type StepId } from './steps/order';
import { STEP_RULES } from './steps/step-rules';
import type { FieldSpecs, GroupSpec, StepSpec } from './steps/types';
import { say, withMessage } from './validation-message';

/**
 * The wizard's schema of each step, derived from its declaration (lib/applicant/steps) and its cross-field rules:
 * the same field rules as the API's (./schema.ts), over the form's values (lists as lists, boxes as booleans), with
 * what only the wizard requires.
 */

type Shape = Record<string, z.core.$ZodType>;
type Values = Record<string, unknown>;

/** A list entry's fields as the form names them (suffix 1). */
const entryShape = (fields: FieldSpecs): Shape =>
  Object.fromEntries(Object.entries(fields).map(([base, spec]) => [entryName(base), groupFieldRule(base, spec)]));

/** The bounds of a list: at most one entry per slot of the payload; at least one when the group says so. */
function listRule(group: GroupSpec) {
  const max = group.numbers.length;
  return z.array(z.object({ id: z.string(), ...entryShape(group.fields) })).check(
    ...(group.atLeastOne ? [withMessage(z.minLength(1), say(group.atLeastOne))] : []),
    group.tooMany ? withMessage(z.maxLength(max), say(group.tooMany, { max: String(max) })) : z.maxLength(max),
  );
}

function stepShape(step: StepSpec): Shape {
  const shape: Shape = {};
  for (const [name, spec] of fieldsOf(step)) shape[name] = wizardFieldRule(name, spec);
  for (const [groupName, group] of Object.entries(step.groups ?? {})) {
    if (group.held === 'list') {
      shape[groupName] = listRule(group);
      continue;
    }
    if (group.noneBox) shape[group.noneBox] = z.boolean();
    for (const { name, base, spec } of groupSlots(group)) shape[name] = groupFieldRule(base, spec);
  }
  return shape;
}

/**
 * A step's rules over the form: its declared requirements (what only the wizard requires, a table's first row
 * unless NONE), its own rules, then each entry of its lists, given whole (an entry the applicant added is one
 * they give).
 */
function stepRule(step: StepSpec, values: Values, context: RuleContext) {
  requireDeclared(step.fields ?? {}, values, context, 'wizard');
  for (const group of Object.values(step.groups ?? {})) requireFirstRow(group, values, context);
  const rules = STEP_RULES[step.id];
  rules?.both?.(values, context);
  rules?.wizard?.(values, context);
  for (const [groupName, group] of Object.entries(step.groups ?? {})) {
    if (group.held !== 'list') continue;
    ((values[groupName] ?? []) as Values[]).forEach((entry, index) => {
      const names = { nameOf: entryName, pathOf: (name: string) => [groupName, index, name] };
      requireEntry(group.fields, entry, context, { side: 'wizard', ...names });
      rules?.entry?.[groupName]?.(entry, context, names);
    });
  }
}

const stepSchema = (step: StepSpec) => refined(z.object(stepShape(step)), (values, context) => stepRule(step, values, context));

/** The wizard's schema of each step, by step id; each validates only its own fields of the form. */
export const STEP_SCHEMAS = Object.fromEntries(ORDERED_STEPS.map((step) => [step.id, stepSchema(step)])) as Record<
  StepId,
  z.ZodMiniObject
>;

/** In wizard order (index 0 is step 1). */
export const stepSchemas = ORDERED_STEPS.map((step) => STEP_SCHEMAS[step.id]);

/** The field names each step owns, derived from its schema so a new field cannot be forgotten. */
export const stepFieldNames: FormFieldName[][] = stepSchemas.map((schema) => Object.keys(schema.shape) as FormFieldName[]);

/** Index of the work-history step, whose entry form is validated apart from the list it feeds. */
export const WORK_HISTORY_STEP = stepIndex('work-history');

const workEntries = STEPS['work-history'].groups.workEntries;

/** The entry being typed on the work-history step, validated when it is added to the list: an entry given whole. */
export const workDraftSchema = refined(z.object(entryShape(workEntries.fields)), (entry, context) =>
  requireEntry(workEntries.fields, entry, context, { side: 'wizard', nameOf: entryName, pathOf: (name) => [name] }),
);

const workStepWithDraft = z.extend(STEP_SCHEMAS['work-history'], { [workEntries.typedEntry]: workDraftSchema });

/**
 * The schema the wizard validates against while `step` is active. On the work-history step the entry being
 * typed is validated too, but only once something is typed into it and the list still has room for it.
 */
export function activeStepSchema(step: number, values: ApplicationFormValues): z.ZodMiniType {
  if (step !== WORK_HISTORY_STEP) return stepSchemas[step] ?? stepSchemas[0]!;
  const draftCounts = !isWorkDraftEmpty(values.workDraft) && values.workEntries.length < workEntries.numbers.length;
  return draftCounts ? workStepWithDraft : STEP_SCHEMAS['work-history'];
}
