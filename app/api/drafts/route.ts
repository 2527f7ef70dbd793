import * as z from 'zod/mini';
import { getTranslations } from 'next-intl/server';
import { LAST_DRAFT_STEP } from '@/lib/applicant/draft-messages';
import { companyCode } from '@/lib/applicant/schema';
import { requestLocale } from '@/lib/i18n/resolve-locale';
import { validationParseOptions } from '@/lib/i18n/validation-language';
import { checkDraftAnswers, completedSteps } from '@/lib/server/drafts/draft-answers';
import { draftAnswer, logDraftFailure, readDraftRequest } from '@/lib/server/drafts/draft-request';
import { saveDraft } from '@/lib/server/drafts/draft-store';
import { DRAFT_TOKEN_PATTERN } from '@/lib/server/drafts/draft-token';
import { recordFunnelEvent } from '@/lib/server/funnel/record-funnel-event';
import { parseAttribution } from '@/lib/sources/attribution';

/**
 * POST /api/drafts — "Save and finish later": stores the answers typed so far, encrypted, and answers with the
 * resume link (built from APP_BASE_URL, never from the request's Host), when it expires, and the proof the wizard
 * keeps in memory (lib/server/drafts/draft-proof.ts). Sending the token of the draft saved before with that proof
 * updates that draft; the token without it is refused with 403 and changes nothing. Its messages are in the
 * request's language (lib/i18n/request.ts).
 */
export const dynamic = 'force-dynamic';

const ROUTE = 'api/drafts';

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
});

export async function POST(request: Request): Promise<Response> {
  const read = await readDraftRequest(request, ROUTE);
  if (!read.ok) return read.response;
  const { appBaseUrl } = read.config;
  const t = await getTranslations('DraftApi');
  if (!appBaseUrl) {
    // A link taken from the request would carry whatever host its sender chose.
    logDraftFailure(ROUTE, 'configuration', new Error('APP_BASE_URL is not set'));
    return draftAnswer(503, { error: t('saveUnconfigured') });
  }

  const parsed = saveRequest.safeParse(read.body);
  if (!parsed.success) return draftAnswer(400, { error: t('notADraft') });
  const answers = checkDraftAnswers(parsed.data.answers, await validationParseOptions(requestLocale(request.headers)));
  if (!answers.ok) return draftAnswer(422, { error: t('needsCorrecting'), fields: answers.fields });
  if (!answers.answers.dob?.trim()) return draftAnswer(422, { error: t('dobFirst'), fields: { dob: t('dobFirst') } });

  try {
    const attribution = parseAttribution(parsed.data.source);
    const saved = await saveDraft({
      token: parsed.data.token ?? null,
      proof: parsed.data.proof ?? null,
      compCode: parsed.data.compCode,
      answers: answers.answers,
      stepsDone: completedSteps(answers.answers, parsed.data.step),
      attribution,
    });
    if (saved.kind === 'proof-needed') return draftAnswer(403, { error: t('proofNeeded'), code: 'DOB_PROOF_NEEDED' });
    // The funnel's "saved" counts each application saved for later once, when its draft is made.
    if (saved.created) await recordFunnelEvent('saved', parsed.data.compCode, attribution);
    return draftAnswer(saved.created ? 201 : 200, {
      token: saved.token,
      proof: saved.proof,
      link: `${appBaseUrl}/resume/${saved.token}`,
      expiresAt: saved.expiresAt.toISOString(),
      // The dialog offers "Email me the link" only when this server sends mail (POST /api/drafts/email).
      mailAvailable: read.config.mail !== null,
    });
  } catch (error) {
    logDraftFailure(ROUTE, 'storage', error);
    return draftAnswer(503, { error: t('saveUnavailable') });
  }
}
