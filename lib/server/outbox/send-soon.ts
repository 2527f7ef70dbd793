import 'server-only';
import { after } from 'next/server';
import { logFailure } from '@/lib/server/http/log-failure';
import { deliverAllDue } from './deliver';
import { wakeDeliveryWorker } from './delivery-worker';

/** How long the after-response send may keep a serverless function alive; what is left goes by worker or cron. */
const AFTER_BUDGET_MS = 20_000;

/**
 * Right after a submission with notices: this process's worker is woken, or, where there is none (DELIVERY_WORKER
 * =off, a serverless host), the due notices are sent by `after()` once the response is out: the applicant never
 * waits, and the host keeps the function alive until the send is done. Must be called during the request.
 */
export function sendNoticesSoon(): void {
  if (wakeDeliveryWorker()) return;
  after(async () => {
    try {
      await deliverAllDue(AFTER_BUDGET_MS);
    } catch (error) {
      // The rows stay due for the next try.
      logFailure('outbox', 'after-response send', error);
    }
  });
}
