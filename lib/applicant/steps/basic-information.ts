import { PREVIOUS_ADDRESS_NUMBERS, STEP_TITLES } from './order';
import type { FieldSpecs, StepSpec } from './types';

const MOVED_IN_HINT = 'MM/YYYY, the month you moved in';
const STATE_HINT = 'Two letters, e.g. TX';
const ZIP_HINT = '00000 or 00000-0000';

/** Who the applicant is and how to reach them: step 1's first fields, in the order asked and shown. */
const person = {
  applicantName: { label: 'Applicant Name', hint: 'First and last name', required: true, autoComplete: 'name' },
  dob: { label: 'Date of Birth', mask: 'date', hint: 'mm/dd/yyyy, e.g. 05/07/1990', required: true, autoComplete: 'bday' },
  ssn: { label: 'Social Security Number', mask: 'ssn', hint: '000-00-0000', required: true },
  phone: { label: 'Phone', mask: 'phone', hint: '(000) 000-0000', required: true, autoComplete: 'tel' },
  email: { label: 'Email', input: 'email', hint: 'Optional, e.g. name@example.com', autoComplete: 'email' },
} as const satisfies FieldSpecs;

/** The current home address (391.21(b)(2)). */
const currentAddress = {
  street: { label: 'Street Address', required: true, autoComplete: 'address-line1' },
  city: { label: 'City', required: true, autoComplete: 'address-level2' },
  state: { label: 'State', hint: STATE_HINT, required: true, uppercase: true, autoComplete: 'address-level1' },
  zip: { label: 'ZIP Code', mask: 'zip', hint: ZIP_HINT, required: true, autoComplete: 'postal-code' },
  movedIn: { label: 'Moved In', mask: 'monthYear', hint: MOVED_IN_HINT, required: true },
} as const satisfies FieldSpecs;

/** The step's fields in the order the wizard asks them and the documents show them. */
export const PERSON_FIELDS = Object.keys(person) as (keyof typeof person)[];
export const CURRENT_ADDRESS_FIELDS = Object.keys(currentAddress) as (keyof typeof currentAddress)[];

/** Step 1: who the applicant is, how to reach them, and where they lived (391.21(b)(2), (b)(3)). */
export const basicInformation = {
  id: 'basic-information',
  title: STEP_TITLES['basic-information'],
  fields: { ...person, ...currentAddress },
  groups: {
    previousAddresses: {
      numbers: PREVIOUS_ADDRESS_NUMBERS,
      entryName: 'Previous address',
      fields: {
        prevStreet: { label: 'Street Address', required: true },
        prevCity: { label: 'City', required: true },
        prevState: { label: 'State', hint: STATE_HINT, required: true, uppercase: true },
        prevZip: { label: 'ZIP Code', mask: 'zip', hint: ZIP_HINT, required: true },
        prevMovedIn: { label: 'Moved In', mask: 'monthYear', hint: MOVED_IN_HINT, required: true },
      },
    },
  },
  texts: {
    currentAddress: 'Current home address',
    previousAddresses: 'Previous addresses',
    previousAddressesIntro:
      'If you moved in less than 3 years ago, list the addresses where you lived before, most recent first, back 3 years.',
    addPreviousAddress: 'Add a previous address',
  },
} as const satisfies StepSpec;
