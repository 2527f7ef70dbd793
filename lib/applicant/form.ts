import { z } from 'zod';
import {
  MAX_WORK_ENTRIES,
  ROW_NUMBERS,
  WORK_FIELD_BASES,
  accidentRule,
  accidentShape,
  armyShape,
  basicShape,
  educationRule,
  educationShape,
  experienceShape,
  licenseShape,
  signatureShape,
  trafficRule,
  trafficShape,
  workEntryShape,
  type Applicant,
  type WorkEntry,
  type WorkSlotField,
} from './schema';

/**
 * The wizard's single form state: the step shapes of the shared schema plus what only the form holds
 * (the NONE checkboxes, the work-entry list and the entry being typed, the two agreements).
 */

export const WORK_HISTORY_REQUIRED_MESSAGE = 'Add at least one employer.';
export const AGREEMENT_REQUIRED_MESSAGE = 'You must check I Agree to continue.';

const agreement = z.boolean().refine((checked) => checked, { message: AGREEMENT_REQUIRED_MESSAGE });
const workEntryInForm = z.object({ id: z.string(), ...workEntryShape });

/** Per-step schemas, in stepper order. Each validates only its own fields of the form values. */
export const stepSchemas = [
  z.object(basicShape),
  z.object({ accidentsNone: z.boolean(), ...accidentShape }).superRefine(accidentRule),
  z.object({ trafficNone: z.boolean(), ...trafficShape }).superRefine(trafficRule),
  z.object(licenseShape),
  z.object(experienceShape),
  z.object({
    workEntries: z
      .array(workEntryInForm)
      .min(1, WORK_HISTORY_REQUIRED_MESSAGE)
      .max(MAX_WORK_ENTRIES, `At most ${MAX_WORK_ENTRIES} employers.`),
  }),
  z.object(armyShape),
  z.object(educationShape).superRefine(educationRule),
  z.object({ agreeAccidentProcedure: agreement }),
  z.object({ agreePhonePolicy: agreement }),
  z.object(signatureShape),
] as const;

/** The entry being typed on the work-history step, validated when it is added to the list. */
export const workDraftSchema = z.object(workEntryShape);

type StepFieldValues = Omit<Applicant, WorkSlotField>;

/**
 * The numbered row fields, spelled out: the schema builds them in a loop (`numbered()`), so their names do not
 * survive into the inferred `Applicant` type, although the form holds and sends them.
 */
export type AccidentRowField =
  `${'accidentDates' | 'accidentNature' | 'accidentFatalities' | 'accidentInjuries'}${1 | 2 | 3}`;
export type TrafficRowField = `${'trafficDates' | 'trafficState' | 'trafficCharge' | 'trafficPenalty'}${1 | 2 | 3}`;
export type ExperienceRowField = `${'experience' | 'expFrom' | 'expTo' | 'expMiles'}${1 | 2 | 3 | 4 | 5}`;

export type ApplicationFormValues = Omit<StepFieldValues, 'compCode'> &
  Record<AccidentRowField | TrafficRowField | ExperienceRowField, string> & {
  accidentsNone: boolean;
  trafficNone: boolean;
  workEntries: WorkEntry[];
  workDraft: Omit<WorkEntry, 'id'>;
  agreeAccidentProcedure: boolean;
  agreePhonePolicy: boolean;
};

export type FormFieldName = keyof ApplicationFormValues;

type StringKeys<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T];

/** Every text value of the form, the work-entry inputs included: what a text input or select can be bound to. */
export type TextFieldName =
  | StringKeys<ApplicationFormValues>
  | `workDraft.${StringKeys<ApplicationFormValues['workDraft']>}`;

/** The field names each step owns, derived from its schema so a new field cannot be forgotten. */
export const stepFieldNames: FormFieldName[][] = stepSchemas.map(
  (schema) => Object.keys(schema.shape) as FormFieldName[],
);

