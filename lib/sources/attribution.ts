/**
 * Where an applicant came from: the `?source=` and standard `utm_` parameters of the link they opened (home,
 * /houston/{code}, /application/{code}). They travel with the applicant from that link to the wizard, then with a
 * saved application and the application itself, and into the dashboard's "applications by source".
 *
 * Never taken from the Referer: only what the office put in its own link counts. Nothing personal may ride along:
 * each value must be 1 to 64 of `A-Z a-z 0-9 . _ ~ -` (so no email address, no spaces, no name with an accent) and
 * hold no run of 7 or more digits, separators aside (so no SSN or phone number); anything else is dropped, not
 * cleaned, so a value that fails is never stored in part.
 * No `server-only`: the pages (server) build links with it and the wizard (browser) only forwards the string.
 */

/** The URL parameters read, and the column each is stored in (Applicant, ApplicationDraft, FunnelEvent). */
export const ATTRIBUTION_PARAMS = {
  source: 'source',
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const;

export type AttributionParam = keyof typeof ATTRIBUTION_PARAMS;
export type AttributionColumn = (typeof ATTRIBUTION_PARAMS)[AttributionParam];
/** Every column, '' when the link did not carry its parameter. */
export type Attribution = Record<AttributionColumn, string>;

const PARAM_NAMES = Object.keys(ATTRIBUTION_PARAMS) as AttributionParam[];
export const ATTRIBUTION_VALUE = /^[A-Za-z0-9._~-]{1,64}$/;
/** Seven digits in a row, with or without separators between them: the shape of a phone number or an SSN. */
const DIGIT_RUN = /\d(?:[._~-]?\d){6}/;

/** Whether one parameter's value may be kept. */
export function isAllowedAttributionValue(value: string): boolean {
  return ATTRIBUTION_VALUE.test(value) && !DIGIT_RUN.test(value);
}

/**
 * How the wizard hands them to the server: the submit in this request header, the draft save and the wizard-start
 * report in a `source` field; in every case the same text, a query string of the kept parameters
 * (`source=facebook&utm_medium=social`), which the server reads again with `parseAttribution`.
 */
export { ATTRIBUTION_HEADER } from './attribution-header';
/** Longer than six parameters of 64 characters can be: anything longer is not ours, and is dropped whole. */
export const ATTRIBUTION_TEXT_MAX = 512;

export const EMPTY_ATTRIBUTION: Attribution = {
  source: '',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  utmTerm: '',
  utmContent: '',
};

type ParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

function firstValue(input: ParamsInput, name: string): string | undefined {
  if (input instanceof URLSearchParams) return input.get(name) ?? undefined;
  const value = input[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The attribution a link's parameters carry; a parameter whose value is not allowed is dropped. */
export function attributionFromParams(input: ParamsInput): Attribution {
  const attribution = { ...EMPTY_ATTRIBUTION };
  for (const name of PARAM_NAMES) {
    const value = firstValue(input, name);
    if (value !== undefined && isAllowedAttributionValue(value)) attribution[ATTRIBUTION_PARAMS[name]] = value;
  }
  return attribution;
}

/** The query string of the kept parameters, without `?` ('' when there are none). */
export function attributionQuery(attribution: Attribution): string {
  const params = new URLSearchParams();
  for (const name of PARAM_NAMES) {
    const value = attribution[ATTRIBUTION_PARAMS[name]];
    if (value) params.set(name, value);
  }
  return params.toString();
}

/** What a request says where the applicant came from (header or field); anything not allowed is dropped. */
export function parseAttribution(text: unknown): Attribution {
  if (typeof text !== 'string' || text === '' || text.length > ATTRIBUTION_TEXT_MAX) return { ...EMPTY_ATTRIBUTION };
  return attributionFromParams(new URLSearchParams(text));
}

export function hasAttribution(attribution: Attribution): boolean {
  return Object.values(attribution).some((value) => value !== '');
}

/**
 * The one name the dashboard groups by: `source`, else `utm_source`, else '' ("direct": a link without either).
 * The database computes the same (lib/staff/dashboard/dashboard-sql.ts `sourceLabelSql`).
 */
export function sourceLabel(attribution: Pick<Attribution, 'source' | 'utmSource'>): string {
  return attribution.source || attribution.utmSource;
}
