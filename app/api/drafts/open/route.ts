import * as z from 'zod/mini';
import { LAST_DRAFT_STEP } from '@/lib/drafts/draft-messages';
import { clearWrongDobs, dobDay, dobLockedFor, recordWrongDob } from '@/lib/drafts/server/dob-lock';
import { draftFormValues } from '@/lib/drafts/server/draft-answers';
import { draftProof } from '@/lib/drafts/server/draft-proof';
import { draftRequest } from '@/lib/drafts/server/draft-request';
import { decryptAnswers, findLiveDraft } from '@/lib/drafts/server/draft-store';
import { noteOpened } from '@/lib/drafts/server/draft-reminders';
import { DRAFT_TOKEN_PATTERN, draftTokenHash } from '@/lib/drafts/server/draft-token';
import { apiRoute } from '@/lib/server/http/api-route';
import { parseWith } from '@/lib/server/http/guards';
import { jsonResponse } from '@/lib/server/http/json-response';
import { orUnavailable, refusal, tooMany } from '@/lib/server/http/route-error';
import { attributionQuery } from '@/lib/sources/attribution';
import { getDb } from '@/lib/server/db';
import { draftDocuments } from '@/lib/documents/server/draft-documents';

/**
 * POST /api/drafts/open — the resume page's date-of-birth check. Only the right date gets the answers back (the
 * page's HTML never holds them), with the proof that lets the wizard save the draft again
 * (lib/drafts/server/draft-proof.ts); five wrong ones lock the draft for an hour, on every instance. Its messages are
 * in the request's language (the `lang` cookie, else Accept-Language: lib/i18n/request.ts).
 */
export const dynamic = 'force-dynamic';

const openRequest = z.object({ token: z.string(), dob: z.string().check(z.maxLength(20)) });

export const POST = apiRoute('api/drafts/open', async (request) => {
  const { config, body, t } = await draftRequest(request, 4_096);
  const locked = (ms: number) => tooMany(t('locked', { minutes: Math.ceil(ms / 60_000) }), Math.ceil(ms / 1000), { locked: true });
  const { token, dob } = parseWith(openRequest, body, t('badRequest'));
  const typed = dobDay(dob);
  if (typed === null) throw refusal(422, t('dobFormat'));
  if (!DRAFT_TOKEN_PATTERN.test(token)) throw refusal(404, t('unknown'));

  return orUnavailable(t('openUnavailable'), 'storage', async () => {
    const draft = await findLiveDraft(token);
    if (!draft) throw refusal(404, t('unknown'));
    const tokenHash = draftTokenHash(token);
    const lockMs = await dobLockedFor('draft', tokenHash);
    if (lockMs > 0) throw locked(lockMs);

    const answers = decryptAnswers(draft.id, draft.answers, config.dataKey);
    if (dobDay(answers.dob ?? '') !== typed) {
      const triesLeft = await recordWrongDob('draft', tokenHash);
      if (triesLeft === 0) throw locked(await dobLockedFor('draft', tokenHash));
      throw refusal(422, t('dobMismatch', { triesLeft }), { triesLeft });
    }
    await clearWrongDobs('draft', tokenHash);
    await noteOpened(draft.id);
    return jsonResponse(200, {
      compCode: draft.compCode,
      values: draftFormValues(answers),
      step: Math.min(draft.stepsDone, LAST_DRAFT_STEP),
      expiresAt: draft.expiresAt.toISOString(),
      proof: draftProof(draft.id, config.dataKey),
      // Where the applicant first came from: the resumed wizard sends it on with its saves and its Finish.
      source: attributionQuery(draft),
      // Step 4's documents the draft keeps: the wizard lists them again (their ids, types; never their content).
      documents: await draftDocuments(await getDb(), draft.id),
    });
  });
});
