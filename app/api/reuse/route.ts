import * as z from 'zod/mini';
import { companyCode } from '@/lib/applicant/schema';
import { apiTexts } from '@/lib/i18n/server/catalog-texts';
import { requestLocale } from '@/lib/i18n/resolve-locale';
import { requestReuseLink } from '@/lib/reuse/server/reuse-link';
import { normalizedEmail } from '@/lib/server/link-keys.mjs';
import { applicantPost, parseWith } from '@/lib/server/http/guards';
import { apiRoute } from '@/lib/server/http/api-route';
import { jsonResponse } from '@/lib/server/http/json-response';
import { orUnavailable, refusal } from '@/lib/server/http/route-error';
import { sendNoticesSoon } from '@/lib/server/outbox/send-soon';
import { reuseAllowance } from '@/lib/server/rate-limit/limits';

/**
 * POST /api/reuse — { email, compCode }: "Applied before? Start from your last application" (docs/drafts-and-copies.md).
 * When an application with that address is stored here, a one-time link is mailed to it (lib/reuse); the answer is
 * the same whether or not one exists, so the page tells no one who applied. Limited per client network and per
 * address (the mails, silently); the address travels in the body only, and is never logged or stored in the clear.
 */
export const dynamic = 'force-dynamic';

const reuseRequest = z.object({ email: z.string().check(z.maxLength(200)), compCode: companyCode });

export const POST = apiRoute('api/reuse', async (request) => {
  const t = apiTexts(request.headers, 'Reuse');
  const { body } = await applicantPost(request, { allowance: reuseAllowance, tooMany: t('tooMany'), unavailable: t('unavailable'), maxBytes: 1_024 });
  const { email, compCode: carrier } = parseWith(reuseRequest, body, t('badRequest'));
  if (!normalizedEmail(email)) throw refusal(422, t('emailFormat'), { fields: { email: t('emailFormat') } });
  const queued = await orUnavailable(t('unavailable'), 'storage', () =>
    requestReuseLink({ email, compCode: carrier, locale: requestLocale(request.headers) }),
  );
  if (queued) sendNoticesSoon();
  return jsonResponse(202, { message: t('sent') });
});
