import { periodRule, text, type RuleContext } from '../rules';
import { say } from '../validation-message';
import type { StepRules } from './step-rules-shape';

/** Step 8: at least one level of schooling (the message sits on `grade`), and a period that ends after it starts. */
export const educationRules: StepRules = {
  both(values: Record<string, unknown>, context: RuleContext) {
    if (['grade', 'highSchool', 'college'].every((field) => text(values[field]) === '')) {
      context.addIssue({ code: 'custom', path: ['grade'], params: say('educationRequired') });
    }
    periodRule(values, context, 'schoolFrom', 'schoolTo');
  },
};
