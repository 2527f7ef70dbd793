import { stopReminders } from '@/lib/drafts/server/draft-reminders';
import { apiRoute } from '@/lib/server/http/api-route';
import { jsonResponse } from '@/lib/server/http/json-response';
import { orUnavailable, refusal } from '@/lib/server/http/route-error';
import { apiTexts } from '@/lib/i18n/server/catalog-texts';

/**
 * The reminders' stop address, as the `List-Unsubscribe` header of each reminder names it (docs/drafts-and-copies.md).
 *
 * POST stops them (RFC 8058 one-click: the mail program posts `List-Unsubscribe=One-Click`, without cookies or an
 * Origin, so no CSRF token is asked: the sealed token in the address is the authority, and stopping is all it can
 * do). The stop page's button posts here too, with `?then=page`, and is sent back to the page (303).
 *
 * GET stops nothing: mail scanners and link previews fetch every address in a mail. It sends a person who opened the
 * header's address to the page with the button.
 */
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

export const POST = apiRoute('api/drafts/reminders/stop', async (request, { params }: Context) => {
  const { token } = await params;
  const t = apiTexts(request.headers, 'ReminderStop');
  const outcome = await orUnavailable(t('unknown'), 'storage', () => stopReminders(token));
  if (outcome === 'unknown') throw refusal(404, t('unknown'));
  if (new URL(request.url).searchParams.get('then') === 'page') {
    return new Response(null, { status: 303, headers: { Location: `/reminders/stop/${encodeURIComponent(token)}`, 'Cache-Control': 'no-store' } });
  }
  return jsonResponse(200, { stopped: true, message: outcome === 'gone' ? t('gone') : t('stoppedShort') });
});

export const GET = apiRoute('api/drafts/reminders/stop', async (_request, { params }: Context) => {
  const { token } = await params;
  return new Response(null, { status: 303, headers: { Location: `/reminders/stop/${encodeURIComponent(token)}`, 'Cache-Control': 'no-store' } });
});
