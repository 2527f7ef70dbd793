import type { StepSpec } from './types';

/**
 * Step 4: the license held, and whether one was ever denied, suspended or revoked (391.21(b)(9)). The question is
 * optional on the API (the original client never asked it) and required in the wizard; a Yes needs its explanation,
 * on the API too.
 */
export const driverLicense = {
  id: 'driver-license',
  fields: {
    driverState1: { kind: 'text', max: 2, required: 'always', uppercase: true },
    driverLicense1: { kind: 'text', max: 25, required: 'always', uppercase: true },
    driverType1: { kind: 'text', max: 25, required: 'always' },
    driverEndorsement1: { kind: 'text', max: 50 },
    driverExpiration1: { kind: 'dateOrNone', required: 'always' },
    licenseDenied: { kind: 'yesNo', asked: 'radios', required: 'wizard', wide: true },
    licenseDeniedReason: {
      kind: 'multiline',
      max: 300,
      // Required once shown, on the API too, with a message that says what to explain.
      required: 'always',
      missing: 'licenseDeniedReason',
      shownWhen: { field: 'licenseDenied', equals: 'Y' },
      wide: true,
    },
  },
} as const satisfies StepSpec;
