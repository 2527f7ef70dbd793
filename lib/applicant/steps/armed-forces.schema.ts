import * as z from 'zod/mini';
import { choice, optionalText, optionalUsDate, periodRule, refined, text, YES_NO, type RuleContext } from '../rules';

/** Step 7's rules: whether the applicant served, and the details of a service. */

export const armyShape = {
  servedArmy: choice(YES_NO, { key: 'yesNo' }, { required: true }),
  branch: optionalText('branch', 50),
  rank: optionalText('rank', 50),
  armyFrom: optionalUsDate('dateFrom', 15),
  armyTo: optionalUsDate('dateTo', 15),
  expServing: optionalText('serviceExperience', 50),
};

export function armyRule(values: Record<string, unknown>, context: RuleContext) {
  if (text(values.servedArmy) === 'Y') periodRule(values, context, 'armyFrom', 'armyTo');
}

export const armedForcesStepSchema = refined(z.object(armyShape), armyRule);
