import * as z from 'zod/mini';
import { optionalChoice, optionalText, optionalUsDate, periodRule, refined, text, type RuleContext } from '../rules';
import { education } from './education';

/** Step 8's rules: at least one level of schooling, and a period that ends after it starts. */

const { fields } = education;

export const educationShape = {
  grade: optionalChoice('Highest Grade Completed', fields.grade.options),
  highSchool: optionalChoice('Highschool', fields.highSchool.options),
  college: optionalChoice('College', fields.college.options),
  schoolName: optionalText('Last School Attended', 50),
  schoolCity: optionalText('City', 50),
  schoolFrom: optionalUsDate('Date From', 15),
  schoolTo: optionalUsDate('Date To', 15),
};

export const EDUCATION_REQUIRED_MESSAGE = 'Choose at least one of Highest Grade Completed, Highschool or College.';

export function educationRule(values: Record<string, unknown>, context: RuleContext) {
  if (['grade', 'highSchool', 'college'].every((field) => text(values[field]) === '')) {
    context.addIssue({ code: 'custom', path: ['grade'], message: EDUCATION_REQUIRED_MESSAGE });
  }
  periodRule(values, context, 'schoolFrom', 'schoolTo');
}

export const educationStepSchema = refined(z.object(educationShape), educationRule);
