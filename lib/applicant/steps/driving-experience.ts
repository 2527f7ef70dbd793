import { EXPERIENCE_ROW_NUMBERS, STEP_TITLES } from './order';
import type { StepSpec } from './types';

/** Row titles, in the order of experience1..5. */
export const EXPERIENCE_ROW_TITLES = [
  'STRAIGHT TRUCK',
  'TRACTOR & SEMI-TRAILER',
  'SEMI-VAN-REEFER',
  'TRACTOR - TWO TRAILERS',
  'OTHER',
] as const;

/** Step 5: experience by class of equipment (no completion rule in docs/specification.md §4). */
export const drivingExperience = {
  id: 'driving-experience',
  title: STEP_TITLES['driving-experience'],
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
