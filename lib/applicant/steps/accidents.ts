import { ROW_NUMBERS } from './order';
import type { StepSpec } from './types';

/** Step 2: up to three accidents of the past 3 years, or NONE (docs/specification.md §4: row 1 complete unless NONE). */
export const accidents = {
  id: 'accidents',
  groups: {
    accidents: {
      held: 'rows',
      numbers: ROW_NUMBERS,
      noneBox: 'accidentsNone',
      columns: '1fr 2fr 1fr 1fr',
      record: 'table',
      fields: {
        accidentDates: { kind: 'text', max: 20, wide: true },
        accidentNature: { kind: 'text', max: 100, wide: true },
        accidentFatalities: { kind: 'text', max: 5 },
        accidentInjuries: { kind: 'text', max: 5 },
      },
    },
  },
} as const satisfies StepSpec;
