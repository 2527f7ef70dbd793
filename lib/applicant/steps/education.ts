import { STEP_TITLES } from './order';
import type { StepSpec } from './types';

const YEARS_HINT = 'Years completed, 1 to 4';
const SCHOOL_YEARS = ['1', '2', '3', '4'] as const;

/** Step 8: schooling; at least one of the three levels is chosen. */
export const education = {
  id: 'education',
  title: STEP_TITLES.education,
  fields: {
    grade: { label: 'Highest Grade Completed', input: 'select', options: ['1', '2', '3', '4', '5', '6', '7', '8'], hint: 'Grade 1 to 8' },
    highSchool: { label: 'Highschool', input: 'select', options: SCHOOL_YEARS, hint: YEARS_HINT },
    college: { label: 'College', input: 'select', options: SCHOOL_YEARS, hint: YEARS_HINT },
    schoolName: { label: 'Last School Attended' },
    schoolCity: { label: 'City' },
    schoolFrom: { label: 'Date From', mask: 'date', hint: 'mm/dd/yyyy' },
    schoolTo: { label: 'Date To', mask: 'date', hint: 'mm/dd/yyyy' },
  },
  texts: { notSelected: 'Not selected' },
} as const satisfies StepSpec;
