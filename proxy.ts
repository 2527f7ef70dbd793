import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, newNonce, NONCE_HEADER } from '@/lib/content-security-policy';
import { CSRF_COOKIE } from '@/lib/csrf-names';
import { REQUEST_PATH_HEADER } from '@/lib/auth/return-path';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_PARAM,
  LOCALE_PARAM_HEADER,
  OFFERED_LOCALES,
  isLocale,
} from '@/lib/i18n/locales';

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
  // A recruiter's `?lang=es` link: this page in that language (lib/i18n/request.ts), and remembered afterwards.
  // Only this header may carry it: one sent by the browser is dropped. The staff area stays in English, the
  // office's language, whatever the visitor's cookie or browser says.
  // Only the document a link opens follows its `?lang=`: the page's own fetches afterwards (the refresh after the nav
  // bar's switch, client navigations) follow the cookie, or the link still in Next's router address would undo the
  // applicant's choice on the very refresh that shows it. Next hides its RSC headers from the proxy; the browser's
  // Sec-Fetch-Mode tells a fetch from a navigation (a client without it, e.g. curl, counts as a navigation).
  const fetchMode = request.headers.get('sec-fetch-mode');
  const lang = fetchMode && fetchMode !== 'navigate' ? null : request.nextUrl.searchParams.get(LOCALE_PARAM);
  const staffPage = request.nextUrl.pathname === '/staff' || request.nextUrl.pathname.startsWith('/staff/');
  const linkedLocale = !staffPage && isLocale(lang) && OFFERED_LOCALES.includes(lang) ? lang : undefined;
  requestHeaders.delete(LOCALE_PARAM_HEADER);
  if (staffPage) requestHeaders.set(LOCALE_PARAM_HEADER, DEFAULT_LOCALE);
  else if (linkedLocale) requestHeaders.set(LOCALE_PARAM_HEADER, linkedLocale);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  if (https) response.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  if (linkedLocale) {
    response.cookies.set(LOCALE_COOKIE, linkedLocale, {
      path: '/',
      sameSite: 'lax',
      secure: https,
      maxAge: LOCALE_COOKIE_MAX_AGE,
    });
  }
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
