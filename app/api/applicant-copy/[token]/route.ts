import { COPY_PATH } from '@/lib/applicant-copy/server/copy-link';
import { DRAFT_TOKEN_PATTERN } from '@/lib/drafts/server/draft-token';

/**
 * GET /api/applicant-copy/{token} — where receipts mailed before the copy asked for the date of birth point: sent on
 * to the link's page (/copy/{token}), which asks for it. Reads nothing and changes nothing.
 */
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const headers = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
  if (!DRAFT_TOKEN_PATTERN.test(token)) {
    return new Response('This download link is unknown or has expired.', { status: 404, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return new Response(null, { status: 308, headers: { ...headers, Location: `${COPY_PATH}/${token}` } });
}
