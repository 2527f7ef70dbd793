import { accidents } from './accidents';
import { accidentProcedure, phonePolicy, signature } from './agreements';
import { armedForces } from './armed-forces';
import { basicInformation } from './basic-information';
import { driverLicense } from './driver-license';
import { drivingExperience } from './driving-experience';
import { education } from './education';
import { STEP_DOCUMENTS } from './documents';
import { STEP_IDS, type StepId } from './order';
import { trafficConvictions } from './traffic-convictions';
import type { FieldSpec, RegisteredStep, StepSpec } from './types';
import { workHistory } from './work-history';

/**
 * The registry of steps: what each step asks (its fields with label, hint, input kind and mask) and how the staff
 * document and the PDF show it, keyed by step id. The wizard's step components, the step of a refused answer
 * (components/wizard/schema-checks.ts) and the staff document (lib/staff/application-document.ts, which the PDF
 * prints) read it; the schema validates these fields (lib/applicant/schema.ts, grouped by step the same way).
 *
 * Adding a field: an entry in its step's fields (e.g. ./basic-information.ts), its rule in the step's schema
 * (./basic-information.schema.ts), and a migration for its column.
 */
const SPECS = {
  'basic-information': basicInformation,
  accidents,
  'traffic-convictions': trafficConvictions,
  'driver-license': driverLicense,
  'driving-experience': drivingExperience,
  'work-history': workHistory,
  'armed-forces': armedForces,
  education,
  'accident-procedure': accidentProcedure,
  'phone-policy': phonePolicy,
  signature,
} as const satisfies Record<StepId, StepSpec>;

/** The registry: each step with how the documents show it (./documents.ts). */
export const STEPS = Object.fromEntries(
  STEP_IDS.map((id) => [id, { ...SPECS[id], document: STEP_DOCUMENTS[id] }]),
) as { [Id in StepId]: (typeof SPECS)[Id] & RegisteredStep };

/** The steps in wizard order. */
export const ORDERED_STEPS: readonly RegisteredStep[] = STEP_IDS.map((id) => STEPS[id]);

/** Every name of the flat payload the step owns: its fields, its other answers, and each group's numbered slots. */
export function payloadNames(step: StepSpec): string[] {
  return [
    ...Object.keys(step.fields ?? {}),
    ...(step.answers ?? []),
    ...Object.values(step.groups ?? {}).flatMap((group) =>
      group.numbers.flatMap((n) => Object.keys(group.fields).map((base) => `${base}${n}`)),
    ),
  ];
}

/** The step (0 for step 1) that asks for a name of the flat payload; -1 for what no step asks (compCode). */
export function stepOfPayloadName(name: string): number {
  return ORDERED_STEPS.findIndex((step) => payloadNames(step).includes(name));
}

/** A field of a step by its payload name, a group's by base name; undefined when the step has none of that name. */
export function fieldSpec(step: StepSpec, name: string): FieldSpec | undefined {
  if (step.fields && name in step.fields) return step.fields[name];
  for (const group of Object.values(step.groups ?? {})) if (name in group.fields) return group.fields[name];
  return undefined;
}
