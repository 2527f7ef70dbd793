import { z } from 'zod';

/** What a reviewer types on the application page about an employer's inquiry: the contact, and notes of effort. */
export const contactInputSchema = z.object({
  contactEmail: z.union([z.literal(''), z.email({ message: 'Email: enter an address like safety@example.com.' }).max(254)]).default(''),
  contactFax: z.string().trim().regex(/^$|^[0-9()+\-. ]{7,25}$/, 'Fax: enter a fax number, e.g. (713) 555-0101.').default(''),
  contactAddress: z.string().trim().max(300, 'Mailing address: at most 300 characters.').default(''),
}).strict();

export const noteInputSchema = z.object({
  note: z.string().trim().min(1, 'Write what was done, e.g. "called twice, no answer".').max(2_000, 'Note: at most 2000 characters.'),
}).strict();

export type ContactInput = z.output<typeof contactInputSchema>;
