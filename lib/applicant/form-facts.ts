import { maxLengthKey } from './field-path';
import { defaultFormValues, type ApplicationFormValues, type FormFieldName } from './form-values';
import { stepFieldNames } from './step-schemas';
import { groupSlots, inputMaxLength } from './steps/field-facts';
import { entryName } from './steps/field-kinds';
import { fieldsOf, ORDERED_STEPS, STEPS } from './steps';
import type { FieldSpec } from './steps/types';
import type { WizardScreening } from '@/lib/screening/wizard-screening';

/** Each text input's length limit, by the name `maxLengthKey` gives it: the declared limits (lib/applicant/steps). */
const maxLengths: Record<string, number | undefined> = Object.fromEntries(
  ORDERED_STEPS.flatMap((step) => [
    ...fieldsOf(step).map(([name, spec]) => [name, inputMaxLength(spec)] as const),
    ...Object.values(step.groups ?? {}).flatMap((group) =>
      group.held === 'list'
        ? Object.entries(group.fields).map(([base, spec]: [string, FieldSpec]) => [entryName(base), inputMaxLength(spec)] as const)
        : groupSlots(group).map(({ name, spec }) => [name, inputMaxLength(spec)] as const),
    ),
  ]),
);

/**
 * The length limit for a text input, for `maxLength`: `workDraft.employer1` reads `employer1`,
 * `previousAddresses.0.prevCity1` reads `prevCity1`, `earlierJobs.2.earlierEmployer1` reads `earlierEmployer1`.
 */
export function fieldMaxLength(name: string): number | undefined {
  return maxLengths[maxLengthKey(name)];
}

/**
 * What the wizard needs of the declarations and the schema to draw its fields: the empty form, the fields each step
 * owns and the inputs' length limits. The wizard's page computes them on the server and hands them to the browser
 * as data, so a phone downloads zod and the schema only when it first validates something
 * (components/wizard/schema-checks.ts), not before it can show step 1.
 */
export type FormFacts = {
  defaultValues: ApplicationFormValues;
  /** Each step's fields; step 1's include the answers to the carrier's screening questions when it has some. */
  stepFieldNames: (FormFieldName | `screening.${string}`)[][];
  /** By `maxLengthKey` (lib/applicant/field-path.ts); fields without a limit are absent. */
  maxLengths: Record<string, number>;
  /** The fields of one previous address, for a new empty entry. */
  previousAddressFields: string[];
  /** The carrier's screening questions, asked on step 1 (lib/screening/server/wizard-screening.ts); absent without. */
  screening?: WizardScreening;
  /**
   * The server's signed record of the questions this page shows (lib/screening/server/shown-page.ts), sent back with
   * Finish as it came; absent when the server could not read the questions.
   */
  shownPage?: string;
  /**
   * The company code the application is for: step 11 fetches that carrier's consents with it (lib/consents), as data
   * handed over here rather than code in the wizard's first download.
   */
  companyCode?: string;
};

export function formFacts(companyCode?: string): FormFacts {
  return {
    ...(companyCode && { companyCode }),
    defaultValues: defaultFormValues(),
    stepFieldNames,
    maxLengths: Object.fromEntries(
      Object.entries(maxLengths).filter((entry): entry is [string, number] => entry[1] !== undefined),
    ),
    previousAddressFields: Object.keys(STEPS['basic-information'].groups.previousAddresses.fields).map(entryName),
  };
}
