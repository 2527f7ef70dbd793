import { companyCodeFromRoute } from '@/lib/applicant/company-code';
import { consentConfig } from '@/lib/consents/server/carrier-consents';
import { apiRoute } from '@/lib/server/http/api-route';
import { jsonResponse } from '@/lib/server/http/json-response';
import { orUnavailable, refusal } from '@/lib/server/http/route-error';

/**
 * GET /api/consents/{code} — what step 11 needs to show a carrier's background-check consents (lib/consents): the
 * consents it asks, the values its texts are filled with, and its counsel's wordings. Nothing personal: what any
 * applicant of that carrier reads. Fetched by the wizard when step 11 first shows, never with the page.
 */
export const dynamic = 'force-dynamic';

export const GET = apiRoute<{ params: Promise<{ compCode: string }> }>('api/consents', async (_request, { params }) => {
  const code = companyCodeFromRoute((await params).compCode);
  if (!code) throw refusal(404, 'No such company code.');
  const config = await orUnavailable('The consents could not be loaded right now. Please try again.', 'storage', () => consentConfig(code));
  // Never cached (jsonResponse): a carrier's change reaches the next applicant at once.
  return jsonResponse(200, config);
});
