import * as z from 'zod/mini';

/** The most consents one application carries. */
const MAX_CONSENTS = 20;

/**
 * The background-check consents as a submission sends them (POST /api/drivers, `consents`): read by the server
 * (./server/consent-filing.ts) and published with the application's format (lib/api-contract).
 */
export const submittedConsentsSchema = z.array(
  z.object({
    consent: z.string().check(z.maxLength(60)),
    version: z.string().check(z.maxLength(140)),
    official: z.optional(z.string().check(z.maxLength(140))),
    sha256: z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/))),
    agreedAt: z.optional(z.string().check(z.maxLength(40))),
    requestedCopy: z.optional(z.boolean()),
  }),
).check(z.maxLength(MAX_CONSENTS));
