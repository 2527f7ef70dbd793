import { periodRule, text, type RuleContext } from '../rules';
import { armedForces } from './armed-forces';
import type { StepRules } from './step-rules-shape';

type Values = Record<string, unknown>;

/** The details of a service: asked, shown and stored only after a Yes. */
export const ARMY_DETAIL_FIELDS = Object.entries(armedForces.fields)
  .filter(([, spec]) => 'shownWhen' in spec)
  .map(([name]) => name as keyof typeof armedForces.fields);

export const armedForcesRules: StepRules = {
  both(values: Values, context: RuleContext) {
    if (text(values.servedArmy) === 'Y') periodRule(values, context, 'armyFrom', 'armyTo');
  },
  // Details of service mean nothing when the applicant did not serve; never store stale ones.
  stored: (values) =>
    values.servedArmy === 'N' ? { ...values, ...Object.fromEntries(ARMY_DETAIL_FIELDS.map((field) => [field, ''])) } : values,
};
