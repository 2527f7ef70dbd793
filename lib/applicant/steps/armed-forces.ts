import { STEP_TITLES } from './order';
import type { StepSpec } from './types';

/** Details of a service: asked, shown and stored only after a Yes. */
export const ARMY_DETAIL_FIELDS = ['branch', 'rank', 'armyFrom', 'armyTo', 'expServing'] as const;

/** Step 7: military service; its details only when the applicant served. */
export const armedForces = {
  id: 'armed-forces',
  title: STEP_TITLES['armed-forces'],
  fields: {
    servedArmy: { label: STEP_TITLES['armed-forces'], input: 'select', yesNo: true, required: true },
    branch: { label: 'Branch' },
    rank: { label: 'Rank at Discharge' },
    armyFrom: { label: 'Date From', mask: 'date', hint: 'mm/dd/yyyy' },
    armyTo: { label: 'Date To', mask: 'date', hint: 'mm/dd/yyyy' },
    expServing: { label: 'Experience while serving' },
  },
} as const satisfies StepSpec;
