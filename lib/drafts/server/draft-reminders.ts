import 'server-only';
import { isEmailAddress } from '@/lib/mail/email-list.mjs';
import { sendMailNow } from '@/lib/mail/server/send-mail';
import { isLocale } from '@/lib/i18n/locales';
import type { Attribution } from '@/lib/sources/attribution';
import { getDb, type Database } from '@/lib/server/db';
import { serverConfig } from '@/lib/server/env';
import { recordFunnelEvent } from '@/lib/server/funnel/record-funnel-event';
import { retryDelayMs } from '@/lib/server/outbox/retry-delay';
import { dueSavedBefore, MAX_REMINDERS } from '../reminder-timing';
import { decryptAnswers } from './draft-store';
import { draftTokenHash, newDraftToken } from './draft-token';
import { draftReminderMail } from './reminder-mail';
import { draftOfStopToken, reminderStopToken } from './reminder-stop';

/**
 * The reminders of saved, unsubmitted applications (docs/drafts-and-copies.md): at most two, by default a day and
 * three days after the last save (DRAFT_REMINDERS), to the address on step 1, none once stopped, submitted (the
 * draft is deleted with the submission), deleted or expired.
 *
 * The draft row is its own outbox: each pass claims the due rows as lib/server/outbox claims its own (a conditional
 * update, so two instances, the worker and the cron route never mail one reminder twice) and a failed send is tried
 * again with the same backoff. Not a row of the delivery table: that would keep the mail, and so the resume link's
 * secret, in plain text, where the database keeps only its hash. The new link is made at the moment of sending.
 *
 * Every update here writes `updatedAt` back as it was: it is the draft's last save, which the reminders count from
 * and the office's list shows.
 */
const CLAIM_MS = 60_000;
const BATCH_SIZE = 10;
const SEND_DEADLINE_MS = 20_000;

export type ReminderPass = { claimed: number; sent: number; failed: number };

const ATTRIBUTION = { source: true, utmSource: true, utmMedium: true, utmCampaign: true, utmTerm: true, utmContent: true } as const;
type Candidate = { id: string; compCode: string; answers: string; remindersSent: number; updatedAt: Date; expiresAt: Date; language: string } & Attribution;

export async function sendDueReminders(now = new Date()): Promise<ReminderPass> {
  const pass: ReminderPass = { claimed: 0, sent: 0, failed: 0 };
  const config = serverConfig();
  const delays = config.draftReminderDelaysMs;
  if (!delays || !config.mail) return pass;
  const db = await getDb();
  const free = [{ OR: [{ reminderLockedUntil: null }, { reminderLockedUntil: { lt: now } }] }, { OR: [{ reminderRetryAt: null }, { reminderRetryAt: { lte: now } }] }];
  const candidates: Candidate[] = await db.applicationDraft.findMany({
    where: {
      remindersStopped: false,
      expiresAt: { gt: now },
      AND: [
        ...free,
        {
          OR: Array.from({ length: MAX_REMINDERS }, (_, sent) => ({ remindersSent: sent, updatedAt: { lte: dueSavedBefore(sent, delays, now) } })),
        },
      ],
    },
    orderBy: { updatedAt: 'asc' },
    take: BATCH_SIZE,
    select: { id: true, compCode: true, answers: true, remindersSent: true, updatedAt: true, expiresAt: true, language: true, ...ATTRIBUTION },
  });
  const lockedUntil = new Date(now.getTime() + CLAIM_MS);
  for (const draft of candidates) {
    // Only the row exactly as read, still free: a save in between (a new updatedAt) or another sender wins.
    const claim = await db.applicationDraft.updateMany({
      where: { id: draft.id, remindersSent: draft.remindersSent, updatedAt: draft.updatedAt, AND: free },
      data: { reminderLockedUntil: lockedUntil, updatedAt: draft.updatedAt },
    });
    if (claim.count !== 1) continue;
    pass.claimed += 1;
    const outcome = await remind(db, draft, lockedUntil, config);
    pass[outcome] += 1;
  }
  return pass;
}

