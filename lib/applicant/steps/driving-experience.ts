import { EXPERIENCE_ROW_NUMBERS } from './order';
import type { StepSpec } from './types';

/** Step 5: experience by class of equipment, one titled row each (no completion rule in docs/specification.md §4). */
export const drivingExperience = {
  id: 'driving-experience',
  groups: {
    experience: {
      held: 'rows',
      numbers: EXPERIENCE_ROW_NUMBERS,
      titledRows: true,
      columns: '2fr 1fr 1fr 1fr',
      record: 'table',
      fields: {
        experience: { kind: 'text', max: 50, wide: true },
        expFrom: { kind: 'text', max: 10 },
        expTo: { kind: 'text', max: 10 },
        expMiles: { kind: 'text', max: 10, numeric: true, wide: true },
      },
    },
  },
} as const satisfies StepSpec;
