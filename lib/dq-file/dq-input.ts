import { z } from 'zod';
import { isTimeZone } from '@/lib/staff/search-params';
import { isDay } from './due-rules';
import { DQ_ITEM_KINDS, DQ_RESULTS } from './item-kinds';

/**
 * What the office sends about a DQ file, checked by the same schemas in the browser and in the route (no server code).
 * The rules that depend on the item's kind (a result, an expiry) are checked by the server against the stored item.
 */
const day = (message: string) => z.string().trim().refine(isDay, message);
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const state = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'A state is two letters, e.g. TX.');

export const MAX_NOTES = 1_000;

/**
 * A list typed as one line ("TX, OK"; "a@x, b@y"), split on commas and spaces. A list already split is taken too:
 * the browser checks the form with this schema and sends what it made of it, which the route checks again.
 */
const listOf = (max: number) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value.join(',') : value),
    z
      .string()
      .trim()
      .max(max, `At most ${max} characters.`)
      .transform((value) => value.split(/[\s,]+/).filter(Boolean)),
  );

export const recordItemSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('done'),
    doneOn: day('Give the date done as YYYY-MM-DD.'),
    expiresOn: z.union([z.literal(''), day('Give the expiry as YYYY-MM-DD.')]).default(''),
    result: z.union([z.literal(''), z.enum(DQ_RESULTS)]).default(''),
    notes: text(MAX_NOTES).default(''),
  }),
  z.object({
    status: z.literal('not-applicable'),
    reason: text(500).min(1, 'Say why this item does not apply to this driver.'),
    notes: text(MAX_NOTES).default(''),
  }),
]);
export type RecordItemInput = z.output<typeof recordItemSchema>;

export const addItemSchema = z.object({
  kind: z.enum(DQ_ITEM_KINDS, { error: 'Choose an item.' }),
  subject: z.union([z.literal(''), state]).default(''),
});

export const addDriverSchema = z.object({
  companyCode: z.string().trim().toUpperCase().regex(/^[A-Z0-9_-]{1,20}$/, 'Choose a carrier.'),
  driverName: text(120).min(1, "Give the driver's name."),
  hireDate: day('Give the hire date as YYYY-MM-DD.'),
  licenseStates: listOf(60).pipe(z.array(state).max(10, 'At most 10 states.')),
});

export const terminateSchema = z.object({ terminationDate: day('Give the last day as YYYY-MM-DD.') });

export const carrierSettingsSchema = z.object({
  timeZone: z
    .string()
    .trim()
    .max(64)
    .refine((zone) => zone === '' || isTimeZone(zone), 'Use an IANA time zone such as America/Chicago, or leave it empty.'),
  digestEmails: listOf(1_000).pipe(z.array(z.email('Each address must be an email address.')).max(20, 'At most 20 addresses.')),
});

