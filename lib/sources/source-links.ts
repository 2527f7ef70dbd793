import { attributionFromParams, attributionQuery, EMPTY_ATTRIBUTION, type Attribution } from './attribution';

/**
 * The links the office hands out per source (/staff/companies): each opens a carrier's application with the
 * parameters that say where the applicant came from. No `server-only`: the page's link builder (browser) and the
 * QR code route (server) build the same link from the same inputs.
 */
export const SOURCE_PRESETS = [
  { id: 'job-board', label: 'Job board', attribution: { source: 'job-board', utmMedium: 'job-board' } },
  { id: 'facebook', label: 'Facebook', attribution: { source: 'facebook', utmMedium: 'social' } },
  { id: 'referral', label: 'Referral', attribution: { source: 'referral', utmMedium: 'referral' } },
  { id: 'trailer-qr', label: 'QR code on a trailer', attribution: { source: 'trailer-qr', utmMedium: 'qr' } },
] as const satisfies ReadonlyArray<{ id: string; label: string; attribution: Partial<Attribution> }>;

/** A preset's attribution with an optional campaign (utm_campaign); a campaign that is not allowed is left out. */
export function presetAttribution(preset: (typeof SOURCE_PRESETS)[number], campaign: string): Attribution {
  const checked = attributionFromParams({ utm_campaign: campaign.trim() });
  return { ...EMPTY_ATTRIBUTION, ...preset.attribution, utmCampaign: checked.utmCampaign };
}

/** `https://apply.example.com/application/TSKIS?source=facebook&utm_medium=social`. */
export function sourceLink(baseUrl: string, compCode: string, attribution: Attribution): string {
  const query = attributionQuery(attribution);
  return `${baseUrl.replace(/\/+$/, '')}/application/${encodeURIComponent(compCode)}${query ? `?${query}` : ''}`;
}
