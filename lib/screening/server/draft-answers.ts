import 'server-only';
import * as z from 'zod/mini';
import { ANSWER_KEY_PATTERN, MAX_ACTIVE_QUESTIONS, OPTION_TEXT_MAX } from '../questions';

/**
 * The screening answers a saved draft keeps (lib/drafts/server/draft-answers.ts): by question and version, as the
 * wizard holds them. Bounded like every other answer of a draft; whether they answer the carrier's questions is
 * checked when the application is sent (./check-answers.ts). A question edited since is asked again on resume (its
 * new version is a new key), and the answer to the old one is not sent.
 */
export const screeningDraftAnswers = z
  .record(z.string().check(z.regex(ANSWER_KEY_PATTERN)), z.string().check(z.maxLength(OPTION_TEXT_MAX)))
  .check(z.refine((answers) => Object.keys(answers).length <= MAX_ACTIVE_QUESTIONS * 2, 'Too many screening answers.'));
