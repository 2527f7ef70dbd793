import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, newNonce, NONCE_HEADER } from '@/lib/content-security-policy';
import { CSRF_COOKIE } from '@/lib/csrf-names';
import { REQUEST_PATH_HEADER } from '@/lib/auth/return-path';

/**
 * On every page load: a Content-Security-Policy with a fresh nonce (handed to the page through a request header,
 * where Next.js and app/layout.tsx read it), HSTS over https, and the XSRF-TOKEN cookie (docs/specification.md §7: non-GET requests
 * echo it in a header). The cookie is not HttpOnly on purpose: the page's script must read it; SameSite=Strict keeps
 * other sites from sending it along.
 */
export function proxy(request: NextRequest) {
  const nonce = newNonce();
  const policy = contentSecurityPolicy(nonce, { development: process.env.NODE_ENV === 'development' });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  // For a staff page asking a visitor to sign in first: the sign-in page returns here afterwards.
  requestHeaders.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  requestHeaders.set('Content-Security-Policy', policy);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  if (https) response.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  if (!request.cookies.get(CSRF_COOKIE)?.value) {
    const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
    response.cookies.set(CSRF_COOKIE, token, { path: '/', sameSite: 'strict', secure: https, httpOnly: false });
  }
  return response;
}

export const config = {
  // Pages only: static assets and the API itself need no policy or new token.
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico|.*\\.(?:svg|png|jpg|ico|txt|webmanifest)$).*)'],
};
