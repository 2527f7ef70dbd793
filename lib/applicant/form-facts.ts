import * as z from 'zod/mini';
import { maxLengthKey } from './field-path';
import { textLengthLimit } from './rules';
import { defaultFormValues, type ApplicationFormValues, type FormFieldName } from './form-values';
import { stepFieldNames } from './step-schemas';
import { basicShape, contactShape, previousAddressShape } from './steps/basic-information.schema';
import { accidentShape } from './steps/accidents.schema';
import { trafficShape } from './steps/traffic-convictions.schema';
import { licenseDeniedShape, licenseShape } from './steps/driver-license.schema';
import { experienceShape } from './steps/driving-experience.schema';
import { earlierJobShape, workEntryShape } from './steps/work-history.schema';
import { armyShape } from './steps/armed-forces.schema';
import { educationShape } from './steps/education.schema';

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
    return [name, inner instanceof z.ZodMiniString ? textLengthLimit(inner) : undefined];
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
