import * as z from 'zod/mini';
import {
  choice,
  dateOfBirth,
  licenseExpiration,
  optionalChoice,
  optionalPhone,
  optionalText,
  optionalUsDate,
  parseUsDate,
  preprocess,
  requiredText,
  socialSecurityNumber,
} from './rules';
import {
  EARLIER_JOB_NUMBERS,
  PREVIOUS_ADDRESS_NUMBERS,
  consentShape,
  contactShape,
  earlierJobShape,
  licenseDeniedRule,
  licenseDeniedShape,
  previousAddressShape,
  requireEarlierJob,
  requirePreviousAddress,
  workEntryFmcsaShape,
} from './fmcsa-schema';

/**
 * The one applicant schema, shared by the wizard (each step validates its own part) and by POST /api/drivers
 * (which validates the whole flat payload). Field names are the ones of SPEC §3, as the original client sent them.
 */

export const DEFAULT_COMPANY_CODE = 'TSKIS';
export const MAX_WORK_ENTRIES = 3;
export const ROW_NUMBERS = [1, 2, 3] as const;
export const EXPERIENCE_ROW_NUMBERS = [1, 2, 3, 4, 5] as const;
export const GRADE_OPTIONS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export const SCHOOL_YEAR_OPTIONS = ['1', '2', '3', '4'] as const;
export const ARMY_ANSWERS = ['Y', 'N'] as const;
export const NONE = 'NONE';
/** Stroke data (JSON) of an elaborate signature stays well below this; it bounds what a client can store. */
export const MAX_SIGNATURE_STROKES_LENGTH = 300_000;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

type Shape = Record<string, z.core.$ZodType>;
type RuleContext = z.core.$RefinementCtx;
type Values = Record<string, unknown>;

/** Builds `{ prefix1: rule, prefix2: rule, … }` for the numbered groups of SPEC §3. */
function numbered(prefix: string, numbers: readonly number[], rule: () => z.core.$ZodType): Shape {
  return Object.fromEntries(numbers.map((n) => [`${prefix}${n}`, rule()]));
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Adds `message` on each named field that is empty. */
function requirePresent(values: Values, context: RuleContext, fields: Record<string, string>) {
  for (const [field, message] of Object.entries(fields)) {
    if (text(values[field]) === '') context.addIssue({ code: 'custom', path: [field], message });
  }
}

// ── Step 1: Basic Information ──────────────────────────────────────────────────────────────────────────────
export const basicShape = {
  applicantName: requiredText('Applicant Name Required.', 'Applicant Name', 100),
  dob: dateOfBirth,
  ssn: socialSecurityNumber,
} satisfies Shape;

// ── Step 2: Accidents (past 3 years) ───────────────────────────────────────────────────────────────────────
export const accidentShape = {
  ...numbered('accidentDates', ROW_NUMBERS, () => optionalText('Accident Dates', 20)),
  ...numbered('accidentNature', ROW_NUMBERS, () => optionalText('Nature of Accident', 100)),
  ...numbered('accidentFatalities', ROW_NUMBERS, () => optionalText('Fatalities', 5)),
  ...numbered('accidentInjuries', ROW_NUMBERS, () => optionalText('Injuries', 5)),
} satisfies Shape;

/** SPEC §4: the first row is complete (the NONE checkbox fills it with NONE). */
export function accidentRule(values: Values, context: RuleContext) {
  requirePresent(values, context, {
    accidentDates1: 'Accident Date Required (or check NONE).',
    accidentNature1: 'Nature of Accident Required (or check NONE).',
    accidentFatalities1: 'Fatalities Required (or check NONE).',
    accidentInjuries1: 'Injuries Required (or check NONE).',
  });
}

// ── Step 3: Traffic Convictions (past 3 years) ─────────────────────────────────────────────────────────────
export const trafficShape = {
  ...numbered('trafficDates', ROW_NUMBERS, () => optionalText('Conviction Date', 20)),
  ...numbered('trafficState', ROW_NUMBERS, () => optionalText('State', 4)),
  ...numbered('trafficCharge', ROW_NUMBERS, () => optionalText('Charge', 100)),
  ...numbered('trafficPenalty', ROW_NUMBERS, () => optionalText('Penalty', 50)),
} satisfies Shape;

export function trafficRule(values: Values, context: RuleContext) {
  requirePresent(values, context, {
    trafficDates1: 'Conviction Date Required (or check NONE).',
    trafficState1: 'State Required (or check NONE).',
    trafficCharge1: 'Charge Required (or check NONE).',
    trafficPenalty1: 'Penalty Required (or check NONE).',
  });
}

// ── Step 4: Driver licenses ────────────────────────────────────────────────────────────────────────────────
export const licenseShape = {
  driverState1: requiredText('State Required.', 'State', 2),
  driverLicense1: requiredText('License No Required.', 'License No', 25),
  driverType1: requiredText('Type Required.', 'Type', 25),
  driverEndorsement1: optionalText('Endorsement', 50),
  driverExpiration1: licenseExpiration,
} satisfies Shape;

// ── Step 5: Driving Experience (no completion rule in SPEC §4) ─────────────────────────────────────────────
export const experienceShape = {
  ...numbered('experience', EXPERIENCE_ROW_NUMBERS, () => optionalText('Type of Equipment', 50)),
  ...numbered('expFrom', EXPERIENCE_ROW_NUMBERS, () => optionalText('From', 10)),
  ...numbered('expTo', EXPERIENCE_ROW_NUMBERS, () => optionalText('To', 10)),
  ...numbered('expMiles', EXPERIENCE_ROW_NUMBERS, () => optionalText('Miles', 10)),
} satisfies Shape;

// ── Step 6: Work history ───────────────────────────────────────────────────────────────────────────────────
/** One employer, named as SPEC §3 names a work entry held in the form (suffix 1). */
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
  ...workEntryFmcsaShape,
} satisfies Shape;

