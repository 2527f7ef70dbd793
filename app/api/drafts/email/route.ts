import * as z from 'zod/mini';
import { getTranslations } from 'next-intl/server';
import { isEmailAddress } from '@/lib/mail/email-list.mjs';
import { getDb } from '@/lib/server/db';
import { draftAnswer, logDraftFailure, readDraftRequest } from '@/lib/server/drafts/draft-request';
import { isDraftProof } from '@/lib/server/drafts/draft-proof';
import { decryptAnswers, findLiveDraft } from '@/lib/server/drafts/draft-store';
import { DRAFT_TOKEN_PATTERN } from '@/lib/server/drafts/draft-token';
import { draftLinkMail } from '@/lib/server/outbox/mail-content';
import { sendMailNow } from '@/lib/server/outbox/send-mail';

/**
 * POST /api/drafts/email — "Email me the link" in the save dialog: mails the resume link to the address the saved
 * draft holds (step 1's email; never an address the request names, so this cannot mail anyone else). Sent now,
 * during the request, not through the outbox: an outbox row would keep the link's secret token in plain text in
 * the database, which keeps only its SHA-256. A failure loses nothing: the draft is saved and the dialog still
 * shows the link to copy. Like a save, it needs the proof of the date of birth (lib/server/drafts/draft-proof.ts):
 * the link alone would otherwise learn which address the draft holds. Its messages are in the request's language (lib/i18n/request.ts).
 */
export const dynamic = 'force-dynamic';

const ROUTE = 'api/drafts/email';
/** The dialog waits for this: a slow mail server gets a few seconds, then the applicant copies the link instead. */
const SEND_DEADLINE_MS = 8_000;

const emailRequest = z.object({
  token: z.string().check(z.regex(DRAFT_TOKEN_PATTERN)),
  proof: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
});

export async function POST(request: Request): Promise<Response> {
  const read = await readDraftRequest(request, ROUTE, 1024);
  if (!read.ok) return read.response;
  const { mail, dataKey } = read.config;
  const t = await getTranslations('DraftApi');
  if (!mail) return draftAnswer(503, { error: t('noMail') });

  const parsed = emailRequest.safeParse(read.body);
  if (!parsed.success) return draftAnswer(400, { error: t('unknown') });
  const token = parsed.data.token;

  let to: string;
  let carrierName: string;
  let expiresAt: Date;
  try {
    const draft = await findLiveDraft(token);
    if (!draft) return draftAnswer(404, { error: t('unknown') });
    if (!isDraftProof(parsed.data.proof, draft.id, dataKey)) {
      return draftAnswer(403, { error: t('proofNeeded'), code: 'DOB_PROOF_NEEDED' });
    }
    to = (decryptAnswers(draft.id, draft.answers, dataKey).email ?? '').trim();
    if (!to || !isEmailAddress(to)) {
      return draftAnswer(422, { error: t('noEmail') });
    }
    const db = await getDb();
    const company = await db.company.findUnique({ where: { code: draft.compCode }, select: { legalName: true } });
    carrierName = company?.legalName || draft.compCode;
    expiresAt = draft.expiresAt;
  } catch (error) {
    logDraftFailure(ROUTE, 'storage', error);
    return draftAnswer(503, { error: t('notSent') });
  }

  const sent = await sendMailNow(draftLinkMail({ carrierName, link: `${mail.appBaseUrl}/resume/${token}`, expiresAt }), to, mail, SEND_DEADLINE_MS);
  if (!sent.ok || sent.refused) {
    // The kind of failure only: never the address or the link.
    console.error(`[${ROUTE}] mail failure: ${sent.ok ? 'recipient refused' : sent.error}`);
    return draftAnswer(502, { error: t('notSent') });
  }
  return draftAnswer(200, { sentTo: to });
}
