import * as z from 'zod/mini';
import { preprocess, text, type FieldPath, type RuleContext } from './rules';
import { say } from './validation-message';
import {
  basicShape,
  contactShape,
  previousAddressShape,
  requirePreviousAddress,
} from './steps/basic-information.schema';
import { accidentRule, accidentShape } from './steps/accidents.schema';
import { trafficRule, trafficShape } from './steps/traffic-convictions.schema';
import { licenseDeniedRule, licenseDeniedShape, licenseShape } from './steps/driver-license.schema';
import { experienceShape } from './steps/driving-experience.schema';
import { earlierJobShape, requireEarlierJob, workSlotsRule, workSlotsShape } from './steps/work-history.schema';
import { ARMY_DETAIL_FIELDS } from './steps/armed-forces';
import { armyRule, armyShape } from './steps/armed-forces.schema';
import { educationRule, educationShape } from './steps/education.schema';
import { consentShape, signatureShape } from './steps/agreements.schema';
import { EARLIER_JOB_NUMBERS, PREVIOUS_ADDRESS_NUMBERS } from './steps/order';

/**
 * The one applicant schema of POST /api/drivers: the whole flat payload, composed of the steps' rules
 * (lib/applicant/steps/*.schema.ts, one file per step, which the wizard validates step by step). Field names are
 * the ones of docs/specification.md §3, as the original client sent them.
 */

export { PNG_DATA_URL_PREFIX } from './steps/agreements.schema';

export const DEFAULT_COMPANY_CODE = 'TSKIS';

type Shape = Record<string, z.core.$ZodType>;
type Values = Record<string, unknown>;

export const companyCode = preprocess(
  (value) => {
    // Absent or empty means the default company; anything but text (a number, an object) is refused below.
    if (value !== undefined && value !== null && typeof value !== 'string') return value;
    const code = (value ?? '').trim().toUpperCase();
    return code === '' ? DEFAULT_COMPANY_CODE : code;
  },
  z.string().check(z.refine((code: string) => /^[A-Z0-9_-]{1,20}$/.test(code), { params: say('companyCode') })),
);

/** `{ prefix2: …, prefix3: … }` slots of a suffix-1 group shape (previous addresses, earlier jobs). */
function slots<Shape1 extends Shape>(shape: Shape1, numbers: readonly number[]): Shape {
  return Object.fromEntries(
    numbers.flatMap((n) => Object.entries(shape).map(([name, rule]) => [`${name.slice(0, -1)}${n}`, rule])),
  );
}

/** Reads slot `n` of a suffix-1 group from the flat payload, as the group's own (suffix 1) names. */
function groupSlot(values: Values, shape: Shape, n: number): Record<string, unknown> {
  return Object.fromEntries(Object.keys(shape).map((name) => [name, values[`${name.slice(0, -1)}${n}`]]));
}

const slotIsUsed = (slot: Record<string, unknown>) => Object.values(slot).some((value) => text(value) !== '');

/** A previous address or an earlier job that is given at all must be given whole. */
function groupSlotsRule(values: Values, context: RuleContext) {
  const groups: [Shape, readonly number[], (slot: Values, context: RuleContext, pathOf: FieldPath) => void][] = [
    [previousAddressShape, PREVIOUS_ADDRESS_NUMBERS, requirePreviousAddress],
    [earlierJobShape, EARLIER_JOB_NUMBERS, requireEarlierJob],
  ];
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

/** The validated applicant as stored: every field of docs/specification.md §3 but numberId/creationDate, all strings. */
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
