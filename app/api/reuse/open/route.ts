import * as z from 'zod/mini';
import { clearWrongDobs, dobDay, dobLockedFor, recordWrongDob } from '@/lib/drafts/server/dob-lock';
import { draftFormValues } from '@/lib/drafts/server/draft-answers';
import { saveDraft } from '@/lib/drafts/server/draft-store';
import { DRAFT_TOKEN_PATTERN, draftTokenHash } from '@/lib/drafts/server/draft-token';
import { apiTexts } from '@/lib/i18n/server/catalog-texts';
import { requestLocale } from '@/lib/i18n/resolve-locale';
import { copyValidDocuments } from '@/lib/reuse/server/reuse-documents';
import { findReuseLink, releaseReuseLink, reusedAnswers, useReuseLink } from '@/lib/reuse/server/reuse-link';
import { getDb } from '@/lib/server/db';
import { serverConfig } from '@/lib/server/env';
import { apiRoute } from '@/lib/server/http/api-route';
import { applicantPost, parseWith } from '@/lib/server/http/guards';
import { jsonResponse } from '@/lib/server/http/json-response';
import { orUnavailable, refusal, tooMany } from '@/lib/server/http/route-error';
import { reuseAllowance } from '@/lib/server/rate-limit/limits';

/**
 * POST /api/reuse/open — { token, dob }: the mailed link of "Start from your last application", opened with the date of
 * birth of that application (under the lock drafts and copies use: five wrong dates lock it for an hour). The right
 * date uses the link up and makes a new saved draft for the carrier it was asked from, holding the earlier answers
 * but never the SSN, the signature, the certification boxes, the consents or the screening answers, and the CDL's and
 * medical card's photos while they are still valid (lib/reuse/server/reuse-documents.ts); the wizard
 * continues from it as from a resumed draft (the same answer as POST /api/drafts/open, with the new draft's token).
 */
export const dynamic = 'force-dynamic';

const openRequest = z.object({ token: z.string().check(z.maxLength(64)), dob: z.string().check(z.maxLength(20)) });

export const POST = apiRoute('api/reuse/open', async (request) => {
  const t = apiTexts(request.headers, 'DraftApi');
  const unknown = apiTexts(request.headers, 'Reuse')('linkUnknown');
  const { body } = await applicantPost(request, { allowance: reuseAllowance, tooMany: t('tooMany'), unavailable: t('openUnavailable'), maxBytes: 1_024 });
  const locked = (ms: number) => tooMany(t('locked', { minutes: Math.ceil(ms / 60_000) }), Math.ceil(ms / 1000), { locked: true });
  const { token, dob } = parseWith(openRequest, body, t('badRequest'));
  const typed = dobDay(dob);
  if (typed === null) throw refusal(422, t('dobFormat'));
  if (!DRAFT_TOKEN_PATTERN.test(token)) throw refusal(404, unknown);

  return orUnavailable(t('openUnavailable'), 'storage', async () => {
    const link = await findReuseLink(token);
    const reused = link && (await reusedAnswers(link.numberId));
    if (!link || !reused) throw refusal(404, unknown);
    const tokenHash = draftTokenHash(token);
    const lockMs = await dobLockedFor('reuse', tokenHash);
    if (lockMs > 0) throw locked(lockMs);
    if (dobDay(reused.dob) !== typed) {
      const triesLeft = await recordWrongDob('reuse', tokenHash);
      if (triesLeft === 0) throw locked(await dobLockedFor('reuse', tokenHash));
      throw refusal(422, t('dobMismatch', { triesLeft }), { triesLeft });
    }
    await clearWrongDobs('reuse', tokenHash);
    // The photos are copied before the link is used, and the link is given back if the draft cannot be saved: a
    // failure here leaves the driver's one-time link working (copies nobody claimed are purged within a day).
    const db = await getDb();
    const documents = await copyValidDocuments(db, link.numberId, reused.answers, serverConfig().dataKey);
    const copied = documents.map((document) => document.id);
    if (!(await useReuseLink(link.id))) {
      await db.applicantDocument.deleteMany({ where: { id: { in: copied }, numberId: null, draftId: null } });
      throw refusal(404, unknown);
    }
    const draft = await saveDraft({
      token: null,
      proof: null,
      compCode: link.compCode,
      answers: reused.answers,
      stepsDone: 0,
      reusedFrom: link.numberId,
      documentIds: copied,
      language: requestLocale(request.headers),
    }).catch(async (error: unknown) => {
      await releaseReuseLink(link.id);
      throw error;
    });
    if (draft.kind !== 'saved') throw refusal(404, unknown);
    return jsonResponse(200, {
      compCode: link.compCode,
      values: draftFormValues(reused.answers),
      step: 0,
      expiresAt: draft.expiresAt.toISOString(),
      proof: draft.proof,
      source: '',
      documents,
      token: draft.token,
    });
  });
});
