import type { StepSpec } from './types';

/**
 * Steps 9 and 10: a text of lib/signed-content/agreement-texts.ts and its I Agree box, which only the form holds (the
 * server refuses an application without both, so every stored one agreed).
 */
export const accidentProcedure = {
  id: 'accident-procedure',
  record: 'accidentProcedure',
  fields: { agreeAccidentProcedure: { kind: 'agreement', required: 'wizard', missing: 'agreementRequired' } },
} as const satisfies StepSpec;

export const phonePolicy = {
  id: 'phone-policy',
  record: 'phonePolicy',
  fields: { agreePhonePolicy: { kind: 'agreement', required: 'wizard', missing: 'agreementRequired' } },
} as const satisfies StepSpec;

/**
 * Step 11: the 391.21(d) notice, the authorization of the 391.23 inquiries and the consent to sign electronically,
 * each given with a box (optional on the API: the original client never asked them, and an application signed
 * before the authorization existed has only the first two), then the certification and the drawn signature
 * (strokes and image), in the order the wizard asks them.
 */
export const signature = {
  id: 'signature',
  record: 'signature',
  fields: {
    noticeAcknowledged: { kind: 'consent', required: 'wizard', missing: 'noticeRequired', invalid: 'noticeAcknowledged' },
    // Keeps the feature's first name: a database column and a signed field of every application since version 2
    // (docs/inquiries.md, stored names); its message key follows the field, as the other boxes' do.
    safetyHistoryAuthorized: {
      kind: 'consent',
      required: 'wizard',
      missing: 'inquiriesAuthorizationRequired',
      invalid: 'safetyHistoryAuthorized',
    },
    esignConsent: { kind: 'consent', required: 'wizard', missing: 'esignRequired', invalid: 'esignConsent' },
    /** Stroke data (JSON) of an elaborate signature stays well below this; it bounds what a client can store. */
    signature: { kind: 'signatureStrokes', max: 300_000, neverSaved: true },
    signature64: { kind: 'signatureImage', required: 'always', neverSaved: true },
  },
} as const satisfies StepSpec;
