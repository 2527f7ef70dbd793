import { applicantSchema, fieldMessages, type Applicant } from '@/lib/applicant/schema';
import { requestLocale } from '@/lib/i18n/resolve-locale';
import { validationParseOptions } from '@/lib/i18n/validation-language';
import { COPY_HEADER, issueCopyLink } from '@/lib/server/applicant-copy/copy-link';
import { storeApplication } from '@/lib/server/application-store';
import { csrfRefusal } from '@/lib/server/csrf';
import { submittedDraft } from '@/lib/server/drafts/draft-token';
import { sendNoticesSoon } from '@/lib/server/outbox/send-soon';
import { serverConfig } from '@/lib/server/env';
import { jsonResponse } from '@/lib/server/json-response';
import { submissionAllowance } from '@/lib/server/rate-limit/limits';
import { readJsonBody } from '@/lib/server/read-json-body';
import { requestFacts } from '@/lib/server/request-facts';
import { declaredShownLanguage } from '@/lib/server/shown-language';
import { signaturePngProblem } from '@/lib/server/signature-png';
import { logFailure } from '@/lib/server/log-failure';
import { ATTRIBUTION_HEADER, parseAttribution } from '@/lib/sources/attribution';

/** POST /api/drivers — stores one submitted application (docs/specification.md §7). */
export const dynamic = 'force-dynamic';

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;


export async function POST(request: Request): Promise<Response> {
  let config;
  try {
    config = serverConfig();
  } catch (error) {
    logFailure('api/drivers', 'configuration', error);
    return jsonResponse(503, { error: 'The application service is not available right now. Please try again later.' });
  }

  const refusal = csrfRefusal(request, config.allowedOrigins);
  if (refusal) return jsonResponse(403, { error: refusal });

  const idempotencyKey = request.headers.get('idempotency-key');
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    return jsonResponse(400, { error: 'Idempotency-Key must be 8 to 200 letters, digits or - _ . :' });
  }
  const shown = declaredShownLanguage(request.headers);
  if (!shown.ok) return jsonResponse(400, { error: shown.message });

  // Counted before the body is read: a client over its limit costs one counter update, not a 1 MB upload.
  const facts = requestFacts(request.headers);
  const allowance = await submissionAllowance(facts.ip);
  if (!allowance.allowed) {
    return jsonResponse(
      429,
      { error: 'Too many applications were sent from this network. Please wait, then try again.' },
      { 'Retry-After': String(allowance.retryAfterSeconds) },
    );
  }

  const body = await readJsonBody(request, config.maxBodyBytes);
  if (!body.ok) return jsonResponse(body.status, { error: body.message });

  // The field messages in the applicant's language (the cookie, else the browser's), as the wizard shows them.
  const parsed = applicantSchema.safeParse(body.value, await validationParseOptions(requestLocale(request.headers)));
  const fields = parsed.success ? {} : fieldMessages(parsed.error);
  const signatureProblem = parsed.success ? await signaturePngProblem(parsed.data.signature64) : null;
  if (signatureProblem) fields.signature64 = signatureProblem;
  if (!parsed.success || signatureProblem) {
    return jsonResponse(422, { error: 'Some answers need correcting.', fields });
  }

  try {
    const result = await storeApplication(parsed.data as Applicant, {
      idempotencyKey,
      submitterIp: facts.ip,
      userAgent: facts.userAgent,
      draft: submittedDraft(request.headers),
      shownLanguage: shown.language,
      // Where the applicant came from, as the wizard declares it; a value not allowed is dropped, never refused.
      attribution: parseAttribution(request.headers.get(ATTRIBUTION_HEADER)),
    });
    if (result.kind === 'key-reused') {
      return jsonResponse(422, { error: 'This Idempotency-Key was already used for a different application.' });
    }
    if (result.kind === 'created' && result.notices) sendNoticesSoon();
    // The applicant's own copy (PDF) for 24 hours; the application is stored whether or not the link could be made.
    // The one issued with the receipt when there is one (lib/server/application-store.ts), else a new one.
    const copyUrl = (result.kind === 'created' && result.copyPath) || (await issueCopyLink(result.submission.numberId).catch(() => null));
    return jsonResponse(201, result.submission, {
      ...(result.kind === 'replayed' && { 'Idempotent-Replayed': 'true' }),
      ...(copyUrl && { [COPY_HEADER]: copyUrl }),
    });
  } catch (error) {
    logFailure('api/drivers', 'storage', error);
    return jsonResponse(503, { error: 'The application could not be saved right now. Please try again.' });
  }
}

