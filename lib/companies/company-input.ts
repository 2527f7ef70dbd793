import * as z from 'zod/mini';
import { preprocess, requiredText } from '@/lib/applicant/rules';

/**
 * A carrier record as an admin types it (staff form, staff API). No `server-only`: the form shows the same
 * messages the API answers with. scripts/company-add.mjs applies the same limits from the command line.
 */
export const COMPANY_CODE_PATTERN = /^[A-Z0-9_-]{1,20}$/;
export const LEGAL_NAME_MAX = 120;
export const ADDRESS_MAX = 200;

export const companyInputSchema = z.object({
  // The code is how applications name the carrier (/application/{code}); stored upper-case, as they store it.
  code: preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : ''),
    z
      .string()
      .check(z.minLength(1, 'Company code Required.'), z.regex(COMPANY_CODE_PATTERN, 'Company code: 1 to 20 letters, digits, - or _.')),
  ),
  legalName: requiredText('Legal name Required.', 'Legal name', LEGAL_NAME_MAX),
  address: requiredText('Address Required.', 'Address', ADDRESS_MAX),
});

export type CompanyInput = z.output<typeof companyInputSchema>;
