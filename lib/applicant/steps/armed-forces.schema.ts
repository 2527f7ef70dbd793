import * as z from 'zod/mini';
import { choice, optionalText, optionalUsDate, periodRule, refined, text, YES_NO, type RuleContext } from '../rules';

/** Step 7's rules: whether the applicant served, and the details of a service. */

export const armyShape = {
  servedArmy: choice(YES_NO, 'Please answer Yes or No.', { required: true }),
  branch: optionalText('Branch', 50),
  rank: optionalText('Rank at Discharge', 50),
  armyFrom: optionalUsDate('Date From', 15),
  armyTo: optionalUsDate('Date To', 15),
  expServing: optionalText('Experience while serving', 50),
};

export function armyRule(values: Record<string, unknown>, context: RuleContext) {
  if (text(values.servedArmy) === 'Y') periodRule(values, context, 'armyFrom', 'armyTo');
}

export const armedForcesStepSchema = refined(z.object(armyShape), armyRule);
