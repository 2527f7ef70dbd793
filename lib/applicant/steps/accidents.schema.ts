import * as z from 'zod/mini';
import { ROW_NUMBERS } from './order';
import { numbered, optionalText, refined, requireFields, type RuleContext } from '../rules';

/** Step 2's rules: up to three accidents of the past 3 years. */

export const accidentShape = {
  ...numbered('accidentDates', ROW_NUMBERS, () => optionalText('Accident Dates', 20)),
  ...numbered('accidentNature', ROW_NUMBERS, () => optionalText('Nature of Accident', 100)),
  ...numbered('accidentFatalities', ROW_NUMBERS, () => optionalText('Fatalities', 5)),
  ...numbered('accidentInjuries', ROW_NUMBERS, () => optionalText('Injuries', 5)),
};

/** The first row is complete; the wizard's "Check if NONE" box fills it with NONE (docs/specification.md §4). */
export function accidentRule(values: Record<string, unknown>, context: RuleContext) {
  requireFields(values, context, {
    accidentDates1: 'Accident Date Required (or check NONE).',
    accidentNature1: 'Nature of Accident Required (or check NONE).',
    accidentFatalities1: 'Fatalities Required (or check NONE).',
    accidentInjuries1: 'Injuries Required (or check NONE).',
  });
}

export const accidentsStepSchema = refined(z.object({ accidentsNone: z.boolean(), ...accidentShape }), accidentRule);
