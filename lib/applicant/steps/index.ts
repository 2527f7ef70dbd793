import { accidents } from './accidents';
import { accidentProcedure, phonePolicy, signature } from './agreements';
import { armedForces } from './armed-forces';
import { basicInformation } from './basic-information';
import { driverLicense } from './driver-license';
import { drivingExperience } from './driving-experience';
import { education } from './education';
import { groupPayloadNames, isSent } from './field-facts';
import { fieldsOf } from './field-kinds';
import { STEP_IDS, type StepId } from './order';
import { trafficConvictions } from './traffic-convictions';
import type { FieldSpec, StepSpec } from './types';
import { workHistory } from './work-history';

/**
 * The registry of steps: each step's declaration (one file per step in this folder), keyed by step id. Everything
 * that knows a step's answers reads them here: the schemas, the form's values, the payload, the wizard's inputs, the
 * staff document and the PDF, the database columns (./types.ts says where each is derived).
 */
export const STEPS = {
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
} as const satisfies { [Id in StepId]: StepSpec & { id: Id } };

export type Steps = typeof STEPS;

/** The steps in wizard order. */
export const ORDERED_STEPS: readonly StepSpec[] = STEP_IDS.map((id) => STEPS[id]);

export { fieldsOf };

/** Every name of the flat payload the step owns: its single fields (the boxes the form keeps aside), then each group's slots. */
export function payloadNames(step: StepSpec): string[] {
  return [
    ...fieldsOf(step)
      .filter(([, spec]) => isSent(spec))
      .map(([name]) => name),
    ...Object.values(step.groups ?? {}).flatMap(groupPayloadNames),
  ];
}

/** The step (0 for step 1) that asks for a name of the flat payload; -1 for what no step asks (compCode). */
export function stepOfPayloadName(name: string): number {
  return ORDERED_STEPS.findIndex((step) => payloadNames(step).includes(name));
}

/** A field of a step by its name, a group's by base name; undefined when the step has none of that name. */
export function fieldSpec(step: StepSpec, name: string): FieldSpec | undefined {
  if (step.fields && name in step.fields) return step.fields[name];
  for (const group of Object.values(step.groups ?? {})) if (name in group.fields) return group.fields[name];
  return undefined;
}
