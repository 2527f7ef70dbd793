import * as z from 'zod/mini';
import { submittedConsentsSchema } from '@/lib/consents/submitted-consents';
import { submittedDocumentsSchema } from '@/lib/documents/submitted-documents';
import { sentScreeningSchema, SHOWN_PAGE_PATTERN } from '@/lib/screening/sent-answers';
import { startedFromSchema } from '@/lib/application-file/started-from';
import { applicationDocumentAnswers } from './document-schema';
import { applicantAnswers } from './schema';

/**
 * What the wizard sends beside the flat answers (POST /api/drivers), each read by its own part of the server: the
 * answers to the carrier's screening questions (absent or null: not screened), the background-check consents and
 * the ids of step 4's documents (absent: a client older than them, stored and flagged). A new part of the body is
 * added here: the wizard's payload type (./submit-application.ts) and the published format (lib/api-contract) follow.
 */
export const wizardAdditions = {
  screening: z.optional(z.nullable(sentScreeningSchema)).register(z.globalRegistry, {
    description: "The answers to the carrier's screening questions (docs/screening.md); absent, null or empty: not screened.",
  }),
  shownPage: z.optional(z.string().check(z.regex(SHOWN_PAGE_PATTERN))).register(z.globalRegistry, {
    description:
      "The wizard page's record of the screening questions it showed, exactly as the page gave it (docs/screening.md); " +
      'with it, every question it lists must be answered in the version it names.',
  }),
  consents: z.optional(submittedConsentsSchema).register(z.globalRegistry, {
    description: 'The background-check consents agreed to, exactly those due (docs/consents.md); absent: flagged "not on file".',
  }),
  documents: z.optional(submittedDocumentsSchema).register(z.globalRegistry, {
    description: "The ids POST /api/documents answered for step 4's uploads, the CDL's front and back among them (docs/documents.md).",
  }),
  startedFrom: z.optional(startedFromSchema).register(z.globalRegistry, {
    description:
      'The application file the driver started from, as read (docs/application-file.md): the office is shown its issuer ' +
      'and whether its signature verified against a key this installation trusts.',
  }),
};

export type WizardAdditions = z.input<z.ZodMiniObject<typeof wizardAdditions>>;

/**
 * The whole body POST /api/drivers accepts: the original client's flat answers (docs/specification.md), with their
 * rules, and the wizard's additions, each optional. Unknown fields are dropped, as the original client's
 * `numberId` and `creationDate` always were.
 */
export const submissionSchema = z.safeExtend(applicantAnswers, wizardAdditions);

/** The application document (./application-document.ts) with the same additions: what the wizard sends. */
export const documentSubmissionSchema = z.safeExtend(applicationDocumentAnswers, wizardAdditions);
