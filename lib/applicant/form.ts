import * as z from 'zod/mini';
import {
  MAX_WORK_ENTRIES,
  ROW_NUMBERS,
  WORK_FIELD_BASES,
  accidentRule,
  accidentShape,
  armyRule,
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
  type EarlierJobSlotField,
  type PreviousAddressSlotField,
  type WorkEntry,
  type WorkSlotField,
} from './schema';
import {
  CONTACT_MESSAGES,
  ESIGN_REQUIRED_MESSAGE,
  FMCSA_FORM_VERSION,
  MAX_EARLIER_JOBS,
  NOTICE_REQUIRED_MESSAGE,
  YES_NO_MESSAGE,
  consentShape,
  contactShape,
  earlierJobShape,
  licenseDeniedRule,
  licenseDeniedShape,
  previousAddressShape,
  requireEarlierJob,
  requireFields,
  requirePreviousAddress,
} from './fmcsa-schema';
import { isWorkDraftEmpty, maxLengthKey } from './field-path';
import { MAX_PREVIOUS_ADDRESSES, residenceGap, residenceMessage } from './residence';

/**
 * The wizard's single form state: the step shapes of the shared schema plus what only the form holds
 * (the NONE checkboxes, the work-entry list and the entry being typed, the two agreements).
 */

export const WORK_HISTORY_REQUIRED_MESSAGE = 'Add at least one employer.';
export const AGREEMENT_REQUIRED_MESSAGE = 'You must check I Agree to continue.';

const agreement = (message: string) => z.boolean().check(z.refine((checked) => checked, { message }));
const workEntryInForm = z.object({ id: z.string(), ...workEntryShape });
const previousAddressInForm = z.object({ id: z.string(), ...previousAddressShape });
const earlierJobInForm = z.object({ id: z.string(), ...earlierJobShape });

type Values = Record<string, unknown>;

/** Step 1 in the wizard: contact and address required, and the addresses reach back three years (391.21(b)(3)). */
function basicStepRule(values: Values, context: z.core.$RefinementCtx) {
  requireFields(values, context, CONTACT_MESSAGES);
  const previous = (values.previousAddresses ?? []) as Values[];
  const moves = [values.movedIn, ...previous.map((address) => address.prevMovedIn1)].map((value) => String(value ?? ''));
  // The list's own message comes before its entries' messages: the form resolver nests issues in order, and an
  // issue on `previousAddresses` itself, coming after them, would replace the entries' messages.
  const since = values.movedIn ? residenceGap(moves) : null;
  if (since) context.addIssue({ code: 'custom', path: ['previousAddresses'], message: residenceMessage(since) });
  previous.forEach((address, index) => requirePreviousAddress(address, context, (field) => ['previousAddresses', index, field]));
  // Each address was moved into before the one after it (newest first, as listed).
  moves.forEach((move, index) => {
    if (index === 0 || !move || !moves[index - 1]) return;
    const [later, earlier] = [moves[index - 1]!, move].map((value) => value.split('/').reverse().join(''));
    if (earlier! >= later!) {
      context.addIssue({
        code: 'custom',
        path: ['previousAddresses', index - 1, 'prevMovedIn1'],
        message: `Moved In must be before ${moves[index - 1]}, when you moved to the next address.`,
      });
    }
  });
}

/** The two Yes/No answers of 391.21(b)(10), asked of every employer. */
function workEntryAnswersRule(entry: Values, context: z.core.$RefinementCtx, pathOf: (field: string) => (string | number)[]) {
  requireFields(entry, context, { fmcsr1: YES_NO_MESSAGE, drugTest1: YES_NO_MESSAGE }, pathOf);
}

/** `schema.superRefine(rule)` of classic zod. */
const refined = <Schema extends z.ZodMiniObject>(schema: Schema, rule: (values: z.output<Schema>, context: z.core.$RefinementCtx) => void) =>
  schema.check(z.superRefine(rule));

/** Per-step schemas, in stepper order. Each validates only its own fields of the form values. */
export const stepSchemas = [
  refined(
    z.object({
      ...basicShape,
      ...contactShape,
      previousAddresses: z.array(previousAddressInForm).check(z.maxLength(MAX_PREVIOUS_ADDRESSES)),
    }),
    basicStepRule,
  ),
  refined(z.object({ accidentsNone: z.boolean(), ...accidentShape }), accidentRule),
  refined(z.object({ trafficNone: z.boolean(), ...trafficShape }), trafficRule),
  refined(z.object({ ...licenseShape, ...licenseDeniedShape }), (values, context) => {
    requireFields(values, context, { licenseDenied: YES_NO_MESSAGE });
    licenseDeniedRule(values, context);
  }),
  z.object(experienceShape),
  refined(
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
  ),
  refined(z.object(armyShape), armyRule),
  refined(z.object(educationShape), educationRule),
  z.object({ agreeAccidentProcedure: agreement(AGREEMENT_REQUIRED_MESSAGE) }),
  z.object({ agreePhonePolicy: agreement(AGREEMENT_REQUIRED_MESSAGE) }),
  z.object({
    noticeAcknowledged: agreement(NOTICE_REQUIRED_MESSAGE),
    esignConsent: agreement(ESIGN_REQUIRED_MESSAGE),
    ...signatureShape,
  }),
] as const;

