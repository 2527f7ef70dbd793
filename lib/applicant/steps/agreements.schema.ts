import * as z from 'zod/mini';
import { choice, optionalText, preprocess } from '../rules';
import { englishMessage, say, type MessageKey } from '../validation-message';

/**
 * The rules of steps 9 to 11: the I Agree boxes, the 391.21(d) notice, the 391.23 authorization, the e-signature
 * consent, the signature.
 */

export const AGREEMENT_REQUIRED_MESSAGE = englishMessage({ key: 'agreementRequired' });
export const NOTICE_REQUIRED_MESSAGE = englishMessage({ key: 'noticeRequired' });
export const ESIGN_REQUIRED_MESSAGE = englishMessage({ key: 'esignRequired' });
export const SAFETY_HISTORY_AUTHORIZATION_REQUIRED_MESSAGE = englishMessage({ key: 'safetyHistoryRequired' });
export const SIGNATURE_REQUIRED_MESSAGE = englishMessage({ key: 'required', values: { field: 'signature' } });
/** Stroke data (JSON) of an elaborate signature stays well below this; it bounds what a client can store. */
export const MAX_SIGNATURE_STROKES_LENGTH = 300_000;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
/**
 * Sent by this wizard, which asks every 391.21 item: an application without it may not have been asked about
 * earlier driving jobs (391.21(b)(11)), where an empty list is otherwise a valid answer.
 */
export const FMCSA_FORM_VERSION = '391.21/2026-11';

export const signatureShape = {
  signature: optionalText('signatureStrokes', MAX_SIGNATURE_STROKES_LENGTH),
  signature64: preprocess(
    (value) => (typeof value === 'string' ? value.trim() : (value ?? '')),
    z.string().check(
      z.refine((url: string) => url.length > 0, { params: say('required', { field: 'signature' }) }),
      z.refine((url: string) => url === '' || url.startsWith(PNG_DATA_URL_PREFIX), { params: say('signaturePng') }),
    ),
  ),
};

/**
 * How the payload records the boxes of step 11 (Y when checked); optional on the API: the original client never
 * asked them, and an application signed before the authorization existed has only the first two.
 */
export const consentShape = {
  noticeAcknowledged: choice(['Y'], { key: 'noticeAcknowledged' }),
  esignConsent: choice(['Y'], { key: 'esignConsent' }),
  safetyHistoryAuthorized: choice(['Y'], { key: 'safetyHistoryAuthorized' }),
  formVersion: choice([FMCSA_FORM_VERSION], { key: 'formVersion' }),
};

const agreement = (key: MessageKey) => z.boolean().check(z.refine((checked) => checked, { params: say(key) }));

export const accidentProcedureStepSchema = z.object({ agreeAccidentProcedure: agreement('agreementRequired') });
export const phonePolicyStepSchema = z.object({ agreePhonePolicy: agreement('agreementRequired') });
export const signatureStepSchema = z.object({
  noticeAcknowledged: agreement('noticeRequired'),
  safetyHistoryAuthorized: agreement('safetyHistoryRequired'),
  esignConsent: agreement('esignRequired'),
  ...signatureShape,
});