export const workEntrySchema = z.object({ id: z.optional(z.string()), ...workEntryShape });
export type WorkEntry = z.output<typeof workEntrySchema>;
type StripSuffixOne<K> = K extends `${infer Base}1` ? Base : never;
export type WorkFieldBase = StripSuffixOne<keyof typeof workEntryShape>;
export type WorkSlotField = `${WorkFieldBase}${(typeof ROW_NUMBERS)[number]}`;
export const WORK_FIELD_BASES = Object.keys(workEntryShape).map((key) => key.slice(0, -1)) as WorkFieldBase[];

/** The flat payload carries entries as employer1..3, address1..3, …; slots 2 and 3 may be empty. */
const workSlotText = preprocess((value) => (value === null || value === undefined ? '' : value), z.string());
const workSlotsShape = Object.fromEntries(
  ROW_NUMBERS.flatMap((n) => WORK_FIELD_BASES.map((base) => [`${base}${n}`, workSlotText])),
) as unknown as Record<WorkSlotField, z.core.$ZodType<string, unknown>>;

/** Reads slot `n` of the flat payload as a work entry (suffix 1 names). */
export function workSlot(values: Values, n: number): Record<string, unknown> {
  return Object.fromEntries(WORK_FIELD_BASES.map((base) => [`${base}1`, values[`${base}${n}`]]));
}

