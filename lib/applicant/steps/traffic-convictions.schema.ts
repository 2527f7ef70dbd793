import * as z from 'zod/mini';
import { ROW_NUMBERS } from './order';
import { numbered, optionalText, refined, requireFields, type RuleContext } from '../rules';
import { say } from '../validation-message';

/** Step 3's rules: up to three traffic convictions of the past 3 years. */

export const trafficShape = {
  ...numbered('trafficDates', ROW_NUMBERS, () => optionalText('convictionDate', 20)),
  ...numbered('trafficState', ROW_NUMBERS, () => optionalText('state', 4)),
  ...numbered('trafficCharge', ROW_NUMBERS, () => optionalText('charge', 100)),
  ...numbered('trafficPenalty', ROW_NUMBERS, () => optionalText('penalty', 50)),
};

/** As for accidents: the first row is complete, or NONE. */
export function trafficRule(values: Record<string, unknown>, context: RuleContext) {
  requireFields(values, context, {
    trafficDates1: say('requiredOrNone', { field: 'convictionDate' }),
    trafficState1: say('requiredOrNone', { field: 'state' }),
    trafficCharge1: say('requiredOrNone', { field: 'charge' }),
    trafficPenalty1: say('requiredOrNone', { field: 'penalty' }),
  });
}

export const trafficConvictionsStepSchema = refined(z.object({ trafficNone: z.boolean(), ...trafficShape }), trafficRule);
