import * as z from 'zod/mini';
import {
  licenseExpiration,
  optionalText,
  refined,
  requireFields,
  requiredText,
  text,
  yesNo,
  YES_NO_MESSAGE,
  type RuleContext,
} from '../rules';

/** Step 4's rules: the license held, and whether one was ever denied, suspended or revoked (391.21(b)(9)). */

type Values = Record<string, unknown>;

export const licenseShape = {
  driverState1: requiredText('State Required.', 'State', 2),
  driverLicense1: requiredText('License No Required.', 'License No', 25),
  driverType1: requiredText('Type Required.', 'Type', 25),
  driverEndorsement1: optionalText('Endorsement', 50),
  driverExpiration1: licenseExpiration,
};

/** Optional on the API (the original client never asked it); required in the wizard. */
export const licenseDeniedShape = {
  licenseDenied: yesNo(),
  licenseDeniedReason: optionalText('Explanation', 300),
};

export const LICENSE_DENIED_REASON_MESSAGE = 'Explain what happened: which license, when, and why.';

/** On the API as in the wizard: a Yes needs its explanation. */
export function licenseDeniedRule(values: Values, context: RuleContext) {
  if (text(values.licenseDenied) === 'Y' && text(values.licenseDeniedReason) === '') {
    context.addIssue({ code: 'custom', path: ['licenseDeniedReason'], message: LICENSE_DENIED_REASON_MESSAGE });
  }
}

export const driverLicenseStepSchema = refined(z.object({ ...licenseShape, ...licenseDeniedShape }), (values, context) => {
  requireFields(values, context, { licenseDenied: YES_NO_MESSAGE });
  licenseDeniedRule(values, context);
});
