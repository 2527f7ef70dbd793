import { EXPERIENCE_ROW_NUMBERS, STEP_TITLES } from './order';
import type { StepSpec } from './types';

/** The fixed row titles (classes of equipment), by row: `texts.row1` titles experience1. */
const ROW_TITLES = {
  row1: 'STRAIGHT TRUCK',
  row2: 'TRACTOR & SEMI-TRAILER',
  row3: 'SEMI-VAN-REEFER',
  row4: 'TRACTOR - TWO TRAILERS',
  row5: 'OTHER',
} as const;

/** Row titles, in the order of experience1..5. */
export const EXPERIENCE_ROW_TITLES = Object.values(ROW_TITLES);

/** Step 5: experience by class of equipment (no completion rule in docs/specification.md §4). */
export const drivingExperience = {
  id: 'driving-experience',
  title: STEP_TITLES['driving-experience'],
  // The rows' titles are words the wizard shows (and translates), so they are texts of the step.
  texts: ROW_TITLES,
  groups: {
    experience: {
      numbers: EXPERIENCE_ROW_NUMBERS,
      entryName: 'Class of equipment',
      fields: {
        experience: { label: 'Type of equipment' },
        expFrom: { label: 'From' },
        expTo: { label: 'To' },
        expMiles: { label: 'Miles', numeric: true },
      },
    },
  },
} as const satisfies StepSpec;
