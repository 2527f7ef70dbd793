import { PHASE_PRODUCTION_BUILD } from 'next/constants';

/**
 * Runs once when a Next.js server process starts. Says once whether mail is sent, and starts the loop that
 * delivers the outbox (lib/server/outbox: the "new application" webhook and mails), so notices, and their retries,
 * go out even when nobody submits anything, and the loop that mails the reminders of saved applications
 * (lib/drafts/server/reminder-worker.ts), unless DELIVERY_WORKER=off (a host without long-lived processes).
 */
export async function register() {
  // Node only: the worker needs the database drivers; the dynamic import keeps it out of the edge bundle.
  // Not while `next build` prerenders pages: a build must not need, or touch, the database.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  const { announceMailSetting } = await import('@/lib/mail/server/mail-setting');
  announceMailSetting();
  const { startDeliveryWorker } = await import('@/lib/server/outbox/delivery-worker');
  startDeliveryWorker();
  const { startReminderWorker } = await import('@/lib/drafts/server/reminder-worker');
  startReminderWorker();
}
