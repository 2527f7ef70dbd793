import { ROW_NUMBERS } from './order';
import type { StepSpec } from './types';

/** Step 3: up to three traffic convictions of the past 3 years, or NONE (the same rule as accidents). */
export const trafficConvictions = {
  id: 'traffic-convictions',
  groups: {
    convictions: {
      held: 'rows',
      numbers: ROW_NUMBERS,
      noneBox: 'trafficNone',
      columns: '1fr 0.8fr 2fr 1.5fr',
      record: 'table',
      fields: {
        trafficDates: { kind: 'text', max: 20 },
        trafficState: { kind: 'text', max: 4, uppercase: true },
        trafficCharge: { kind: 'text', max: 100, wide: true },
        trafficPenalty: { kind: 'text', max: 50, wide: true },
      },
    },
  },
} as const satisfies StepSpec;