/** The entry being typed on the work-history step, validated when it is added to the list. */
export const workDraftSchema = refined(z.object(workEntryShape), (entry, context) =>
  workEntryAnswersRule(entry, context, (field) => [field]),
);

type StepFieldValues = Omit<Applicant, WorkSlotField>;

/**
 * The numbered row fields, spelled out: the schema builds them in a loop (`numbered()`), so their names do not
 * survive into the inferred `Applicant` type, although the form holds and sends them.
 */
export type AccidentRowField =
  `${'accidentDates' | 'accidentNature' | 'accidentFatalities' | 'accidentInjuries'}${1 | 2 | 3}`;
export type TrafficRowField = `${'trafficDates' | 'trafficState' | 'trafficCharge' | 'trafficPenalty'}${1 | 2 | 3}`;
export type ExperienceRowField = `${'experience' | 'expFrom' | 'expTo' | 'expMiles'}${1 | 2 | 3 | 4 | 5}`;

export type PreviousAddress = z.output<typeof previousAddressInForm>;
export type EarlierJob = z.output<typeof earlierJobInForm>;

/** Fields the payload carries but the form holds differently (lists, checkboxes) or sets itself. */
type PayloadOnlyField = PreviousAddressSlotField | EarlierJobSlotField | keyof typeof consentShape;

export type ApplicationFormValues = Omit<StepFieldValues, 'compCode' | PayloadOnlyField> &
  Record<AccidentRowField | TrafficRowField | ExperienceRowField, string> & {
  accidentsNone: boolean;
  trafficNone: boolean;
  previousAddresses: PreviousAddress[];
  workEntries: WorkEntry[];
  workDraft: Omit<WorkEntry, 'id'>;
  earlierJobs: EarlierJob[];
  agreeAccidentProcedure: boolean;
  agreePhonePolicy: boolean;
  noticeAcknowledged: boolean;
  esignConsent: boolean;
};

export type FormFieldName = keyof ApplicationFormValues;

type StringKeys<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T];

/**
 * Every text value of the form, the inputs of the list entries included: what a text input or select can be
 * bound to.
 */
export type TextFieldName =
  | StringKeys<ApplicationFormValues>
  | `workDraft.${StringKeys<ApplicationFormValues['workDraft']>}`
  | `previousAddresses.${number}.${StringKeys<PreviousAddress>}`
  | `earlierJobs.${number}.${StringKeys<EarlierJob>}`;

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
      ...contactShape,
      ...accidentShape,
      ...trafficShape,
      ...licenseShape,
      ...licenseDeniedShape,
      ...experienceShape,
      ...armyShape,
      ...educationShape,
      ...signatureShape,
  }) as Omit<
    ApplicationFormValues,
    | 'accidentsNone'
    | 'trafficNone'
    | 'previousAddresses'
    | 'workEntries'
    | 'workDraft'
    | 'earlierJobs'
    | 'agreeAccidentProcedure'
    | 'agreePhonePolicy'
    | 'noticeAcknowledged'
    | 'esignConsent'
  >;
  return {
    ...stepStrings,
    accidentsNone: false,
    trafficNone: false,
    previousAddresses: [],
    workEntries: [],
    workDraft: emptyWorkDraft(),
    earlierJobs: [],
    agreeAccidentProcedure: false,
    agreePhonePolicy: false,
    noticeAcknowledged: false,
    esignConsent: false,
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
    previousAddresses,
    workEntries,
    workDraft: _workDraft,
    earlierJobs,
    agreeAccidentProcedure: _agreeAccidentProcedure,
    agreePhonePolicy: _agreePhonePolicy,
    noticeAcknowledged,
    esignConsent,
    ...stepFields
  } = values;
  const workSlots = Object.fromEntries(
    ROW_NUMBERS.flatMap((n) => {
      const entry = workEntries[n - 1] as Record<string, string> | undefined;
      return WORK_FIELD_BASES.map((base) => [`${base}${n}`, entry?.[`${base}1`] ?? '']);
    }),
  );
  const payload: Record<string, string> = {
    ...stepFields,
    ...workSlots,
    ...flatSlots(previousAddresses, previousAddressShape, MAX_PREVIOUS_ADDRESSES),
    ...flatSlots(earlierJobs, earlierJobShape, MAX_EARLIER_JOBS),
    noticeAcknowledged: noticeAcknowledged ? 'Y' : '',
    esignConsent: esignConsent ? 'Y' : '',
    // This wizard asks every item of 391.21: the staff area can tell its applications from the original client's.
    formVersion: FMCSA_FORM_VERSION,
    compCode,
  };
  return payload as Applicant;
}

