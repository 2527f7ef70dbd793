import * as z from 'zod/mini';
import { say } from '@/lib/applicant/validation-message';

/**
 * The wizard's check of the carrier's screening questions shown on step 1 (`keys`: their answers' form names,
 * lib/screening/questions.ts `answerKey`): each must be answered. Any answer passes: one that does not meet the
 * carrier's requirement is the office's to judge (the section says so, kindly), not the form's. The message is the
 * catalogs' `Validation.screeningAnswer`, in the language of the check.
 */
export function screeningAnswersSchema(keys: readonly string[]) {
  // Not yet answered is undefined: read as ''.
  const answered = z.pipe(
    z.transform((answer: unknown) => (typeof answer === 'string' ? answer.trim() : '')),
    z.string().check(z.refine((answer: string) => answer !== '', { params: say('screeningAnswer') })),
  );
  return z.object({
    screening: z.pipe(
      z.transform((value: unknown) => (typeof value === 'object' && value !== null ? value : {})),
      z.object(Object.fromEntries(keys.map((key) => [key, answered]))),
    ),
  });
}
