import { text, type RuleContext } from '../rules';
import { say } from '../validation-message';
import type { StepRules } from './step-rules-shape';

type Values = Record<string, unknown>;

const isChecked = (value: unknown) => value === true || value === 'Y';

/**
 * Step 4's medical examiner's certificate: the National Registry number is digits (API too); the wizard asks the
 * expiry and the number unless the applicant says the card is not at hand (the API takes them empty: the original
 * client never asked them).
 */
export const driverLicenseRules: StepRules = {
  both(values: Values, context: RuleContext) {
    const number = text(values.medicalExaminerNumber);
    if (number !== '' && !/^\d{1,10}$/.test(number)) {
      context.addIssue({ code: 'custom', path: ['medicalExaminerNumber'], params: say('medicalExaminerNumber') });
    }
  },
  wizard(values: Values, context: RuleContext) {
    if (isChecked(values.medicalCardMissing)) return;
    for (const field of ['medicalCardExpiration', 'medicalExaminerNumber'] as const) {
      if (text(values[field]) === '') {
        context.addIssue({ code: 'custom', path: [field], params: say('medicalCardRequired', { field }) });
      }
    }
  },
};
