import { applicantSchema, fieldMessages, type Applicant } from '@/lib/applicant/schema';
import { COPY_HEADER, issueCopyLink } from '@/lib/server/applicant-copy/copy-link';
import { storeApplicant } from '@/lib/server/applicant-store';
import { csrfRefusal } from '@/lib/server/csrf';
import { submittedDraftToken } from '@/lib/server/drafts/draft-token';
import { serverConfig } from '@/lib/server/env';
import { submissionAllowance } from '@/lib/server/rate-limit/limits';
import { readJsonBody } from '@/lib/server/read-json-body';
import { requestFacts } from '@/lib/server/request-facts';
import { signaturePngProblem } from '@/lib/server/signature-png';
import { unavailableHeaders } from '@/lib/server/unavailable';

/** POST /api/drivers — stores one submitted application (SPEC §7). */
export const dynamic = 'force-dynamic';

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;


const answer = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', ...(status === 503 && unavailableHeaders), ...headers },
  });

export async function POST(request: Request): Promise<Response> {
  let config;
  try {
    config = serverConfig();
  } catch (error) {
    logFailure('configuration', error);
    return answer(503, { error: 'The application service is not available right now. Please try again later.' });
  }

  const refusal = csrfRefusal(request, config.allowedOrigins);
  if (refusal) return answer(403, { error: refusal });

  const idempotencyKey = request.headers.get('idempotency-key');
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    return answer(400, { error: 'Idempotency-Key must be 8 to 200 letters, digits or - _ . :' });
  }

  // Counted before the body is read: a client over its limit costs one counter update, not a 1 MB upload.
  const facts = requestFacts(request.headers);
  const allowance = await submissionAllowance(facts.ip);
  if (!allowance.allowed) {
    return answer(
      429,
      { error: 'Too many applications were sent from this network. Please wait, then try again.' },
      { 'Retry-After': String(allowance.retryAfterSeconds) },
    );
  }

  const body = await readJsonBody(request, config.maxBodyBytes);
  if (!body.ok) return answer(body.status, { error: body.message });

  const parsed = applicantSchema.safeParse(body.value);
  const fields = parsed.success ? {} : fieldMessages(parsed.error);
  const signatureProblem = parsed.success ? await signaturePngProblem(parsed.data.signature64) : null;
  if (signatureProblem) fields.signature64 = signatureProblem;
  if (!parsed.success || signatureProblem) {
    return answer(422, { error: 'Some answers need correcting.', fields });
  }

  try {
    const result = await storeApplicant(parsed.data as Applicant, {
      idempotencyKey,
      submitterIp: facts.ip,
      userAgent: facts.userAgent,
      draftToken: submittedDraftToken(request.headers),
    });
    if (result.kind === 'key-reused') {
      return answer(422, { error: 'This Idempotency-Key was already used for a different application.' });
    }
    // The applicant's own copy (PDF) for 24 hours; the application is stored whether or not the link could be made.
    const copyUrl = await issueCopyLink(result.submission.numberId).catch(() => null);
    return answer(201, result.submission, {
      ...(result.kind === 'replayed' && { 'Idempotent-Replayed': 'true' }),
      ...(copyUrl && { [COPY_HEADER]: copyUrl }),
    });
  } catch (error) {
    logFailure('storage', error);
    return answer(503, { error: 'The application could not be saved right now. Please try again.' });
  }
}

/** Logs the kind of failure only: error messages from drivers can quote submitted values (PII). */
function logFailure(stage: string, error: unknown) {
  const name = error instanceof Error ? error.name : typeof error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  console.error(`[api/drivers] ${stage} failure: ${name}${code ? ` (${code})` : ''}`);
}
