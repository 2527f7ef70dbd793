import * as z from 'zod/mini';
import { MAX_PREVIOUS_ADDRESSES, residenceGap, residenceMessage } from '../residence';
import {
  dateOfBirth,
  optionalEmail,
  optionalMonthYear,
  optionalPhone,
  optionalText,
  refined,
  requireFields,
  requiredText,
  socialSecurityNumber,
  stateCode,
  zipCode,
  type FieldPath,
  type RuleContext,
} from '../rules';

/**
 * Step 1's rules: who the applicant is (docs/specification.md §3), how to reach them and where they lived
 * (49 CFR 391.21(b)(2), (b)(3)). The API takes the address fields as optional, so that the original client's
 * payload is still accepted (lib/applicant/missing-items.ts lists what it lacks); the wizard requires them.
 */

type Values = Record<string, unknown>;

export const basicShape = {
  applicantName: requiredText('Applicant Name Required.', 'Applicant Name', 100),
  dob: dateOfBirth,
  ssn: socialSecurityNumber,
};

export const contactShape = {
  phone: optionalPhone,
  email: optionalEmail,
  street: optionalText('Street Address', 50),
  city: optionalText('City', 30),
  state: stateCode('State'),
  zip: zipCode,
  movedIn: optionalMonthYear('Moved In'),
};

/** One previous address, named as the form holds it (suffix 1), like a work entry. */
export const previousAddressShape = {
  prevStreet1: optionalText('Street Address', 50),
  prevCity1: optionalText('City', 30),
  prevState1: stateCode('State'),
  prevZip1: zipCode,
  prevMovedIn1: optionalMonthYear('Moved In'),
};

const PREVIOUS_ADDRESS_MESSAGES = {
  prevStreet1: 'Street Address Required.',
  prevCity1: 'City Required.',
  prevState1: 'State Required.',
  prevZip1: 'ZIP Code Required.',
  prevMovedIn1: 'Moved In Required.',
} as const;

const CONTACT_MESSAGES = {
  phone: 'Phone Required.',
  street: 'Street Address Required.',
  city: 'City Required.',
  state: 'State Required.',
  zip: 'ZIP Code Required.',
  movedIn: 'Moved In Required.',
} as const;

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
  if (since) context.addIssue({ code: 'custom', path: ['previousAddresses'], message: residenceMessage(since) });
  previous.forEach((address, index) => requirePreviousAddress(address, context, (field) => ['previousAddresses', index, field]));
  // Each address was moved into before the one after it (newest first, as listed).
  moves.forEach((move, index) => {
    if (index === 0 || !move || !moves[index - 1]) return;
    const [later, earlier] = [moves[index - 1]!, move].map((value) => value.split('/').reverse().join(''));
    if (earlier! >= later!) {
      context.addIssue({
        code: 'custom',
        path: ['previousAddresses', index - 1, 'prevMovedIn1'],
        message: `Moved In must be before ${moves[index - 1]}, when you moved to the next address.`,
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
