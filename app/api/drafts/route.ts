import * as z from 'zod/mini';
import { LAST_DRAFT_STEP } from '@/lib/drafts/draft-messages';
import { companyCode } from '@/lib/applicant/schema';
import { requestLocale } from '@/lib/i18n/resolve-locale';
import { validationParseOptions } from '@/lib/i18n/validation-language';
import { checkDraftAnswers, completedSteps } from '@/lib/drafts/server/draft-answers';
import { draftRequest } from '@/lib/drafts/server/draft-request';
import { saveDraft } from '@/lib/drafts/server/draft-store';
import { DRAFT_TOKEN_PATTERN } from '@/lib/drafts/server/draft-token';
import { recordFunnelEvent } from '@/lib/server/funnel/record-funnel-event';
import { apiRoute } from '@/lib/server/http/api-route';
import { parseWith } from '@/lib/server/http/guards';
import { jsonResponse } from '@/lib/server/http/json-response';
import { orUnavailable, refusal, unavailable } from '@/lib/server/http/route-error';
import { parseAttribution } from '@/lib/sources/attribution';
import { DOCUMENT_ID_PATTERN, MAX_DOCUMENTS } from '@/lib/documents/document-kinds';

/**
 * POST /api/drafts — "Save and finish later": stores the answers typed so far, encrypted, and answers with the
 * resume link (built from APP_BASE_URL, never from the request's Host), when it expires, and the proof the wizard
 * keeps in memory (lib/drafts/server/draft-proof.ts). Sending the token of the draft saved before with that proof
 * updates that draft; the token without it is refused with 403 and changes nothing. Its messages are in the
 * request's language (lib/i18n/request.ts).
 */
export const dynamic = 'force-dynamic';

const saveRequest = z.object({
  token: z.optional(z.nullable(z.string().check(z.regex(DRAFT_TOKEN_PATTERN, 'Unknown saved application.')))),
  /** The proof that the date of birth is known (answered by the save or the opening before). */
  proof: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  compCode: companyCode,
  answers: z.record(z.string(), z.unknown()),
  /** The step the applicant saved on (0 = step 1): steps after it are not done, whatever they hold. */
  step: z.int().check(z.minimum(0), z.maximum(LAST_DRAFT_STEP)),
  /** Where the applicant came from (lib/sources/attribution.ts), beside the answers, never among them. */
  source: z.optional(z.unknown()),
  /** The ids of step 4's documents uploaded so far: the draft keeps them (docs/documents.md). */
  documents: z.optional(z.array(z.string().check(z.regex(DOCUMENT_ID_PATTERN))).check(z.maxLength(MAX_DOCUMENTS))),
});

export const POST = apiRoute('api/drafts', async (request) => {
  const { config, body, t } = await draftRequest(request);
  // A link taken from the request would carry whatever host its sender chose.
  if (!config.appBaseUrl) throw unavailable(t('saveUnconfigured'), 'configuration', new Error('APP_BASE_URL is not set'));

  const input = parseWith(saveRequest, body, t('notADraft'));
  const language = requestLocale(request.headers);
  const answers = checkDraftAnswers(input.answers, await validationParseOptions(language));
  if (!answers.ok) throw refusal(422, t('needsCorrecting'), { fields: answers.fields });
  if (!answers.answers.dob?.trim()) throw refusal(422, t('dobFirst'), { fields: { dob: t('dobFirst') } });

  const attribution = parseAttribution(input.source);
  const saved = await orUnavailable(t('saveUnavailable'), 'storage', async () => {
    const outcome = await saveDraft({
      token: input.token ?? null,
      proof: input.proof ?? null,
      compCode: input.compCode,
      answers: answers.answers,
      stepsDone: completedSteps(answers.answers, input.step),
      attribution,
      documentIds: input.documents,
      language,
    });
    // The funnel's "saved" counts each application saved for later once, when its draft is made.
    if (outcome.kind === 'saved' && outcome.created) await recordFunnelEvent('saved', input.compCode, attribution);
    return outcome;
  });
  if (saved.kind === 'proof-needed') throw refusal(403, t('proofNeeded'), { code: 'DOB_PROOF_NEEDED' });
  return jsonResponse(saved.created ? 201 : 200, {
    token: saved.token,
    proof: saved.proof,
    link: `${config.appBaseUrl}/resume/${saved.token}`,
    expiresAt: saved.expiresAt.toISOString(),
    // The dialog offers "Email me the link" only when this server sends mail (POST /api/drafts/email).
    mailAvailable: config.mail !== null,
  });
});
