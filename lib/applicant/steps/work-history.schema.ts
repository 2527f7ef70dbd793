import * as z from 'zod/mini';
import { monthIndex } from '../residence';
import {
  optionalMonthYear,
  optionalPhone,
  optionalText,
  preprocess,
  refined,
  requireFields,
  requiredMessage,
  requiredText,
  text,
  yesNo,
  YES_NO_REQUIRED,
  type FieldPath,
  type RuleContext,
} from '../rules';
import { englishMessage, reissue, say, withMessage } from '../validation-message';
import { ROW_NUMBERS } from './order';

/**
 * Step 6's rules: up to three employers (docs/specification.md §3–§5), each with the two answers
 * 49 CFR 391.21(b)(10) asks, and the commercial driving jobs of the 7 years before ((b)(11)).
 */

type Values = Record<string, unknown>;

export const MAX_WORK_ENTRIES = 3;
export const MAX_EARLIER_JOBS = 7;
export const WORK_HISTORY_REQUIRED_MESSAGE = englishMessage({ key: 'employerRequired' });

/** One employer, named as the form holds a work entry (suffix 1). */
export const workEntryShape = {
  employer1: requiredText('employer', 50),
  address1: requiredText('employerStreetAddress', 50, 'streetAddress'),
  city_St_Zip1: requiredText('employerCityStateZip', 50, 'employerCityStateZipcode'),
  empFrom1: requiredText('employedFrom', 10, 'dateFrom'),
  empTo1: requiredText('employedTo', 10, 'dateTo'),
  position1: requiredText('position', 50),
  salary1: optionalText('salary', 10),
  contact1: optionalText('contact', 50),
  phone1: optionalPhone,
  reason1: optionalText('reasonLeaving', 50),
  // 391.21(b)(10): optional on the API (the original client never asked them), required of each entry in the wizard.
  fmcsr1: yesNo(),
  drugTest1: yesNo(),
};

export const workEntrySchema = z.object({ id: z.optional(z.string()), ...workEntryShape });
export type WorkEntry = z.output<typeof workEntrySchema>;
type StripSuffixOne<K> = K extends `${infer Base}1` ? Base : never;
export type WorkFieldBase = StripSuffixOne<keyof typeof workEntryShape>;
export type WorkSlotField = `${WorkFieldBase}${(typeof ROW_NUMBERS)[number]}`;
export const WORK_FIELD_BASES = Object.keys(workEntryShape).map((key) => key.slice(0, -1)) as WorkFieldBase[];

/** The flat payload carries entries as employer1..3, address1..3, …; slots 2 and 3 may be empty. */
const workSlotText = preprocess((value) => (value === null || value === undefined ? '' : value), z.string());
export const workSlotsShape = Object.fromEntries(
  ROW_NUMBERS.flatMap((n) => WORK_FIELD_BASES.map((base) => [`${base}${n}`, workSlotText])),
) as unknown as Record<WorkSlotField, z.core.$ZodType<string, unknown>>;

/** Reads slot `n` of the flat payload as a work entry (suffix 1 names). */
export function workSlot(values: Values, n: number): Record<string, unknown> {
  return Object.fromEntries(WORK_FIELD_BASES.map((base) => [`${base}1`, values[`${base}${n}`]]));
}

/** Slot 1 is required (at least one employer); a slot with anything in it must be a complete entry. */
export function workSlotsRule(values: Values, context: RuleContext) {
  for (const n of ROW_NUMBERS) {
    const slot = workSlot(values, n);
    const isUsed = Object.values(slot).some((value) => text(value) !== '');
    if (n > 1 && !isUsed) continue;
    const result = workEntrySchema.safeParse(slot);
    for (const issue of result.error?.issues ?? []) {
      const base = String(issue.path[0]).slice(0, -1);
      context.addIssue(reissue(issue, [`${base}${n}`]));
    }
  }
}

/** An earlier driving job (391.21(b)(11)), named as the form holds it (suffix 1). */
export const earlierJobShape = {
  earlierEmployer1: optionalText('employer', 50),
  earlierAddress1: optionalText('address', 100),
  earlierFrom1: optionalMonthYear('dateFrom'),
  earlierTo1: optionalMonthYear('dateTo'),
  earlierPosition1: optionalText('position', 50),
  earlierReason1: optionalText('reasonForLeaving', 50),
  earlierFmcsr1: yesNo(),
  earlierDrugTest1: yesNo(),
};

const EARLIER_JOB_MESSAGES = {
  earlierEmployer1: requiredMessage('employer'),
  earlierAddress1: requiredMessage('address'),
  earlierFrom1: requiredMessage('dateFrom'),
  earlierTo1: requiredMessage('dateTo'),
  earlierPosition1: requiredMessage('position'),
  earlierReason1: requiredMessage('reasonForLeaving'),
  earlierFmcsr1: YES_NO_REQUIRED,
  earlierDrugTest1: YES_NO_REQUIRED,
};

/** An earlier job that is given at all is given whole (wizard and API alike). */
export function requireEarlierJob(job: Values, context: RuleContext, pathOf: FieldPath) {
  requireFields(job, context, EARLIER_JOB_MESSAGES, pathOf);
  const [from, to] = [monthIndex(text(job.earlierFrom1)), monthIndex(text(job.earlierTo1))];
  if (from !== null && to !== null && to < from) {
    context.addIssue({ code: 'custom', path: pathOf('earlierTo1'), params: say('periodOrder') });
  }
}

/** The two Yes/No answers of 391.21(b)(10), asked of every employer in the wizard. */
function workEntryAnswersRule(entry: Values, context: RuleContext, pathOf: FieldPath) {
  requireFields(entry, context, { fmcsr1: YES_NO_REQUIRED, drugTest1: YES_NO_REQUIRED }, pathOf);
}

const workEntryInForm = z.object({ id: z.string(), ...workEntryShape });
export const earlierJobInForm = z.object({ id: z.string(), ...earlierJobShape });

/** The wizard's step 6: the employer list (at least one) and the earlier jobs, each entry complete. */
export const workHistoryStepSchema = refined(
  z.object({
    workEntries: z
      .array(workEntryInForm)
      .check(
        withMessage(z.minLength(1), say('employerRequired')),
        withMessage(z.maxLength(MAX_WORK_ENTRIES), say('tooManyEmployers', { max: String(MAX_WORK_ENTRIES) })),
      ),
    earlierJobs: z
      .array(earlierJobInForm)
      .check(withMessage(z.maxLength(MAX_EARLIER_JOBS), say('tooManyEarlierJobs', { max: String(MAX_EARLIER_JOBS) }))),
  }),
  (values, context) => {
    values.workEntries.forEach((entry, index) =>
      workEntryAnswersRule(entry, context, (field) => ['workEntries', index, field]),
    );
    values.earlierJobs.forEach((job, index) => requireEarlierJob(job, context, (field) => ['earlierJobs', index, field]));
  },
);

/** The entry being typed on the work-history step, validated when it is added to the list. */
export const workDraftSchema = refined(z.object(workEntryShape), (entry, context) =>
  workEntryAnswersRule(entry, context, (field) => [field]),
);