const emptyStrings = (shape: object) =>
  Object.fromEntries(Object.keys(shape).map((key) => [key, ''])) as Record<string, string>;

export function emptyWorkDraft(): ApplicationFormValues['workDraft'] {
  return emptyStrings(workEntryShape) as ApplicationFormValues['workDraft'];
}

export function defaultFormValues(): ApplicationFormValues {
  const stepStrings = emptyStrings({
      ...basicShape,
      ...accidentShape,
      ...trafficShape,
      ...licenseShape,
      ...experienceShape,
      ...armyShape,
      ...educationShape,
      ...signatureShape,
  }) as Omit<ApplicationFormValues, 'accidentsNone' | 'trafficNone' | 'workEntries' | 'workDraft' | 'agreeAccidentProcedure' | 'agreePhonePolicy'>;
  return {
    ...stepStrings,
    accidentsNone: false,
    trafficNone: false,
    workEntries: [],
    workDraft: emptyWorkDraft(),
    agreeAccidentProcedure: false,
    agreePhonePolicy: false,
  };
}

/**
 * Builds the flat payload of SPEC §3 from the form: work entries 1–3 are copied into employer1..3,
 * address1..3, …; unused slots are sent empty. The API ignores numberId/creationDate from clients.
 */
export function toApplicantPayload(values: ApplicationFormValues, compCode: string): Applicant {
  const {
    accidentsNone: _accidentsNone,
    trafficNone: _trafficNone,
    workEntries,
    workDraft: _workDraft,
    agreeAccidentProcedure: _agreeAccidentProcedure,
    agreePhonePolicy: _agreePhonePolicy,
    ...stepFields
  } = values;
  const workSlots = Object.fromEntries(
    ROW_NUMBERS.flatMap((n) => {
      const entry = workEntries[n - 1] as Record<string, string> | undefined;
      return WORK_FIELD_BASES.map((base) => [`${base}${n}`, entry?.[`${base}1`] ?? '']);
    }),
  );
  const payload: Record<string, string> = { ...stepFields, ...workSlots, compCode };
  return payload as Applicant;
}

/** Index of the work-history step, whose entry form is validated apart from the list it feeds. */
export const WORK_HISTORY_STEP = stepSchemas.findIndex((schema) => 'workEntries' in schema.shape);

const workStepWithDraft = stepSchemas[WORK_HISTORY_STEP]!.extend({ workDraft: workDraftSchema });

export function isWorkDraftEmpty(draft: ApplicationFormValues['workDraft']): boolean {
  return Object.values(draft).every((value) => (value ?? '').trim() === '');
}

/**
 * The schema the wizard validates against while `step` is active. On the work-history step the entry being
 * typed is validated too, but only once something is typed into it and the list still has room for it.
 */
export function activeStepSchema(step: number, values: ApplicationFormValues): z.ZodType {
  if (step !== WORK_HISTORY_STEP) return stepSchemas[step] ?? stepSchemas[0];
  const draftCounts = !isWorkDraftEmpty(values.workDraft) && values.workEntries.length < MAX_WORK_ENTRIES;
  return draftCounts ? workStepWithDraft : stepSchemas[WORK_HISTORY_STEP]!;
}

const maxLengths: Record<string, number | undefined> = Object.fromEntries(
  Object.entries({
    ...basicShape,
    ...accidentShape,
    ...trafficShape,
    ...licenseShape,
    ...experienceShape,
    ...workEntryShape,
    ...armyShape,
    ...educationShape,
  }).map(([name, schema]) => {
    // The shared rules wrap a string in `z.preprocess`; its output side carries the length limit.
    const inner = (schema as { out?: unknown }).out;
    return [name, inner instanceof z.ZodString ? (inner.maxLength ?? undefined) : undefined];
  }),
);

/** The schema's length limit for a text input (`workDraft.employer1` reads `employer1`), for `maxLength`. */
export function fieldMaxLength(name: string): number | undefined {
  return maxLengths[name.replace(/^workDraft\./, '')];
}
