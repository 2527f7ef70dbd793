import type * as z from 'zod/mini';
import type { Applicant, EarlierJobSlotField, PreviousAddressSlotField } from './schema';
import { basicShape, contactShape, type previousAddressInForm } from './steps/basic-information.schema';
import { accidentShape } from './steps/accidents.schema';
import { trafficShape } from './steps/traffic-convictions.schema';
import { licenseDeniedShape, licenseShape } from './steps/driver-license.schema';
import { experienceShape } from './steps/driving-experience.schema';
import { workEntryShape, type earlierJobInForm, type WorkEntry, type WorkSlotField } from './steps/work-history.schema';
import { armyShape } from './steps/armed-forces.schema';
import { educationShape } from './steps/education.schema';
import { signatureShape, type consentShape } from './steps/agreements.schema';

/**
 * The wizard's single form state: the step shapes of the shared schema plus what only the form holds
 * (the NONE checkboxes, the work-entry list and the entry being typed, the two agreements).
 */

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
  safetyHistoryAuthorized: boolean;
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
    | 'safetyHistoryAuthorized'
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
    safetyHistoryAuthorized: false,
    esignConsent: false,
  };
}
