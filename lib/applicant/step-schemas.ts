import * as z from 'zod/mini';
import { isWorkDraftEmpty } from './field-path';
import type { ApplicationFormValues, FormFieldName } from './form-values';
import { STEP_IDS, stepIndex, type StepId } from './steps/order';
import { accidentsStepSchema } from './steps/accidents.schema';
import { accidentProcedureStepSchema, phonePolicyStepSchema, signatureStepSchema } from './steps/agreements.schema';
import { armedForcesStepSchema } from './steps/armed-forces.schema';
import { basicInformationStepSchema } from './steps/basic-information.schema';
import { driverLicenseStepSchema } from './steps/driver-license.schema';
import { drivingExperienceStepSchema } from './steps/driving-experience.schema';
import { educationStepSchema } from './steps/education.schema';
import { trafficConvictionsStepSchema } from './steps/traffic-convictions.schema';
import { MAX_WORK_ENTRIES, workDraftSchema, workHistoryStepSchema } from './steps/work-history.schema';


/** The wizard's schema of each step, by the registry's step id; each validates only its own fields of the form. */
export const STEP_SCHEMAS = {
  'basic-information': basicInformationStepSchema,
  accidents: accidentsStepSchema,
  'traffic-convictions': trafficConvictionsStepSchema,
  'driver-license': driverLicenseStepSchema,
  'driving-experience': drivingExperienceStepSchema,
  'work-history': workHistoryStepSchema,
  'armed-forces': armedForcesStepSchema,
  education: educationStepSchema,
  'accident-procedure': accidentProcedureStepSchema,
  'phone-policy': phonePolicyStepSchema,
  signature: signatureStepSchema,
} as const satisfies Record<StepId, z.ZodMiniObject>;

/** In wizard order (index 0 is step 1). */
export const stepSchemas = STEP_IDS.map((id) => STEP_SCHEMAS[id]);

/** The field names each step owns, derived from its schema so a new field cannot be forgotten. */
export const stepFieldNames: FormFieldName[][] = stepSchemas.map(
  (schema) => Object.keys(schema.shape) as FormFieldName[],
);

/** Index of the work-history step, whose entry form is validated apart from the list it feeds. */
export const WORK_HISTORY_STEP = stepIndex('work-history');

const workStepWithDraft = z.extend(workHistoryStepSchema, { workDraft: workDraftSchema });

/**
 * The schema the wizard validates against while `step` is active. On the work-history step the entry being
 * typed is validated too, but only once something is typed into it and the list still has room for it.
 */
export function activeStepSchema(step: number, values: ApplicationFormValues): z.ZodMiniType {
  if (step !== WORK_HISTORY_STEP) return stepSchemas[step] ?? stepSchemas[0]!;
  const draftCounts = !isWorkDraftEmpty(values.workDraft) && values.workEntries.length < MAX_WORK_ENTRIES;
  return draftCounts ? workStepWithDraft : workHistoryStepSchema;
}
