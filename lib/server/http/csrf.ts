import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { readCookie } from '@/lib/cookies';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/csrf-names';

/**
 * Double-submit cookie check (the scheme the original Angular client used): the page sets XSRF-TOKEN, the
 * client echoes it in X-XSRF-TOKEN. A cross-site page can make the browser send the cookie but cannot read
 * it, so it cannot produce the header. A foreign Origin is refused outright.
 * Returns why the request is refused, or null when it may proceed.
 */
export function csrfRefusal(request: Request, allowedOrigins: readonly string[]): string | null {
  const origin = request.headers.get('origin');
  if (origin !== null && !isSameOrigin(origin, request, allowedOrigins)) return 'Cross-origin request refused.';
  if (request.headers.get('sec-fetch-site') === 'cross-site') return 'Cross-site request refused.';

  const cookieToken = readCookie(CSRF_COOKIE, request.headers.get('cookie'));
  const headerToken = request.headers.get(CSRF_HEADER);
  if (!cookieToken || !headerToken || !sameText(cookieToken, headerToken)) {
    return 'Missing or invalid security token. Reload the page and try again.';
  }
  return null;
}

function isSameOrigin(origin: string, request: Request, allowedOrigins: readonly string[]): boolean {
  if (allowedOrigins.includes(origin)) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  return originHost === host;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
