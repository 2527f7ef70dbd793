import { readCookie } from '@/lib/cookies';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/csrf-names';
import { SHOWN_LANGUAGE_HEADER, type Locale } from '@/lib/i18n/locales';
import type { DraftKey } from '@/lib/drafts/draft-requests';
import { ATTRIBUTION_HEADER } from '@/lib/sources/attribution-header';
import type { ApplicationDocument } from './application-document';
import type { Applicant } from './schema';
import type { WizardAdditions } from './submission';

export const SUBMIT_URL = '/api/drivers';

/**
 * What POST /api/drivers takes: the application document (the wizard's) or the original client's flat answers, and
 * beside them the answers to the carrier's screening questions
 * (docs/screening.md), the background-check consents (docs/consents.md) and the ids of step 4's documents
 * (docs/documents.md).
 */
export type ApplicationPayload = (ApplicationDocument | Applicant) & WizardAdditions;
/** A request that hangs (dead connection on a phone) must end in the retry dialog, not an endless spinner. */
const TIMEOUT_MS = 30_000;

/** What the API stored, from its 201 answer `{ numberId, creationDate }` (creationDate: ISO timestamp, UTC). */
export type SubmissionReceipt = {
  numberId: number;
  creationDate: string;
  /**
   * The page where the applicant can download their own copy (PDF) for 24 hours, with their date of birth, when the
   * server made a link.
   */
  copyUrl?: string;
};

/**
 * `receipt` is null when the 201 came but its body could not be read (cut off, timed out, not the JSON expected).
 * That still counts as submitted: the server answered 201 only after storing the application, so calling it a
 * failure would invite the applicant to send it again (the idempotency key would catch that, but the message
 * would be wrong). The dialog then says "submitted" without a number.
 */
export type SubmitOutcome =
  | { ok: true; receipt: SubmissionReceipt | null }
  /**
   * retryAfter: the Retry-After header of a 429 or 503 (seconds), when the server sent one. consentsRefused: a 409,
   * the background-check consents sent are not those due (docs/consents.md); changedConsents: those whose text
   * changed since the page showed it.
   */
  | { ok: false; status: number | null; retryAfter?: string | null; consentsRefused?: boolean; changedConsents?: string[] };

/**
 * POSTs the application. The double-submit CSRF token travels from the XSRF-TOKEN cookie to the X-XSRF-TOKEN
 * header; the Idempotency-Key is the same on a retry, so a submit whose answer was lost is not stored twice;
 * Shown-Language says which language's texts the applicant agreed to.
 */
export async function submitApplication(
  payload: ApplicationPayload,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
  /**
   * Finished from a saved draft (its token and proof): the server deletes the draft in the transaction that stores
   * the application.
   */
  draft: DraftKey | null = null,
  /** The language the wizard showed the application in: the signature record names that language's texts. */
  shownLanguage: Locale = 'en',
  /** Where the applicant came from (lib/sources/attribution.ts), in its own header: not part of the signed answers. */
  source = '',
  /**
   * Corrected answers after a try whose answer was lost: that try's Idempotency-Key, so the server copies the
   * documents it filed that this page holds no file of (kept by a saved draft, or from an earlier application).
   */
  earlierAttempt: string | null = null,
): Promise<SubmitOutcome> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Idempotency-Key': idempotencyKey,
    [SHOWN_LANGUAGE_HEADER]: shownLanguage,
  };
  if (draft) {
    headers['Draft-Token'] = draft.token;
    headers['Draft-Proof'] = draft.proof;
  }
  if (source) headers[ATTRIBUTION_HEADER] = source;
  if (earlierAttempt) headers['Earlier-Attempt'] = earlierAttempt;
  const token = typeof document === 'undefined' ? undefined : readCookie(CSRF_COOKIE, document.cookie);
  if (token) headers[CSRF_HEADER] = token;
  try {
    const response = await fetchImpl(SUBMIT_URL, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      credentials: 'same-origin',
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIMEOUT_MS) : undefined,
    });
    if (!response.ok) {
      return {
        ok: false,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        // 409: the background-check consents sent are not those due now (the carrier changed them meanwhile).
        ...(response.status === 409 && { consentsRefused: true, changedConsents: await changedConsents(response) }),
      };
    }
    const receipt = await readReceipt(response);
    // Only a path of this site (the server's header): never a link elsewhere.
    const copyUrl = readCopyUrl(response);
    if (receipt && copyUrl && /^\/copy\/[A-Za-z0-9_-]+$/.test(copyUrl)) receipt.copyUrl = copyUrl;
    return { ok: true, receipt };
  } catch {
    return { ok: false, status: null };
  }
}

/** The applicant-copy link of a 2xx answer, or null; never throws (a stored application must read as stored). */
function readCopyUrl(response: Response): string | null {
  try {
    return response.headers.get('applicant-copy-url');
  } catch {
    return null;
  }
}

/** The stored number and date of a 2xx answer, or null when the body is not what the API sends. Never throws. */
async function readReceipt(response: Response): Promise<SubmissionReceipt | null> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return null;
    const { numberId, creationDate } = body as Record<string, unknown>;
    if (typeof numberId !== 'number' || !Number.isSafeInteger(numberId) || numberId <= 0) return null;
    if (typeof creationDate !== 'string' || Number.isNaN(Date.parse(creationDate))) return null;
    return { numberId, creationDate };
  } catch {
    return null;
  }
}

/** The consents a 409 says changed their text (`changedConsents`); none when the answer does not say. */
async function changedConsents(response: Response): Promise<string[]> {
  const body = (await response.json().catch(() => null)) as { changedConsents?: unknown } | null;
  const named = Array.isArray(body?.changedConsents) ? body.changedConsents : [];
  return named.filter((consent): consent is string => typeof consent === 'string' && /^[a-z-]{1,60}$/.test(consent));
}
