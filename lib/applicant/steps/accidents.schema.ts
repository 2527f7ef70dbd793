import * as z from 'zod/mini';
import { ROW_NUMBERS } from './order';
import { numbered, optionalText, refined, requireFields, type RuleContext } from '../rules';
import { say } from '../validation-message';

/** Step 2's rules: up to three accidents of the past 3 years. */

export const accidentShape = {
  ...numbered('accidentDates', ROW_NUMBERS, () => optionalText('accidentDates', 20)),
  ...numbered('accidentNature', ROW_NUMBERS, () => optionalText('accidentNature', 100)),
  ...numbered('accidentFatalities', ROW_NUMBERS, () => optionalText('fatalities', 5)),
  ...numbered('accidentInjuries', ROW_NUMBERS, () => optionalText('injuries', 5)),
};

/** The first row is complete; the wizard's "Check if NONE" box fills it with NONE (docs/specification.md §4). */
export function accidentRule(values: Record<string, unknown>, context: RuleContext) {
  requireFields(values, context, {
    accidentDates1: say('requiredOrNone', { field: 'accidentDate' }),
    accidentNature1: say('requiredOrNone', { field: 'accidentNature' }),
    accidentFatalities1: say('requiredOrNone', { field: 'fatalities' }),
    accidentInjuries1: say('requiredOrNone', { field: 'injuries' }),
  });
}

export const accidentsStepSchema = refined(z.object({ accidentsNone: z.boolean(), ...accidentShape }), accidentRule);
