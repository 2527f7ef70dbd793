import { RESIDENCE_YEARS, residenceGap } from '../residence';
import type { RuleContext } from '../rules';
import { carry, say, type ValidationMessage } from '../validation-message';
import type { StepRules } from './step-rules-shape';

type Values = Record<string, unknown>;

/** The addresses do not yet reach back three years: the month they must reach. */
export const residenceMessage = (since: string): ValidationMessage => ({
  key: 'residenceHistory',
  values: { years: String(RESIDENCE_YEARS), since },
});

/**
 * Step 1 in the wizard: the addresses reach back three years, each moved into before the one listed above it
 * (391.21(b)(3)). The API takes an application without them (the original client never asked).
 */
function addressHistoryRule(values: Values, context: RuleContext) {
  const previous = (values.previousAddresses ?? []) as Values[];
  const moves = [values.movedIn, ...previous.map((address) => address.prevMovedIn1)].map((value) => String(value ?? ''));
  // The list's own message comes before its entries' messages: the form resolver nests issues in order, and an
  // issue on `previousAddresses` itself, coming after them, would replace the entries' messages.
  const since = values.movedIn ? residenceGap(moves) : null;
  if (since) context.addIssue({ code: 'custom', path: ['previousAddresses'], params: carry(residenceMessage(since)) });
  // Each address was moved into before the one after it (newest first, as listed).
  moves.forEach((move, index) => {
    if (index === 0 || !move || !moves[index - 1]) return;
    const [later, earlier] = [moves[index - 1]!, move].map((value) => value.split('/').reverse().join(''));
    if (earlier! >= later!) {
      context.addIssue({
        code: 'custom',
        path: ['previousAddresses', index - 1, 'prevMovedIn1'],
        params: say('movedInOrder', { date: moves[index - 1]! }),
      });
    }
  });
}

export const basicInformationRules: StepRules = { wizard: addressHistoryRule };
