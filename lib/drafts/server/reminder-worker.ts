import 'server-only';
import { serverConfig } from '@/lib/server/env';
import { logFailure } from '@/lib/server/http/log-failure';
import { onShutdown } from '@/lib/server/shutdown';
import { sendDueReminders } from './draft-reminders';

/** Often enough for a reminder due in a day; a test's reminders, due in seconds, are looked for every few seconds. */
const POLL_MS = 60_000;

const registry = globalThis as unknown as { [key: symbol]: NodeJS.Timeout | undefined };
const KEY = Symbol.for('driver-application.reminder-worker');

/**
 * The self-hosted server's reminder loop (instrumentation.ts), beside the delivery worker and under the same switch
 * (DELIVERY_WORKER=off on a serverless host, where the cron route sends them). A no-op without mail or reminders.
 */
export function startReminderWorker(): void {
  if (registry[KEY]) return;
  let delays: readonly [number, number] | null;
  try {
    const config = serverConfig();
    if (!config.deliveryWorker || !config.mail) return;
    delays = config.draftReminderDelaysMs;
  } catch (error) {
    logFailure('reminders', 'configuration', error);
    return;
  }
  if (!delays) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueReminders()
      .catch((error: unknown) => logFailure('reminders', 'pass', error))
      .finally(() => (running = false));
  }, Math.min(POLL_MS, Math.max(1_000, delays[0] / 4)));
  timer.unref();
  registry[KEY] = timer;
  onShutdown('reminder-worker', async () => {
    clearInterval(timer);
    registry[KEY] = undefined;
  });
}
