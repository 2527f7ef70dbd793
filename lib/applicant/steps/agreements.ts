import { STEP_TITLES } from './order';
import type { StepSpec } from './types';

/**
 * Steps 9 and 10: a text of lib/applicant/agreement-texts.ts and its I Agree box, which only the form holds (the
 * server refuses an application without both, so every stored one agreed).
 */
export const accidentProcedure = {
  id: 'accident-procedure',
  title: STEP_TITLES['accident-procedure'],
} as const satisfies StepSpec;

export const phonePolicy = {
  id: 'phone-policy',
  title: STEP_TITLES['phone-policy'],
} as const satisfies StepSpec;

/**
 * Step 11: the 391.21(d) notice, the authorization of the 391.23 inquiries and the consent to sign electronically,
 * each given with a box, then the certification and the drawn signature (strokes and image).
 */
export const signature = {
  id: 'signature',
  title: STEP_TITLES.signature,
  answers: ['noticeAcknowledged', 'safetyHistoryAuthorized', 'esignConsent', 'signature', 'signature64'],
} as const satisfies StepSpec;
