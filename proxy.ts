import { NextResponse, type NextRequest } from 'next/server';
import { CSRF_COOKIE } from '@/lib/csrf-names';

/**
 * Issues the XSRF-TOKEN cookie on page loads (SPEC §7: non-GET requests echo it in a header). Not HttpOnly on
 * purpose: the page's script must read it; SameSite=Strict keeps other sites from sending it along.
 */
export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  if (!request.cookies.get(CSRF_COOKIE)?.value) {
    const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
    response.cookies.set(CSRF_COOKIE, token, {
      path: '/',
      sameSite: 'strict',
      secure: request.nextUrl.protocol === 'https:',
      httpOnly: false,
    });
  }
  return response;
}

export const config = {
  // Pages only: static assets and the API itself need no new token.
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico|.*\\.(?:svg|png|jpg|ico|txt|webmanifest)$).*)'],
};
