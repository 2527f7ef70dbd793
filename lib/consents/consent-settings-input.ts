import * as z from 'zod/mini';
import { COMPANY_CODE_PATTERN } from '@/lib/companies/company-input';
import { NOTICE_STATE_CODES, type NoticeState } from './consents-to-sign';
import { CONSENT_IDS } from './consent-text';

/**
 * What an admin types about a carrier's consents (/staff/companies/{code}/consents): the choices, the consumer
 * reporting agency, and a replaced text. No `server-only`: the staff forms check with the same rules the API does.
 */
export const AGENCY_MAX = { name: 120, address: 200, phone: 30, website: 200 } as const;
export const CARRIER_TEXT_MAX = { title: 200, agree: 300, body: 30_000 } as const;

const code = z.string().check(z.regex(COMPANY_CODE_PATTERN, 'Company code: 1 to 20 letters, digits, - or _.'));
const trimmed = (max: number, label: string) =>
  z.pipe(
    z.string().check(z.maxLength(max, `${label}: at most ${max} characters.`)),
    z.transform((value: string) => value.trim()),
  );

export const consentSettingsSchema = z
  .object({
    code,
    askPsp: z.boolean(),
    askClearinghouse: z.boolean(),
    jobStates: z.array(z.enum(NOTICE_STATE_CODES as [NoticeState, ...NoticeState[]])).check(z.maxLength(NOTICE_STATE_CODES.length)),
    agencyName: trimmed(AGENCY_MAX.name, 'Agency name'),
    agencyAddress: trimmed(AGENCY_MAX.address, 'Agency address'),
    agencyPhone: trimmed(AGENCY_MAX.phone, 'Agency telephone'),
    agencyWebsite: trimmed(AGENCY_MAX.website, 'Agency website'),
  })
  .check(
    z.superRefine((value, context) => {
      // The California notice names the agency by name, address and telephone (ICRAA); half of it names nothing.
      const given = [value.agencyName, value.agencyAddress, value.agencyPhone].filter(Boolean).length;
      if (given > 0 && given < 3) {
        for (const field of ['agencyName', 'agencyAddress', 'agencyPhone'] as const) {
          if (!value[field]) context.addIssue({ code: 'custom', path: [field], message: 'Give the agency’s name, address and telephone together.', input: value[field] });
        }
      }
      if (value.agencyWebsite && !value.agencyName) {
        context.addIssue({ code: 'custom', path: ['agencyName'], message: 'Give the agency’s name, address and telephone together.', input: value.agencyName });
      }
    }),
  );
export type ConsentSettingsInput = z.output<typeof consentSettingsSchema>;

/**
 * The consents a carrier may replace with its own wording: every one agreed to (PSP only with a newer version of the
 * FMCSA’s own form).
 */
export const REPLACEABLE_CONSENTS = CONSENT_IDS;

const wording = z.object({
  title: trimmed(CARRIER_TEXT_MAX.title, 'Title'),
  agree: trimmed(CARRIER_TEXT_MAX.agree, 'Box label'),
  body: z.string().check(z.maxLength(CARRIER_TEXT_MAX.body, `Text: at most ${CARRIER_TEXT_MAX.body} characters.`)),
});

/**
 * A carrier's new version of one consent's text: English required, Spanish optional (all three parts or none), or
 * `withdraw` to show the app's own text again. For PSP only an English newer FMCSA version.
 */
export const carrierTextSchema = z
  .object({
    code,
    consent: z.enum(REPLACEABLE_CONSENTS),
    withdraw: z.optional(z.boolean()),
    en: z.optional(wording),
    es: z.optional(wording),
    /** PSP: the admin confirms the English is the FMCSA's own newer version, word for word. */
    fmcsaWording: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((value, context) => {
      if (value.withdraw) return;
      const missing = (language: 'en' | 'es', part: 'title' | 'agree' | 'body', label: string) =>
        context.addIssue({ code: 'custom', path: [`${language}.${part}`], message: `${label} Required.`, input: '' });
      const en = value.en;
      if (!en?.title) missing('en', 'title', 'Title');
      if (!en?.agree) missing('en', 'agree', 'Box label');
      if (!en?.body.trim()) missing('en', 'body', 'Text');
      const es = value.es;
      if (es && (es.title || es.agree || es.body.trim())) {
        if (!es.title) missing('es', 'title', 'Spanish title');
        if (!es.agree) missing('es', 'agree', 'Spanish box label');
        if (!es.body.trim()) missing('es', 'body', 'Spanish text');
      }
      if (value.consent === 'psp-disclosure-authorization') {
        if (es && (es.title || es.agree || es.body.trim())) {
          context.addIssue({ code: 'custom', path: ['es.body'], message: 'The PSP form has no Spanish of the FMCSA’s: give the English only.', input: '' });
        }
        if (!value.fmcsaWording) {
          context.addIssue({
            code: 'custom',
            path: ['fmcsaWording'],
            message: 'Only a newer FMCSA version of the PSP form may replace it: confirm that this is the FMCSA’s wording.',
            input: false,
          });
        }
      }
    }),
  );
export type CarrierTextInput = z.output<typeof carrierTextSchema>;
