import * as z from 'zod/mini';
import { optionalChoice, optionalText, optionalUsDate, periodRule, refined, text, type RuleContext } from '../rules';
import { englishMessage, say } from '../validation-message';
import { education } from './education';

/** Step 8's rules: at least one level of schooling, and a period that ends after it starts. */

const { fields } = education;

export const educationShape = {
  grade: optionalChoice('grade', fields.grade.options),
  highSchool: optionalChoice('highSchool', fields.highSchool.options),
  college: optionalChoice('college', fields.college.options),
  schoolName: optionalText('lastSchool', 50),
  schoolCity: optionalText('city', 50),
  schoolFrom: optionalUsDate('dateFrom', 15),
  schoolTo: optionalUsDate('dateTo', 15),
};

export const EDUCATION_REQUIRED_MESSAGE = englishMessage({ key: 'educationRequired' });

export function educationRule(values: Record<string, unknown>, context: RuleContext) {
  if (['grade', 'highSchool', 'college'].every((field) => text(values[field]) === '')) {
    context.addIssue({ code: 'custom', path: ['grade'], params: say('educationRequired') });
  }
  periodRule(values, context, 'schoolFrom', 'schoolTo');
}

export const educationStepSchema = refined(z.object(educationShape), educationRule);
