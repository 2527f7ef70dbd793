import type { StepSpec } from './types';

const SERVED = { field: 'servedArmy', equals: 'Y' } as const;

/** Step 7: military service; its details are asked, shown and stored only after a Yes (./armed-forces.rules.ts). */
export const armedForces = {
  id: 'armed-forces',
  fields: {
    servedArmy: { kind: 'yesNo', asked: 'select', required: 'always' },
    branch: { kind: 'text', max: 50, shownWhen: SERVED },
    rank: { kind: 'text', max: 50, shownWhen: SERVED },
    armyFrom: { kind: 'date', max: 15, shownWhen: SERVED },
    armyTo: { kind: 'date', max: 15, shownWhen: SERVED },
    expServing: { kind: 'text', max: 50, shownWhen: SERVED },
  },
} as const satisfies StepSpec;
