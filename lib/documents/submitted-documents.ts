import * as z from 'zod/mini';
import { DOCUMENT_ID_PATTERN, MAX_DOCUMENTS } from './document-kinds';

/**
 * Step 4's documents as a submission names them (POST /api/drivers, `documents`): the ids the uploads answered.
 * Read by the server (./server/document-filing.ts) and published with the application's format (lib/api-contract).
 */
export const submittedDocumentsSchema = z.array(z.string().check(z.regex(DOCUMENT_ID_PATTERN))).check(z.maxLength(MAX_DOCUMENTS));
