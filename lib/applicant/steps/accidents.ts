import { ROW_NUMBERS, STEP_TITLES } from './order';
import type { StepSpec } from './types';

/** Step 2: up to three accidents, or NONE (docs/specification.md §4: the first row is complete unless NONE is checked). */
export const accidents = {
  id: 'accidents',
  title: STEP_TITLES.accidents,
  // The form's "Check if NONE" box (not sent: it fills the first row with NONE).
  texts: { noneBox: 'Check if NONE' },
  groups: {
    accidents: {
      numbers: ROW_NUMBERS,
      entryName: 'Accident',
      fields: {
        accidentDates: { label: 'Dates' },
        accidentNature: { label: 'Nature of Accident' },
        accidentFatalities: { label: 'Fatalities' },
        accidentInjuries: { label: 'Injuries' },
      },
    },
  },
} as const satisfies StepSpec;
