import { PREVIOUS_ADDRESS_NUMBERS } from './order';
import type { StepSpec } from './types';

/**
 * Step 1: who the applicant is (docs/specification.md §3), how to reach them and where they lived (49 CFR
 * 391.21(b)(2), (b)(3)). The API takes the contact and address fields as optional, so that the original client's
 * payload is still accepted (lib/applicant/missing-items.ts lists what it lacks); the wizard requires them.
 */
export const basicInformation = {
  id: 'basic-information',
  fields: {
    applicantName: { kind: 'text', max: 100, required: 'always', autoComplete: 'name' },
    dob: { kind: 'birthDate', required: 'always', autoComplete: 'bday' },
    ssn: { kind: 'ssn', required: 'always', neverSaved: true, encrypted: true },
    phone: { kind: 'phone', required: 'wizard', autoComplete: 'tel' },
    email: { kind: 'email', max: 100, autoComplete: 'email' },
    street: { kind: 'text', max: 50, required: 'wizard', section: 'currentAddress', wide: true, autoComplete: 'address-line1' },
    city: { kind: 'text', max: 30, required: 'wizard', section: 'currentAddress', autoComplete: 'address-level2' },
    state: { kind: 'state', required: 'wizard', section: 'currentAddress', autoComplete: 'address-level1' },
    zip: { kind: 'zip', required: 'wizard', section: 'currentAddress', autoComplete: 'postal-code' },
    movedIn: { kind: 'monthYear', required: 'wizard', section: 'currentAddress' },
  },
  groups: {
    /** 391.21(b)(3): the addresses of the last three years, newest first (./basic-information.rules.ts). */
    previousAddresses: {
      held: 'list',
      numbers: PREVIOUS_ADDRESS_NUMBERS,
      record: 'table',
      fields: {
        prevStreet: { kind: 'text', max: 50, required: 'always', wide: true },
        prevCity: { kind: 'text', max: 30, required: 'always' },
        prevState: { kind: 'state', required: 'always' },
        prevZip: { kind: 'zip', required: 'always' },
        prevMovedIn: { kind: 'monthYear', required: 'always' },
      },
    },
  },
} as const satisfies StepSpec;
