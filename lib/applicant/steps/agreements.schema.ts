import * as z from 'zod/mini';
import { choice, optionalText, preprocess } from '../rules';

/**
 * The rules of steps 9 to 11: the I Agree boxes, the 391.21(d) notice, the 391.23 authorization, the e-signature
 * consent, the signature.
 */

export const AGREEMENT_REQUIRED_MESSAGE = 'You must check I Agree to continue.';
export const NOTICE_REQUIRED_MESSAGE = 'Check that you have read the notice to continue.';
export const ESIGN_REQUIRED_MESSAGE = 'Check that you agree to sign electronically to continue.';
export const SAFETY_HISTORY_AUTHORIZATION_REQUIRED_MESSAGE = 'Check that you authorize the questions to your previous employers to continue.';
export const SIGNATURE_REQUIRED_MESSAGE = 'Signature Required.';
/** Stroke data (JSON) of an elaborate signature stays well below this; it bounds what a client can store. */
export const MAX_SIGNATURE_STROKES_LENGTH = 300_000;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
/**
 * Sent by this wizard, which asks every 391.21 item: an application without it may not have been asked about
 * earlier driving jobs (391.21(b)(11)), where an empty list is otherwise a valid answer.
 */
export const FMCSA_FORM_VERSION = '391.21/2026-11';

export const signatureShape = {
  signature: optionalText('Signature strokes', MAX_SIGNATURE_STROKES_LENGTH),
  signature64: preprocess(
    (value) => (typeof value === 'string' ? value.trim() : (value ?? '')),
    z.string().check(
      z.minLength(1, SIGNATURE_REQUIRED_MESSAGE),
      z.refine((url) => url === '' || url.startsWith(PNG_DATA_URL_PREFIX), {
        message: 'Signature must be a PNG image.',
      }),
    ),
  ),
};

/**
 * How the payload records the boxes of step 11 (Y when checked); optional on the API: the original client never
 * asked them, and an application signed before the authorization existed has only the first two.
 */
export const consentShape = {
  noticeAcknowledged: choice(['Y'], 'Check that you have read the notice.'),
  esignConsent: choice(['Y'], 'Check that you agree to sign electronically.'),
  safetyHistoryAuthorized: choice(['Y'], 'Check that you authorize the questions to your previous employers.'),
  formVersion: choice([FMCSA_FORM_VERSION], 'Unknown form version.'),
};

const agreement = (message: string) => z.boolean().check(z.refine((checked) => checked, { message }));

export const accidentProcedureStepSchema = z.object({ agreeAccidentProcedure: agreement(AGREEMENT_REQUIRED_MESSAGE) });
export const phonePolicyStepSchema = z.object({ agreePhonePolicy: agreement(AGREEMENT_REQUIRED_MESSAGE) });
export const signatureStepSchema = z.object({
  noticeAcknowledged: agreement(NOTICE_REQUIRED_MESSAGE),
  safetyHistoryAuthorized: agreement(SAFETY_HISTORY_AUTHORIZATION_REQUIRED_MESSAGE),
  esignConsent: agreement(ESIGN_REQUIRED_MESSAGE),
  ...signatureShape,
});
