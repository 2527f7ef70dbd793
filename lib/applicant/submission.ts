import * as z from 'zod/mini';
import { submittedConsentsSchema } from '@/lib/consents/submitted-consents';
import { submittedDocumentsSchema } from '@/lib/documents/submitted-documents';
import { sentScreeningSchema } from '@/lib/screening/sent-answers';
import { applicantAnswers } from './schema';

/**
 * What the wizard sends beside the flat answers (POST /api/drivers), each read by its own part of the server: the
 * answers to the carrier's screening questions (absent or null: not screened), the background-check consents and
 * the ids of step 4's documents (absent: a client older than them, stored and flagged). A new part of the body is
 * added here: the wizard's payload type (./submit-application.ts) and the published format (lib/api-contract) follow.
 */
export const wizardAdditions = {
  screening: z.optional(z.nullable(sentScreeningSchema)),
  consents: z.optional(submittedConsentsSchema),
  documents: z.optional(submittedDocumentsSchema),
};

export type WizardAdditions = z.input<z.ZodMiniObject<typeof wizardAdditions>>;

/**
 * The whole body POST /api/drivers accepts: the original client's flat answers (docs/specification.md), with their
 * rules, and the wizard's additions, each optional. Unknown fields are dropped, as the original client's
 * `numberId` and `creationDate` always were.
 */
export const submissionSchema = z.safeExtend(applicantAnswers, wizardAdditions);
