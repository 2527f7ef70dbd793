import { monthIndex } from '../residence';
import { text } from '../rules';
import { say } from '../validation-message';
import type { StepRules } from './step-rules-shape';

/** Step 6: an earlier driving job's period ends after it starts (the wizard's list and the API's slots alike). */
export const workHistoryRules: StepRules = {
  entry: {
    earlierJobs(job, context, { nameOf, pathOf }) {
      const [from, to] = [monthIndex(text(job[nameOf('earlierFrom')])), monthIndex(text(job[nameOf('earlierTo')]))];
      if (from !== null && to !== null && to < from) {
        context.addIssue({ code: 'custom', path: pathOf(nameOf('earlierTo')), params: say('periodOrder') });
      }
    },
  },
};
