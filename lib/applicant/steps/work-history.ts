import { EARLIER_JOB_NUMBERS, ROW_NUMBERS, STEP_TITLES } from './order';
import type { StepSpec } from './types';

const FMCSR_QUESTION = 'Were you subject to the Federal Motor Carrier Safety Regulations while employed here?';
const DRUG_TEST_QUESTION = 'Was this job a safety-sensitive function subject to DOT drug and alcohol testing?';
const FMCSR_LABEL = 'Subject to the FMCSRs';
const DRUG_TEST_LABEL = 'Safety-sensitive, DOT drug and alcohol testing';
const MONTH_YEAR_HINT = 'MM/YYYY';

/**
 * Step 6: up to three employers of the past 3 years, each with the two answers 391.21(b)(10) asks, and the
 * commercial driving jobs of the 7 years before (391.21(b)(11)). The form holds each as a list; the flat payload
 * carries them as employer1..3, earlierEmployer1..7, ….
 */
export const workHistory = {
  id: 'work-history',
  title: STEP_TITLES['work-history'],
  groups: {
    workEntries: {
      numbers: ROW_NUMBERS,
      entryName: 'Work entry',
      fields: {
        employer: { label: 'Employer', required: true, autoComplete: 'organization' },
        address: { label: 'Street address', required: true },
        city_St_Zip: { label: 'City/State/Zip', required: true },
        empFrom: { label: 'Date from', hint: 'e.g. 03/2019', required: true },
        empTo: { label: 'Date to', hint: 'e.g. 08/2023, or Present', required: true },
        position: { label: 'Position', required: true },
        salary: { label: 'Salary', hint: 'e.g. $0.55/mile or $22/hour' },
        contact: { label: 'Contact name and job title' },
        phone: { label: 'Phone', mask: 'phone', hint: '(000) 000-0000' },
        reason: { label: 'Reason leaving' },
        fmcsr: { label: FMCSR_LABEL, question: FMCSR_QUESTION, input: 'yesNo', yesNo: true, required: true },
        drugTest: { label: DRUG_TEST_LABEL, question: DRUG_TEST_QUESTION, input: 'yesNo', yesNo: true, required: true },
      },
    },
    earlierJobs: {
      numbers: EARLIER_JOB_NUMBERS,
      entryName: 'Earlier driving job',
      fields: {
        earlierEmployer: { label: 'Employer', required: true },
        earlierAddress: { label: 'Address', required: true },
        earlierFrom: { label: 'Date From', mask: 'monthYear', hint: MONTH_YEAR_HINT, required: true },
        earlierTo: { label: 'Date To', mask: 'monthYear', hint: MONTH_YEAR_HINT, required: true },
        earlierPosition: { label: 'Position', required: true },
        earlierReason: { label: 'Reason for leaving', required: true },
        earlierFmcsr: { label: FMCSR_LABEL, question: FMCSR_QUESTION, input: 'yesNo', yesNo: true, required: true },
        earlierDrugTest: { label: DRUG_TEST_LABEL, question: DRUG_TEST_QUESTION, input: 'yesNo', yesNo: true, required: true },
      },
    },
  },
  texts: {
    instruction: 'List previous employers, starting with most recent, at least one is required. (Max. 3)',
    addEmployer: 'Add another work experience',
    earlierJobs: 'Earlier commercial driving jobs (years 4 to 10)',
    earlierJobsIntro: 'Only if you drove commercially in the 7 years before those 3 years.',
    addEarlierJob: 'Add an earlier driving job',
  },
} as const satisfies StepSpec;
