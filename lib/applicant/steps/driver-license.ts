import type { StepSpec } from './types';

/**
 * Step 4: the license held, and whether one was ever denied, suspended or revoked (391.21(b)(9)). The question is
 * optional on the API (the original client never asked it) and required in the wizard; a Yes needs its explanation,
 * on the API too. Then the medical examiner's certificate (391.43(g)): its expiry and the examiner's National
 * Registry number, asked in the wizard unless the applicant says the card is not at hand ("I don't have it with
 * me", which the office sees). The photos of the CDL and of the certificate are not answers: they are uploaded one
 * by one and named in the submission by their ids (docs/documents.md).
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
    medicalCardMissing: { kind: 'consent', section: 'medicalCard', missing: 'medicalCardMissing', invalid: 'medicalCardMissing', wide: true },
    medicalCardExpiration: { kind: 'date', max: 10, section: 'medicalCard' },
    // The examiner's number on the FMCSA National Registry of Certified Medical Examiners: up to 10 digits.
    medicalExaminerNumber: { kind: 'text', max: 10, numeric: true, section: 'medicalCard' },
  },
} as const satisfies StepSpec;