/** A list held in the form as the flat payload's numbered slots (entry 1 → …1, entry 2 → …2); unused slots empty. */
function flatSlots(entries: readonly Record<string, unknown>[], shape: object, count: number): Record<string, string> {
  const names = Object.keys(shape);
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) =>
      names.map((name) => [`${name.slice(0, -1)}${index + 1}`, String(entries[index]?.[name] ?? '')]),
    ).flat(),
  );
}

/** Index of the work-history step, whose entry form is validated apart from the list it feeds. */
export const WORK_HISTORY_STEP = stepSchemas.findIndex((schema) => 'workEntries' in schema.shape);

const workStepWithDraft = z.extend(stepSchemas[WORK_HISTORY_STEP]!, { workDraft: workDraftSchema });

/**
 * The schema the wizard validates against while `step` is active. On the work-history step the entry being
 * typed is validated too, but only once something is typed into it and the list still has room for it.
 */
export function activeStepSchema(step: number, values: ApplicationFormValues): z.ZodMiniType {
  if (step !== WORK_HISTORY_STEP) return stepSchemas[step] ?? stepSchemas[0];
  const draftCounts = !isWorkDraftEmpty(values.workDraft) && values.workEntries.length < MAX_WORK_ENTRIES;
  return draftCounts ? workStepWithDraft : stepSchemas[WORK_HISTORY_STEP]!;
}

/** A string schema's length limit: the smallest of its max-length checks. */
function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  const limits = (schema._zod.def.checks ?? [])
    .map((check) => check._zod.def)
    .filter((def): def is z.core.$ZodCheckMaxLengthDef => def.check === 'max_length')
    .map((def) => def.maximum);
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

const maxLengths: Record<string, number | undefined> = Object.fromEntries(
  Object.entries({
    ...basicShape,
    ...contactShape,
    ...previousAddressShape,
    ...accidentShape,
    ...trafficShape,
    ...licenseShape,
    ...licenseDeniedShape,
    ...experienceShape,
    ...workEntryShape,
    ...earlierJobShape,
    ...armyShape,
    ...educationShape,
  }).map(([name, schema]) => {
    // The shared rules wrap a string in a preprocessing pipe; its output side carries the length limit.
    const inner = (schema._zod.def as { out?: z.core.$ZodType }).out;
    return [name, inner instanceof z.ZodMiniString ? maxLengthOf(inner) : undefined];
  }),
);
// The 391.21 state codes are checked by a pattern (exactly 2 letters), which carries no length of its own.
maxLengths.state = maxLengths.prevState1 = 2;

/**
 * The schema's length limit for a text input, for `maxLength`: `workDraft.employer1` reads `employer1`,
 * `previousAddresses.0.prevCity1` reads `prevCity1`, `earlierJobs.2.earlierEmployer1` reads `earlierEmployer1`.
 */
export function fieldMaxLength(name: string): number | undefined {
  return maxLengths[maxLengthKey(name)];
}

/**
 * What the wizard needs of the schema to draw its fields: the empty form, the fields each step owns and the
 * inputs' length limits, all derived from the schema. The wizard's page computes them on the server and hands them
 * to the browser as data, so a phone downloads zod and the schema only when it first validates something
 * (components/wizard/schema-checks.ts), not before it can show step 1.
 */
export type FormFacts = {
  defaultValues: ApplicationFormValues;
  stepFieldNames: FormFieldName[][];
  /** By `maxLengthKey` (lib/applicant/field-path.ts); fields without a limit are absent. */
  maxLengths: Record<string, number>;
  /** The fields of one previous address, for a new empty entry. */
  previousAddressFields: string[];
};

export function formFacts(): FormFacts {
  return {
    defaultValues: defaultFormValues(),
    stepFieldNames,
    maxLengths: Object.fromEntries(
      Object.entries(maxLengths).filter((entry): entry is [string, number] => entry[1] !== undefined),
    ),
    previousAddressFields: Object.keys(previousAddressShape),
  };
}
