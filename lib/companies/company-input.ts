import * as z from 'zod/mini';
import { preprocess, requiredText } from '@/lib/applicant/rules';
import { parseEmailList } from '@/lib/mail/email-list.mjs';

/**
 * A carrier record as an admin types it (staff form, staff API). No `server-only`: the form shows the same
 * messages the API answers with. scripts/company-add.mjs applies the same limits from the command line.
 */
export const COMPANY_CODE_PATTERN = /^[A-Z0-9_-]{1,20}$/;
export const LEGAL_NAME_MAX = 120;
export const ADDRESS_MAX = 200;
export const NOTIFY_EMAILS_MAX = 600;

export const companyInputSchema = z.object({
  // The code is how applications name the carrier (/application/{code}); stored upper-case, as they store it.
  code: preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : ''),
    z
      .string()
      .check(z.minLength(1, 'Company code Required.'), z.regex(COMPANY_CODE_PATTERN, 'Company code: 1 to 20 letters, digits, - or _.')),
  ),
  legalName: requiredText('carrierLegalName', LEGAL_NAME_MAX),
  address: requiredText('carrierAddress', ADDRESS_MAX),
  /**
   * Who is mailed each new application for this carrier: addresses separated by commas, stored as "a@x,b@y";
   * empty = the server's OFFICE_NOTIFY_EMAILS. Optional, so a client that does not know the field keeps working.
   */
  notifyEmails: z.pipe(preprocess(
    (value: unknown) => (typeof value === 'string' ? value : ''),
    z.string().check(
      z.maxLength(NOTIFY_EMAILS_MAX, `Notification emails: at most ${NOTIFY_EMAILS_MAX} characters.`),
      z.superRefine((value, context) => {
        const parsed = parseEmailList(value, 'Notification emails');
        if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.error, input: value });
      }),
    )),
    z.transform((value: string) => {
      const parsed = parseEmailList(value, '');
      return parsed.ok ? parsed.addresses.join(',') : '';
    }),
  ),
});

export type CompanyInput = z.output<typeof companyInputSchema>;
