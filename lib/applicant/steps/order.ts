/**
 * The steps in wizard order, by id, with their titles: the part of the registry (./index.ts) that every page of
 * the wizard needs from the start, for its stepper. Kept apart from the steps' fields so that the browser's first
 * download carries only these 11 titles; each step's fields come with its component (components/wizard/steps/*),
 * which is fetched when the step is about to open.
 */
export const STEP_TITLES = {
  'basic-information': 'Basic Information',
  accidents: 'Accidents (past 3 years)',
  'traffic-convictions': 'Traffic Convictions (past 3 years)',
  'driver-license': 'Driver licenses (past 3 years)',
  'driving-experience': 'Driving Experience',
  'work-history': 'Work history',
  'armed-forces': 'Served in the US Armed Forces',
  education: 'Education',
  'accident-procedure': 'Accident Reporting Procedure',
  'phone-policy': 'Commercial Driver Cellular Phone and Seat Belt Policy',
  signature: 'Please enter your signature',
} as const;

export type StepId = keyof typeof STEP_TITLES;
export type StepTitle = (typeof STEP_TITLES)[StepId];

/** Wizard order: index 0 is step 1. */
export const STEP_IDS = Object.keys(STEP_TITLES) as StepId[];

/** A step's position (0 for step 1). */
export const stepIndex = (id: StepId): number => STEP_IDS.indexOf(id);

/** The numbered rows and entries of the flat payload (docs/specification.md §3 names them prefix1, prefix2, …). */
export const ROW_NUMBERS = [1, 2, 3] as const;
export const EXPERIENCE_ROW_NUMBERS = [1, 2, 3, 4, 5] as const;
export const PREVIOUS_ADDRESS_NUMBERS = [1, 2, 3] as const;
export const EARLIER_JOB_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The box that fills a row with this when there is nothing to report (docs/specification.md §4). */
export const NONE = 'NONE';

