import { sendDueReminders } from '@/lib/drafts/server/draft-reminders';
import { jsonResponse } from '@/lib/server/http/json-response';
import { cronRoute } from '@/lib/server/http/cron-route';
import { orUnavailable } from '@/lib/server/http/route-error';

/**
 * GET /api/cron/draft-reminders — mails the reminders of saved applications that are due (lib/drafts/server/draft-
 * reminders.ts), for a scheduler (vercel.json), with `Authorization: Bearer $CRON_SECRET` as the deliveries' route.
 * A self-hosted server sends them from its own loop as well (instrumentation.ts); each draft is claimed before its
 * reminder is sent, so the two never send one twice.
 */
export const dynamic = 'force-dynamic';
export const maxDuration = 60;

export const GET = cronRoute('api/cron/draft-reminders', 'Reminders are not available right now.', async () => {
  const pass = await orUnavailable('The saved applications could not be read right now.', 'reminders', () => sendDueReminders());
  return jsonResponse(200, pass);
});
