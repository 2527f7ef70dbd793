import 'server-only';
import { serverConfig } from '../env';
import { onShutdown } from '../shutdown';
import { BATCH_SIZE, deliverDue } from './deliver';
import { logFailure } from '@/lib/server/http/log-failure';

/** How often the outbox is looked at when nothing wakes the worker: picks up retries and other instances' rows. */
export const POLL_MS = 2_000;

export type DeliveryWorker = {
  /** Run a pass now (or right after the current one): a submission was just stored. */
  wake: () => void;
  /** No further passes; resolves once the pass in progress, if any, has recorded its outcomes. */
  stop: () => Promise<void>;
};

// On globalThis, not in a module variable: Next bundles instrumentation.ts and the route handlers separately,
// so each has its own copy of this module, yet one process must run one worker that both can reach.
const registry = globalThis as unknown as { [key: symbol]: DeliveryWorker | undefined };
const KEY = Symbol.for('driver-application.delivery-worker');

/**
 * Starts the one delivery loop of this process: a no-op when it runs already, when nothing is configured to be
 * sent (no webhook, no mail), or when DELIVERY_WORKER=off (a serverless host, where the after-submission send and
 * the cron route deliver instead). Never throws: a bad configuration is the route's to report, and the applicant's
 * submission never waits on this.
 */
export function startDeliveryWorker(): DeliveryWorker | null {
  const running = registry[KEY];
  if (running) return running;
  try {
    const config = serverConfig();
    if (!config.deliveryWorker || (!config.webhook && !config.mail)) return null;
  } catch (error) {
    logFailure('outbox', 'configuration', error);
    return null;
  }
  const worker = createWorker();
  registry[KEY] = worker;
  onShutdown('delivery-worker', stopDeliveryWorker);
  return worker;
}

/**
 * Called after a submission is stored so its notices go out at once instead of at the next poll. False when this
 * process has no worker: the caller then sends them itself (after the response).
 */
export function wakeDeliveryWorker(): boolean {
  const worker = startDeliveryWorker();
  worker?.wake();
  return worker !== null;
}

/** Stops this process's worker, if any (tests, shutdown). */
export async function stopDeliveryWorker(): Promise<void> {
  const worker = registry[KEY];
  registry[KEY] = undefined;
  await worker?.stop();
}

function createWorker(): DeliveryWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  let rerun = false;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, delayMs);
    // The poll alone never keeps the process alive; a row cut off by a shutdown is retried once its claim expires.
    timer.unref();
  };

  /** Resolves to the wait before the next pass; never rejects. */
  const onePass = async (): Promise<number> => {
    try {
      const pass = await deliverDue();
      // A full batch means more may be due: keep going instead of waiting for the next poll.
      return pass.claimed === BATCH_SIZE ? 0 : POLL_MS;
    } catch (error) {
      logFailure('outbox', 'delivery pass', error);
      return POLL_MS;
    }
  };

  const run = () => {
    if (stopped) return;
    if (current) {
      rerun = true;
      return;
    }
    clearTimeout(timer);
    // `.then` runs asynchronously, so `current` is always set before it is cleared.
    current = onePass().then((next) => {
      current = null;
      schedule(rerun ? 0 : next);
      rerun = false;
    });
  };

  schedule(0);
  return {
    wake: run,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

