import { EARLIER_JOB_NUMBERS, ROW_NUMBERS } from './order';
import type { StepSpec } from './types';

/**
 * Step 6: up to three employers of the past 3 years (docs/specification.md §3–§5), each with the two answers
 * 49 CFR 391.21(b)(10) asks, and the commercial driving jobs of the 7 years before ((b)(11)). The form holds each as
 * a list; the flat payload carries them as employer1..3, earlierEmployer1..7, ….
 */
export const workHistory = {
  id: 'work-history',
  groups: {
    workEntries: {
      held: 'list',
      numbers: ROW_NUMBERS,
      atLeastOne: 'employerRequired',
      tooMany: 'tooManyEmployers',
      typedEntry: 'workDraft',
      record: 'entries',
      fields: {
        employer: { kind: 'text', max: 50, required: 'always', autoComplete: 'organization' },
        address: { kind: 'text', max: 50, required: 'always' },
        city_St_Zip: { kind: 'text', max: 50, required: 'always' },
        empFrom: { kind: 'text', max: 10, required: 'always' },
        empTo: { kind: 'text', max: 10, required: 'always' },
        position: { kind: 'text', max: 50, required: 'always' },
        salary: { kind: 'text', max: 10 },
        contact: { kind: 'text', max: 50 },
        phone: { kind: 'phone' },
        reason: { kind: 'text', max: 50 },
        // 391.21(b)(10): optional on the API (the original client never asked them), required of each entry in the wizard.
        fmcsr: { kind: 'yesNo', asked: 'radios', required: 'wizard', wide: true },
        drugTest: { kind: 'yesNo', asked: 'radios', required: 'wizard', wide: true },
      },
    },
    /** 391.21(b)(11); only this wizard asks (it sends formVersion), so an empty list from it is the answer "none". */
    earlierJobs: {
      held: 'list',
      numbers: EARLIER_JOB_NUMBERS,
      tooMany: 'tooManyEarlierJobs',
      record: 'entries',
      noneIf: 'formVersion',
      fields: {
        earlierEmployer: { kind: 'text', max: 50, required: 'always' },
        earlierAddress: { kind: 'text', max: 100, required: 'always' },
        earlierFrom: { kind: 'monthYear', required: 'always' },
        earlierTo: { kind: 'monthYear', required: 'always' },
        earlierPosition: { kind: 'text', max: 50, required: 'always' },
        earlierReason: { kind: 'text', max: 50, required: 'always' },
        earlierFmcsr: { kind: 'yesNo', asked: 'radios', required: 'always', wide: true },
        earlierDrugTest: { kind: 'yesNo', asked: 'radios', required: 'always', wide: true },
      },
    },
  },
} as const satisfies StepSpec;
