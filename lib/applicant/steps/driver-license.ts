import { STEP_TITLES } from './order';
import type { StepSpec } from './types';

const LICENSE_DENIED_QUESTION =
  'Have you ever been denied a license, permit or privilege to operate a motor vehicle, or had one suspended or revoked?';

/** Step 4: the license held, and whether one was ever denied, suspended or revoked (391.21(b)(9)). */
export const driverLicense = {
  id: 'driver-license',
  title: STEP_TITLES['driver-license'],
  fields: {
    driverState1: { label: 'State', hint: 'Two letters, e.g. TX', required: true, uppercase: true },
    driverLicense1: { label: 'License No', required: true, uppercase: true },
    driverType1: { label: 'Type', hint: 'e.g. Class A CDL', required: true },
    driverEndorsement1: { label: 'Endorsement', hint: 'Endorsements, or NONE' },
    driverExpiration1: { label: 'Expiration Date', hint: 'mm/dd/yyyy, or NONE', required: true },
    // The documents print the whole question: "denied" alone would not say what was asked.
    licenseDenied: { label: LICENSE_DENIED_QUESTION, question: LICENSE_DENIED_QUESTION, input: 'yesNo', yesNo: true, required: true },
    licenseDeniedReason: { label: 'Explanation', input: 'multiline', hint: 'Which license, when, and why', required: true },
  },
} as const satisfies StepSpec;
