import * as z from 'zod/mini';
import { MAX_ACTIVE_QUESTIONS, OPTION_TEXT_MAX, QUESTION_ID_PATTERN } from './questions';

/**
 * The answers to the carrier's screening questions as a submission sends them (POST /api/drivers, `screening`):
 * read by the server (./server/check-answers.ts) and published with the application's format (lib/api-contract).
 */
export const sentScreeningSchema = z.array(
  z.object({
    questionId: z.string().check(z.regex(QUESTION_ID_PATTERN)),
    version: z.int().check(z.minimum(1), z.maximum(999_999)),
    answer: z.string().check(z.maxLength(OPTION_TEXT_MAX)),
  }),
).check(z.maxLength(MAX_ACTIVE_QUESTIONS * 2));

/** The page's signed record of the questions it showed (./server/shown-page.ts issues and reads it). */
export const SHOWN_PAGE_PATTERN = /^sp1\.[A-Za-z0-9_-]{1,4000}\.[A-Za-z0-9_-]{43}$/;
