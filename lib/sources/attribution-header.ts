/**
 * The request header in which the wizard's Finish declares where the applicant came from (a query string of the
 * kept source parameters, lib/sources/attribution.ts). A module of its own: the wizard's first download carries
 * this name, not the rules that check the parameters, which only the server runs.
 */
export const ATTRIBUTION_HEADER = 'Application-Source';
