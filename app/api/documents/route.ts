import { getTranslations } from 'next-intl/server';
import { receiveUpload } from '@/lib/documents/server/receive-upload';
import { apiRoute } from '@/lib/server/http/api-route';
import { checkAllowance, checkCsrf, routeConfig } from '@/lib/server/http/guards';
import { jsonResponse } from '@/lib/server/http/json-response';
import { requestFacts } from '@/lib/server/http/request-facts';
import { orUnavailable } from '@/lib/server/http/route-error';
import { documentAllowance } from '@/lib/server/rate-limit/limits';

/**
 * POST /api/documents?kind=cdl-front — one photo or PDF of step 4 (docs/documents.md), its bytes as the body with
 * their type as Content-Type. Answers 201 with the document's id, which the submission (or a saved draft) names.
 */
export const dynamic = 'force-dynamic';

export const POST = apiRoute('api/documents', async (request) => {
  const t = await getTranslations('DocumentsApi');
  const config = routeConfig(t('unavailable'));
  checkCsrf(request, config);
  // Counted before the body is read: a client over its limit costs one counter update, not a 15 MB upload.
  await checkAllowance(documentAllowance(requestFacts(request.headers).ip), t('tooMany'));
  const stored = await orUnavailable(t('unavailable'), 'storage', () =>
    receiveUpload(request, config.dataKey),
  );
  return jsonResponse(201, stored);
});
