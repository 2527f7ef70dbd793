import 'server-only';
import { z } from 'zod';

/**
 * The answers of POST /api/drivers, described for the API's description (./openapi-document.ts). Their shapes are
 * those of lib/server/application-store.ts (201) and lib/server/http/route-error.ts (every refusal);
 * tests/api/published-format.test.ts checks real answers against them.
 */

export const storedSubmissionSchema = z.object({
  numberId: z.int().positive().describe("The application's number: the office's reference, and the webhook's."),
  creationDate: z.iso.datetime().describe('When it was stored (ISO 8601, UTC).'),
});

export const refusalSchema = z.object({
  error: z.string().describe('What went wrong, in words for a person (in the applicant\'s language where one applies).'),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .describe(
      'Each field refused, by its name in the body, with its message (the first one of that field). Answers of a ' +
        'list are named by their place: `screening.0`. `_` names the body as a whole.',
    ),
  consentProblems: z
    .array(z.string())
    .optional()
    .describe('409 and 422 on `consents`: each problem, in English, for the developer of the client.'),
  documentProblems: z
    .array(z.string())
    .optional()
    .describe('422 on `documents`: each problem, in English, for the developer of the client.'),
});
