import * as z from 'zod/mini';
import { getTranslations } from 'next-intl/server';
import { serverConfig } from '@/lib/server/env';
import { draftFormValues } from '@/lib/server/drafts/draft-answers';
import { draftAnswer, logDraftFailure, readDraftRequest } from '@/lib/server/drafts/draft-request';
import { decryptAnswers, findLiveDraft } from '@/lib/server/drafts/draft-store';
import { draftProof } from '@/lib/server/drafts/draft-proof';
import { DRAFT_TOKEN_PATTERN, draftTokenHash } from '@/lib/server/drafts/draft-token';
import { clearWrongDobs, dobDay, dobLockedFor, recordWrongDob } from '@/lib/server/drafts/dob-lock';
import { LAST_DRAFT_STEP } from '@/lib/applicant/draft-messages';
import { attributionQuery } from '@/lib/sources/attribution';

/**
 * POST /api/drafts/open — the resume page's date-of-birth check. Only the right date gets the answers back (the
 * page's HTML never holds them), with the proof that lets the wizard save the draft again
 * (lib/server/drafts/draft-proof.ts); five wrong ones lock the draft for an hour, on every instance. Its messages are
 * in the request's language (the `lang` cookie, else Accept-Language: lib/i18n/request.ts).
 */
export const dynamic = 'force-dynamic';

const ROUTE = 'api/drafts/open';

const openRequest = z.object({ token: z.string(), dob: z.string().check(z.maxLength(20)) });

export async function POST(request: Request): Promise<Response> {
  const read = await readDraftRequest(request, ROUTE, 4_096);
  if (!read.ok) return read.response;
  const t = await getTranslations('DraftApi');
  const locked = (ms: number) =>
    draftAnswer(429, { error: t('locked', { minutes: Math.ceil(ms / 60_000) }), locked: true }, { 'Retry-After': String(Math.ceil(ms / 1000)) });
  const parsed = openRequest.safeParse(read.body);
  if (!parsed.success) return draftAnswer(400, { error: t('badRequest') });
  const { token, dob } = parsed.data;
  const typed = dobDay(dob);
  if (typed === null) return draftAnswer(422, { error: t('dobFormat') });
  if (!DRAFT_TOKEN_PATTERN.test(token)) return draftAnswer(404, { error: t('unknown') });

  try {
    const draft = await findLiveDraft(token);
    if (!draft) return draftAnswer(404, { error: t('unknown') });
    const tokenHash = draftTokenHash(token);
    const lockMs = await dobLockedFor('draft', tokenHash);
    if (lockMs > 0) return locked(lockMs);

    const { dataKey } = serverConfig();
    const answers = decryptAnswers(draft.id, draft.answers, dataKey);
    if (dobDay(answers.dob ?? '') !== typed) {
      const triesLeft = await recordWrongDob('draft', tokenHash);
      if (triesLeft === 0) return locked(await dobLockedFor('draft', tokenHash));
      return draftAnswer(422, {
        error: t('dobMismatch', { triesLeft }),
        triesLeft,
      });
    }
    await clearWrongDobs('draft', tokenHash);
    return draftAnswer(200, {
      compCode: draft.compCode,
      values: draftFormValues(answers),
      step: Math.min(draft.stepsDone, LAST_DRAFT_STEP),
      expiresAt: draft.expiresAt.toISOString(),
      proof: draftProof(draft.id, dataKey),
      // Where the applicant first came from: the resumed wizard sends it on with its saves and its Finish.
      source: attributionQuery(draft),
    });
  } catch (error) {
    logDraftFailure(ROUTE, 'storage', error);
    return draftAnswer(503, { error: t('openUnavailable') });
  }
}
