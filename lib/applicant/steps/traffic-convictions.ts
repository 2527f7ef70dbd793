import { ROW_NUMBERS, STEP_TITLES } from './order';
import type { StepSpec } from './types';

/** Step 3: up to three traffic convictions, or NONE (the same rule as accidents). */
export const trafficConvictions = {
  id: 'traffic-convictions',
  title: STEP_TITLES['traffic-convictions'],
  // The form's "Check if NONE" box (not sent: it fills the first row with NONE).
  texts: { noneBox: 'Check if NONE' },
  groups: {
    convictions: {
      numbers: ROW_NUMBERS,
      entryName: 'Conviction',
      fields: {
        trafficDates: { label: 'Date' },
        trafficState: { label: 'State', uppercase: true },
        trafficCharge: { label: 'Charge' },
        trafficPenalty: { label: 'Penalty' },
      },
    },
  },
} as const satisfies StepSpec;
