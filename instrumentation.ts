import { PHASE_PRODUCTION_BUILD } from 'next/constants';

/**
 * Runs once when a Next.js server process starts. Starts the loop that delivers the "new application" webhooks
 * from the outbox (lib/server/outbox), so notices, and their retries, go out even when nobody submits anything.
 */
export async function register() {
  // Node only: the worker needs the database drivers; the dynamic import keeps it out of the edge bundle.
  // Not while `next build` prerenders pages: a build must not need, or touch, the database.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  const { startWebhookWorker } = await import('@/lib/server/outbox/webhook-worker');
  startWebhookWorker();
}
