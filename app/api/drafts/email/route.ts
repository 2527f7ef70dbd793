import * as z from 'zod/mini';
import { requestLocale } from '@/lib/i18n/resolve-locale';
import { isEmailAddress } from '@/lib/mail/email-list.mjs';
import { draftLinkMail } from '@/lib/mail/server/mail-content';
import { sendMailNow } from '@/lib/mail/server/send-mail';
import { getDb } from '@/lib/server/db';
import { draftRequest } from '@/lib/drafts/server/draft-request';
import { isDraftProof } from '@/lib/drafts/server/draft-proof';
import { decryptAnswers, findLiveDraft } from '@/lib/drafts/server/draft-store';
import { DRAFT_TOKEN_PATTERN } from '@/lib/drafts/server/draft-token';
import { apiRoute } from '@/lib/server/http/api-route';
import { parseWith } from '@/lib/server/http/guards';
import { jsonResponse } from '@/lib/server/http/json-response';
import { failed, orUnavailable, refusal } from '@/lib/server/http/route-error';

/**
 * POST /api/drafts/email — "Email me the link" in the save dialog: mails the resume link to the address the saved
 * draft holds (step 1's email; never an address the request names, so this cannot mail anyone else). Sent now,
 * during the request, not through the outbox: an outbox row would keep the link's secret token in plain text in
 * the database, which keeps only its SHA-256. A failure loses nothing: the draft is saved and the dialog still
 * shows the link to copy. Like a save, it needs the proof of the date of birth (lib/drafts/server/draft-proof.ts):
 * the link alone would otherwise learn which address the draft holds. Its messages are in the request's language.
 */
export const dynamic = 'force-dynamic';

/** The dialog waits for this: a slow mail server gets a few seconds, then the applicant copies the link instead. */
const SEND_DEADLINE_MS = 8_000;

const emailRequest = z.object({
  token: z.string().check(z.regex(DRAFT_TOKEN_PATTERN)),
  proof: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
});

export const POST = apiRoute('api/drafts/email', async (request) => {
  const { config, body, t } = await draftRequest(request, 1024);
  const { mail, dataKey } = config;
  if (!mail) throw refusal(503, t('noMail'));
  const { token, proof } = parseWith(emailRequest, body, t('unknown'));

  const { to, carrierName, expiresAt } = await orUnavailable(t('notSent'), 'storage', async () => {
    const draft = await findLiveDraft(token);
    if (!draft) throw refusal(404, t('unknown'));
    if (!isDraftProof(proof, draft.id, dataKey)) throw refusal(403, t('proofNeeded'), { code: 'DOB_PROOF_NEEDED' });
    const address = (decryptAnswers(draft.id, draft.answers, dataKey).email ?? '').trim();
    if (!address || !isEmailAddress(address)) throw refusal(422, t('noEmail'));
    const company = await (await getDb()).company.findUnique({ where: { code: draft.compCode }, select: { legalName: true } });
    return { to: address, carrierName: company?.legalName || draft.compCode, expiresAt: draft.expiresAt };
  });

  const sent = await sendMailNow(draftLinkMail({ carrierName, link: `${mail.appBaseUrl}/resume/${token}`, expiresAt, locale: requestLocale(request.headers) }), to, mail, SEND_DEADLINE_MS);
  // The kind of failure only: never the address or the link.
  if (!sent.ok) throw failed(502, t('notSent'), 'mail', sent.error);
  if (sent.refused) throw failed(502, t('notSent'), 'mail', 'recipient refused');
  return jsonResponse(200, { sentTo: to });
});
