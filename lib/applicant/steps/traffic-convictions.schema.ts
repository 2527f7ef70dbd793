import * as z from 'zod/mini';
import { ROW_NUMBERS } from './order';
import { numbered, optionalText, refined, requireFields, type RuleContext } from '../rules';

/** Step 3's rules: up to three traffic convictions of the past 3 years. */

export const trafficShape = {
  ...numbered('trafficDates', ROW_NUMBERS, () => optionalText('Conviction Date', 20)),
  ...numbered('trafficState', ROW_NUMBERS, () => optionalText('State', 4)),
  ...numbered('trafficCharge', ROW_NUMBERS, () => optionalText('Charge', 100)),
  ...numbered('trafficPenalty', ROW_NUMBERS, () => optionalText('Penalty', 50)),
};

/** As for accidents: the first row is complete, or NONE. */
export function trafficRule(values: Record<string, unknown>, context: RuleContext) {
  requireFields(values, context, {
    trafficDates1: 'Conviction Date Required (or check NONE).',
    trafficState1: 'State Required (or check NONE).',
    trafficCharge1: 'Charge Required (or check NONE).',
    trafficPenalty1: 'Penalty Required (or check NONE).',
  });
}

export const trafficConvictionsStepSchema = refined(z.object({ trafficNone: z.boolean(), ...trafficShape }), trafficRule);
