import * as z from 'zod/mini';
import {
  licenseExpiration,
  optionalText,
  refined,
  requireFields,
  requiredText,
  text,
  yesNo,
  YES_NO_REQUIRED,
  type RuleContext,
} from '../rules';
import { englishMessage, say } from '../validation-message';

/** Step 4's rules: the license held, and whether one was ever denied, suspended or revoked (391.21(b)(9)). */

type Values = Record<string, unknown>;

export const licenseShape = {
  driverState1: requiredText('state', 2),
  driverLicense1: requiredText('licenseNumber', 25),
  driverType1: requiredText('licenseType', 25),
  driverEndorsement1: optionalText('endorsement', 50),
  driverExpiration1: licenseExpiration,
};

/** Optional on the API (the original client never asked it); required in the wizard. */
export const licenseDeniedShape = {
  licenseDenied: yesNo(),
  licenseDeniedReason: optionalText('licenseDeniedExplanation', 300),
};

export const LICENSE_DENIED_REASON_MESSAGE = englishMessage({ key: 'licenseDeniedReason' });

/** On the API as in the wizard: a Yes needs its explanation. */
export function licenseDeniedRule(values: Values, context: RuleContext) {
  if (text(values.licenseDenied) === 'Y' && text(values.licenseDeniedReason) === '') {
    context.addIssue({ code: 'custom', path: ['licenseDeniedReason'], params: say('licenseDeniedReason') });
  }
}

export const driverLicenseStepSchema = refined(z.object({ ...licenseShape, ...licenseDeniedShape }), (values, context) => {
  requireFields(values, context, { licenseDenied: YES_NO_REQUIRED });
  licenseDeniedRule(values, context);
});