/** Slot 1 is required (at least one employer); a slot with anything in it must be a complete entry. */
function workSlotsRule(values: Values, context: RuleContext) {
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

// ── Step 7: Served in the US Armed Forces ──────────────────────────────────────────────────────────────────
export const armyShape = {
  servedArmy: choice(ARMY_ANSWERS, 'Please answer Yes or No.', { required: true }),
  branch: optionalText('Branch', 50),
  rank: optionalText('Rank at Discharge', 50),
  armyFrom: optionalUsDate('Date From', 15),
  armyTo: optionalUsDate('Date To', 15),
  expServing: optionalText('Experience while serving', 50),
} satisfies Shape;

export const ARMY_DETAIL_FIELDS = ['branch', 'rank', 'armyFrom', 'armyTo', 'expServing'] as const;

export const PERIOD_ORDER_MESSAGE = 'Date To cannot be before Date From.';

/** A period given by two mm/dd/yyyy dates ends on or after its start (a swapped pair is a typing slip). */
function periodRule(values: Values, context: RuleContext, from: string, to: string) {
  const [start, end] = [parseUsDate(text(values[from])), parseUsDate(text(values[to]))];
  if (start && end && end < start) context.addIssue({ code: 'custom', path: [to], message: PERIOD_ORDER_MESSAGE });
}

export function armyRule(values: Values, context: RuleContext) {
  if (text(values.servedArmy) === 'Y') periodRule(values, context, 'armyFrom', 'armyTo');
}

// ── Step 8: Education ──────────────────────────────────────────────────────────────────────────────────────
export const educationShape = {
  grade: optionalChoice('Highest Grade Completed', GRADE_OPTIONS),
  highSchool: optionalChoice('Highschool', SCHOOL_YEAR_OPTIONS),
  college: optionalChoice('College', SCHOOL_YEAR_OPTIONS),
  schoolName: optionalText('Last School Attended', 50),
  schoolCity: optionalText('City', 50),
  schoolFrom: optionalUsDate('Date From', 15),
  schoolTo: optionalUsDate('Date To', 15),
} satisfies Shape;

export const EDUCATION_REQUIRED_MESSAGE = 'Choose at least one of Highest Grade Completed, Highschool or College.';

export function educationRule(values: Values, context: RuleContext) {
  if (['grade', 'highSchool', 'college'].every((field) => text(values[field]) === '')) {
    context.addIssue({ code: 'custom', path: ['grade'], message: EDUCATION_REQUIRED_MESSAGE });
  }
  periodRule(values, context, 'schoolFrom', 'schoolTo');
}

// ── Step 11: Signature ─────────────────────────────────────────────────────────────────────────────────────
export const SIGNATURE_REQUIRED_MESSAGE = 'Signature Required.';

export const signatureShape = {
  signature: optionalText('Signature strokes', MAX_SIGNATURE_STROKES_LENGTH),
  signature64: preprocess(
    (value) => (typeof value === 'string' ? value.trim() : (value ?? '')),
    z.string().check(
      z.minLength(1, SIGNATURE_REQUIRED_MESSAGE),
      z.refine((url) => url === '' || url.startsWith(PNG_DATA_URL_PREFIX), {
        message: 'Signature must be a PNG image.',
      }),
    ),
  ),
} satisfies Shape;

// ── The whole flat payload (POST /api/drivers) ─────────────────────────────────────────────────────────────
export const companyCode = preprocess(
  (value) => {
    // Absent or empty means the default company; anything but text (a number, an object) is refused below.
    if (value !== undefined && value !== null && typeof value !== 'string') return value;
    const code = (value ?? '').trim().toUpperCase();
    return code === '' ? DEFAULT_COMPANY_CODE : code;
  },
  z.string().check(z.regex(/^[A-Z0-9_-]{1,20}$/, 'Company code: 1 to 20 letters or digits.')),
);

/** `{ prefix2: …, prefix3: … }` slots of a suffix-1 group shape (previous addresses, earlier jobs). */
function slots<Shape1 extends Shape>(shape: Shape1, numbers: readonly number[]): Shape {
  return Object.fromEntries(
    numbers.flatMap((n) => Object.entries(shape).map(([name, rule]) => [`${name.slice(0, -1)}${n}`, rule])),
  );
}

/** Reads slot `n` of a suffix-1 group from the flat payload, as the group's own (suffix 1) names. */
export function groupSlot(values: Values, shape: Shape, n: number): Record<string, unknown> {
  return Object.fromEntries(Object.keys(shape).map((name) => [name, values[`${name.slice(0, -1)}${n}`]]));
}

const slotIsUsed = (slot: Record<string, unknown>) => Object.values(slot).some((value) => text(value) !== '');

/** A previous address or an earlier job that is given at all must be given whole. */
function groupSlotsRule(values: Values, context: RuleContext) {
  const groups = [
    [previousAddressShape, PREVIOUS_ADDRESS_NUMBERS, requirePreviousAddress],
    [earlierJobShape, EARLIER_JOB_NUMBERS, requireEarlierJob],
  ] as const;
  for (const [shape, numbers, requireSlot] of groups) {
    for (const n of numbers) {
      const slot = groupSlot(values, shape, n);
      if (!slotIsUsed(slot)) continue;
      requireSlot(slot, context, (field) => [`${field.slice(0, -1)}${n}`]);
    }
  }
}

const applicantShape = {
  compCode: companyCode,
  ...basicShape,
  ...contactShape,
  ...(slots(previousAddressShape, PREVIOUS_ADDRESS_NUMBERS) as Record<PreviousAddressSlotField, z.core.$ZodType<string, unknown>>),
  ...accidentShape,
  ...trafficShape,
  ...licenseShape,
  ...licenseDeniedShape,
  ...experienceShape,
  ...workSlotsShape,
  ...(slots(earlierJobShape, EARLIER_JOB_NUMBERS) as Record<EarlierJobSlotField, z.core.$ZodType<string, unknown>>),
  ...armyShape,
  ...educationShape,
  ...signatureShape,
  ...consentShape,
};

type SlotFields<GroupShape, N extends number> = {
  [K in keyof GroupShape]: K extends `${infer Base}1` ? `${Base}${N}` : never;
}[keyof GroupShape];
export type PreviousAddressSlotField = SlotFields<typeof previousAddressShape, (typeof PREVIOUS_ADDRESS_NUMBERS)[number]>;
export type EarlierJobSlotField = SlotFields<typeof earlierJobShape, (typeof EARLIER_JOB_NUMBERS)[number]>;

/** Every answer of the flat payload, by name: what is stored, and what the applicant's signature covers. */
export const APPLICANT_FIELDS = Object.keys(applicantShape) as (keyof typeof applicantShape)[];

export const applicantSchema = z.pipe(
  z.object(applicantShape).check(
    z.superRefine((values: Values, context) => {
      accidentRule(values, context);
      trafficRule(values, context);
      licenseDeniedRule(values, context);
      workSlotsRule(values, context);
      groupSlotsRule(values, context);
      armyRule(values, context);
      educationRule(values, context);
    }),
  ),
  // Details of service mean nothing when the applicant did not serve; never store stale ones.
  z.transform((values: z.output<z.ZodMiniObject<typeof applicantShape>>) =>
    values.servedArmy === 'N'
      ? { ...values, ...Object.fromEntries(ARMY_DETAIL_FIELDS.map((field) => [field, ''])) }
      : values,
  ),
);

/** The validated applicant as stored: every SPEC §3 field but numberId/creationDate, all strings. */
export type Applicant = Record<keyof z.output<typeof applicantSchema>, string>;
export type ApplicantInput = Partial<Record<keyof Applicant, unknown>>;

/** What `fieldMessages` reads of a zod error: classic zod's and zod/mini's alike. */
export type IssueList = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** `{ field: message }` for the first issue on each field, the shape both the API and the form report. */
export function fieldMessages(error: IssueList): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    messages[field] ??= issue.message;
  }
  return messages;
}
