import type { StepSpec } from './types';

const SCHOOL_YEARS = ['1', '2', '3', '4'] as const;

/** Step 8: schooling; at least one of the three levels is chosen (./education.rules.ts puts its message on `grade`). */
export const education = {
  id: 'education',
  fields: {
    grade: { kind: 'select', options: ['1', '2', '3', '4', '5', '6', '7', '8'], recheck: 'grade' },
    highSchool: { kind: 'select', options: SCHOOL_YEARS, recheck: 'grade' },
    college: { kind: 'select', options: SCHOOL_YEARS, recheck: 'grade' },
    schoolName: { kind: 'text', max: 50 },
    schoolCity: { kind: 'text', max: 50 },
    schoolFrom: { kind: 'date', max: 15 },
    schoolTo: { kind: 'date', max: 15 },
  },
} as const satisfies StepSpec;
