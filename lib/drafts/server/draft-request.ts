import 'server-only';
import { getTranslations } from 'next-intl/server';
import { applicantPost } from '@/lib/server/http/guards';
import { draftAllowance } from '@/lib/server/rate-limit/limits';

/**
 * What the draft routes share with POST /api/drivers (the route pipeline's applicant preamble: settings, CSRF, the
 * abuse limit counted apart from submissions, the JSON body), with the draft API's messages in the request's
 * language.
 */
export async function draftRequest(request: Request, maxBytes?: number) {
  const t = await getTranslations('DraftApi');
  const read = await applicantPost(request, {
    allowance: draftAllowance,
    tooMany: t('tooMany'),
    unavailable: t('unavailable'),
    maxBytes,
  });
  return { ...read, t };
}
