/**
 * The steps in wizard order, by id: the part of the registry (./index.ts) that every page of the wizard needs from
 * the start, for its stepper. Kept apart from the steps' declarations so that the browser's first download carries
 * only these ids; each step's declaration comes with its code, which is fetched when the step is about to open. The
 * titles are texts of the catalogs (`Steps.<id>.title`).
 */
export const STEP_IDS = [
  'basic-information',
  'accidents',
  'traffic-convictions',
  'driver-license',
  'driving-experience',
  'work-history',
  'armed-forces',
  'education',
  'accident-procedure',
  'phone-policy',
  'signature',
] as const;

export type StepId = (typeof STEP_IDS)[number];

/** A step's position (0 for step 1). */
export const stepIndex = (id: StepId): number => STEP_IDS.indexOf(id);

/** The numbered rows and entries of the flat payload (docs/specification.md §3 names them prefix1, prefix2, …). */
export const ROW_NUMBERS = [1, 2, 3] as const;
export const EXPERIENCE_ROW_NUMBERS = [1, 2, 3, 4, 5] as const;
export const PREVIOUS_ADDRESS_NUMBERS = [1, 2, 3] as const;
export const EARLIER_JOB_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The box that fills a row with this when there is nothing to report (docs/specification.md §4). */
export const NONE = 'NONE';
