import * as z from 'zod/mini';
import { MAX_PREVIOUS_ADDRESSES, RESIDENCE_YEARS, residenceGap } from '../residence';
import {
  dateOfBirth,
  optionalEmail,
  optionalMonthYear,
  optionalPhone,
  optionalText,
  refined,
  requireFields,
  requiredMessage,
  requiredText,
  socialSecurityNumber,
  stateCode,
  zipCode,
  type FieldPath,
  type RuleContext,
} from '../rules';
import { carry, say, type ValidationMessage } from '../validation-message';

/**
 * Step 1's rules: who the applicant is (docs/specification.md §3), how to reach them and where they lived
 * (49 CFR 391.21(b)(2), (b)(3)). The API takes the address fields as optional, so that the original client's
 * payload is still accepted (lib/applicant/missing-items.ts lists what it lacks); the wizard requires them.
 */

type Values = Record<string, unknown>;

export const basicShape = {
  applicantName: requiredText('applicantName', 100),
  dob: dateOfBirth,
  ssn: socialSecurityNumber,
};

export const contactShape = {
  phone: optionalPhone,
  email: optionalEmail,
  street: optionalText('streetAddress', 50),
  city: optionalText('city', 30),
  state: stateCode('state'),
  zip: zipCode,
  movedIn: optionalMonthYear('movedIn'),
};

/** One previous address, named as the form holds it (suffix 1), like a work entry. */
export const previousAddressShape = {
  prevStreet1: optionalText('streetAddress', 50),
  prevCity1: optionalText('city', 30),
  prevState1: stateCode('state'),
  prevZip1: zipCode,
  prevMovedIn1: optionalMonthYear('movedIn'),
};

const PREVIOUS_ADDRESS_MESSAGES = {
  prevStreet1: requiredMessage('streetAddress'),
  prevCity1: requiredMessage('city'),
  prevState1: requiredMessage('state'),
  prevZip1: requiredMessage('zipCode'),
  prevMovedIn1: requiredMessage('movedIn'),
};

const CONTACT_MESSAGES = {
  phone: requiredMessage('phone'),
  street: requiredMessage('streetAddress'),
  city: requiredMessage('city'),
  state: requiredMessage('state'),
  zip: requiredMessage('zipCode'),
  movedIn: requiredMessage('movedIn'),
};

/** The addresses do not yet reach back three years: the month they must reach. */
export const residenceMessage = (since: string): ValidationMessage => ({
  key: 'residenceHistory',
  values: { years: String(RESIDENCE_YEARS), since },
});

/** One previous address is given whole (wizard and API alike). */
export function requirePreviousAddress(address: Values, context: RuleContext, pathOf: FieldPath) {
  requireFields(address, context, PREVIOUS_ADDRESS_MESSAGES, pathOf);
}

export const previousAddressInForm = z.object({ id: z.string(), ...previousAddressShape });

/** Step 1 in the wizard: contact and address required, and the addresses reach back three years (391.21(b)(3)). */
function basicStepRule(values: Values, context: RuleContext) {
  requireFields(values, context, CONTACT_MESSAGES);
  const previous = (values.previousAddresses ?? []) as Values[];
  const moves = [values.movedIn, ...previous.map((address) => address.prevMovedIn1)].map((value) => String(value ?? ''));
  // The list's own message comes before its entries' messages: the form resolver nests issues in order, and an
  // issue on `previousAddresses` itself, coming after them, would replace the entries' messages.
  const since = values.movedIn ? residenceGap(moves) : null;
  if (since) context.addIssue({ code: 'custom', path: ['previousAddresses'], params: carry(residenceMessage(since)) });
  previous.forEach((address, index) => requirePreviousAddress(address, context, (field) => ['previousAddresses', index, field]));
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

/** The wizard's step 1: its own fields of the form values. */
export const basicInformationStepSchema = refined(
  z.object({
    ...basicShape,
    ...contactShape,
    previousAddresses: z.array(previousAddressInForm).check(z.maxLength(MAX_PREVIOUS_ADDRESSES)),
  }),
  basicStepRule,
);
