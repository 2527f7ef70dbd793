import * as z from 'zod/mini';
import { monthIndex } from '../residence';
import {
  optionalMonthYear,
  optionalPhone,
  optionalText,
  preprocess,
  refined,
  requireFields,
  requiredText,
  text,
  yesNo,
  YES_NO_MESSAGE,
  type FieldPath,
  type RuleContext,
} from '../rules';
import { ROW_NUMBERS } from './order';

/**
 * Step 6's rules: up to three employers (docs/specification.md §3–§5), each with the two answers
 * 49 CFR 391.21(b)(10) asks, and the commercial driving jobs of the 7 years before ((b)(11)).
 */

type Values = Record<string, unknown>;

export const MAX_WORK_ENTRIES = 3;
export const MAX_EARLIER_JOBS = 7;
export const WORK_HISTORY_REQUIRED_MESSAGE = 'Add at least one employer.';

/** One employer, named as the form holds a work entry (suffix 1). */
export const workEntryShape = {
  employer1: requiredText('Employer Required.', 'Employer', 50),
  address1: requiredText('Street Address Required.', 'Street address', 50),
  city_St_Zip1: requiredText('City State Zipcode Required.', 'City/State/Zip', 50),
  empFrom1: requiredText('Date From Required.', 'Date from', 10),
  empTo1: requiredText('Date To Required.', 'Date to', 10),
  position1: requiredText('Position Required.', 'Position', 50),
  salary1: optionalText('Salary/Wage', 10),
  contact1: optionalText('Contact', 50),
  phone1: optionalPhone,
  reason1: optionalText('Reason leaving', 50),
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
      context.addIssue({ code: 'custom', path: [`${base}${n}`], message: issue.message });
    }
  }
}

/** An earlier driving job (391.21(b)(11)), named as the form holds it (suffix 1). */
export const earlierJobShape = {
  earlierEmployer1: optionalText('Employer', 50),
  earlierAddress1: optionalText('Address', 100),
  earlierFrom1: optionalMonthYear('Date From'),
  earlierTo1: optionalMonthYear('Date To'),
  earlierPosition1: optionalText('Position', 50),
  earlierReason1: optionalText('Reason for leaving', 50),
  earlierFmcsr1: yesNo(),
  earlierDrugTest1: yesNo(),
};

const EARLIER_JOB_MESSAGES = {
  earlierEmployer1: 'Employer Required.',
  earlierAddress1: 'Address Required.',
  earlierFrom1: 'Date From Required.',
  earlierTo1: 'Date To Required.',
  earlierPosition1: 'Position Required.',
  earlierReason1: 'Reason for leaving Required.',
  earlierFmcsr1: YES_NO_MESSAGE,
  earlierDrugTest1: YES_NO_MESSAGE,
} as const;

/** An earlier job that is given at all is given whole (wizard and API alike). */
export function requireEarlierJob(job: Values, context: RuleContext, pathOf: FieldPath) {
  requireFields(job, context, EARLIER_JOB_MESSAGES, pathOf);
  const [from, to] = [monthIndex(text(job.earlierFrom1)), monthIndex(text(job.earlierTo1))];
  if (from !== null && to !== null && to < from) {
    context.addIssue({ code: 'custom', path: pathOf('earlierTo1'), message: 'Date To cannot be before Date From.' });
  }
}

/** The two Yes/No answers of 391.21(b)(10), asked of every employer in the wizard. */
function workEntryAnswersRule(entry: Values, context: RuleContext, pathOf: FieldPath) {
  requireFields(entry, context, { fmcsr1: YES_NO_MESSAGE, drugTest1: YES_NO_MESSAGE }, pathOf);
}

const workEntryInForm = z.object({ id: z.string(), ...workEntryShape });
export const earlierJobInForm = z.object({ id: z.string(), ...earlierJobShape });

/** The wizard's step 6: the employer list (at least one) and the earlier jobs, each entry complete. */
export const workHistoryStepSchema = refined(
  z.object({
    workEntries: z
      .array(workEntryInForm)
      .check(
        z.minLength(1, WORK_HISTORY_REQUIRED_MESSAGE),
        z.maxLength(MAX_WORK_ENTRIES, `At most ${MAX_WORK_ENTRIES} employers.`),
      ),
    earlierJobs: z
      .array(earlierJobInForm)
      .check(z.maxLength(MAX_EARLIER_JOBS, `At most ${MAX_EARLIER_JOBS} earlier driving jobs.`)),
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