async function remind(db: Database, draft: Candidate, lockedUntil: Date, config: ReturnType<typeof serverConfig>): Promise<'sent' | 'failed'> {
  const mail = config.mail!;
  const ours = { id: draft.id, reminderLockedUntil: lockedUntil, updatedAt: draft.updatedAt };
  const release = (retryAt: Date) =>
    db.applicationDraft.updateMany({ where: ours, data: { reminderLockedUntil: null, reminderRetryAt: retryAt, updatedAt: draft.updatedAt } });

  const address = (decryptAnswers(draft.id, draft.answers, config.dataKey).email ?? '').trim();
  if (!address || !isEmailAddress(address)) {
    // Nowhere to send it until a save gives an address (a save clears the wait).
    await release(draft.expiresAt);
    return 'failed';
  }
  const company = await db.company.findUnique({ where: { code: draft.compCode }, select: { legalName: true } });
  const token = newDraftToken();
  const stop = reminderStopToken(draft.id, config.dataKey);
  const content = draftReminderMail({
    locale: isLocale(draft.language) ? draft.language : 'en',
    carrierName: company?.legalName || draft.compCode,
    link: `${mail.appBaseUrl}/resume/${token}`,
    stopPage: `${mail.appBaseUrl}/reminders/stop/${stop}`,
    stopPost: `${mail.appBaseUrl}/api/drafts/reminders/stop/${stop}`,
    expiresAt: draft.expiresAt,
    last: draft.remindersSent + 1 >= MAX_REMINDERS,
  });
  const sent = await sendMailNow(content, address, mail, SEND_DEADLINE_MS);
  if (!sent.ok) {
    // The kind of failure only: never the address.
    console.warn(`[reminders] draft reminder failed: ${sent.error}`);
    await release(new Date(Date.now() + retryDelayMs(1, config.retryBaseMs)));
    return 'failed';
  }
  // The mail carries the new link: only now does it replace the one the driver had (docs/drafts-and-copies.md).
  const { count } = await db.applicationDraft.updateMany({
    where: ours,
    data: {
      tokenHash: draftTokenHash(token),
      remindersSent: { increment: 1 },
      remindedAt: new Date(),
      reminderLockedUntil: null,
      reminderRetryAt: null,
      updatedAt: draft.updatedAt,
    },
  });
  const { id: _id, compCode, answers: _answers, remindersSent: _sent, updatedAt: _savedAt, expiresAt: _expiresAt, language: _language, ...attribution } = draft;
  if (count === 1) await recordFunnelEvent('reminded', compCode, attribution);
  return 'sent';
}

/**
 * The draft was opened with its date of birth: the first opening after a reminder counts, once per reminder, as a
 * resume after a reminder (the dashboard's figure; a funnel event, so it outlives the draft).
 */
export async function noteOpened(draftId: string): Promise<void> {
  const db = await getDb();
  const draft = await db.applicationDraft.findUnique({
    where: { id: draftId },
    select: { updatedAt: true, remindedAt: true, compCode: true, ...ATTRIBUTION },
  });
  if (!draft?.remindedAt) return;
  const { count } = await db.applicationDraft.updateMany({
    where: { id: draftId, remindedAt: draft.remindedAt, updatedAt: draft.updatedAt },
    data: { remindedAt: null, updatedAt: draft.updatedAt },
  });
  const { updatedAt: _savedAt, remindedAt: _remindedAt, compCode, ...attribution } = draft;
  if (count === 1) await recordFunnelEvent('resumed', compCode, attribution);
}

export type StopOutcome = 'stopped' | 'gone' | 'unknown';

/** What the stop link's page shows: whether the reminders of its draft are stopped, or there is no draft any more. */
export async function reminderState(stopToken: string): Promise<StopOutcome | 'running'> {
  const draftId = draftOfStopToken(stopToken, serverConfig().dataKey);
  if (!draftId) return 'unknown';
  const db = await getDb();
  const draft = await db.applicationDraft.findUnique({ where: { id: draftId }, select: { remindersStopped: true, expiresAt: true } });
  if (!draft || draft.expiresAt <= new Date()) return 'gone';
  return draft.remindersStopped ? 'stopped' : 'running';
}

/** The one-click stop (RFC 8058): idempotent, and says the same of a draft already stopped. */
export async function stopReminders(stopToken: string): Promise<StopOutcome> {
  const draftId = draftOfStopToken(stopToken, serverConfig().dataKey);
  if (!draftId) return 'unknown';
  const db = await getDb();
  const draft = await db.applicationDraft.findUnique({ where: { id: draftId }, select: { updatedAt: true } });
  if (!draft) return 'gone';
  await db.applicationDraft.updateMany({ where: { id: draftId }, data: { remindersStopped: true, updatedAt: draft.updatedAt } });
  return 'stopped';
}
