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
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  // The staff area stays in English, the office's language, whatever the visitor's cookie or browser says: only
  // this header may say so (one sent by the browser is dropped).
  const staffPage = request.nextUrl.pathname === '/staff' || request.nextUrl.pathname.startsWith('/staff/');
  requestHeaders.delete(LOCALE_PARAM_HEADER);
  if (staffPage) requestHeaders.set(LOCALE_PARAM_HEADER, DEFAULT_LOCALE);
  const firstAddress = firstInquiryAddressAnswer(request, https);
  if (firstAddress) return firstAddress;
  const linkLanguage = languageLinkAnswer(request, { staffPage, https });
  if (linkLanguage) return linkLanguage;

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  // A document the office opens (a photo, a PDF's safe copy) is no page: its route sets a policy that allows nothing.
  if (!DOCUMENT_VIEW.test(request.nextUrl.pathname)) response.headers.set('Content-Security-Policy', policy);
  if (https) response.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  if (!request.cookies.get(CSRF_COOKIE)?.value) {
    const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
    response.cookies.set(CSRF_COOKIE, token, { path: '/', sameSite: 'strict', secure: https, httpOnly: false });
  }
  return response;
}

/**
 * A recruiter's `?lang=es` link: remembered in the cookie, and a redirect to the same address without it,
 * where the page is shown in the cookie's language. The parameter never stays in the address: Next's router would
 * keep it and send it on the refresh after the nav bar's switch, where it would outrank the applicant's own choice,
 * and so would a reload. A language not offered, or a staff page, just loses the parameter.
 */
function languageLinkAnswer(request: NextRequest, { staffPage, https }: { staffPage: boolean; https: boolean }) {
  const lang = request.nextUrl.searchParams.get(LOCALE_PARAM);
  if (lang === null || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  const target = request.nextUrl.clone();
  target.searchParams.delete(LOCALE_PARAM);
  const response = NextResponse.redirect(target, 307);
  if (https) response.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  if (!staffPage && isLocale(lang) && OFFERED_LOCALES.includes(lang)) {
    response.cookies.set(LOCALE_COOKIE, lang, { path: '/', sameSite: 'lax', secure: https, maxAge: LOCALE_COOKIE_MAX_AGE });
  }
  return response;
}

/**
 * The employer's 391.23 page was first at /safety-history/{token}, and links mailed then (valid 30 days) still arrive:
 * moved for good to /inquiries/{token}. Here rather than in next.config.mjs, whose redirects get none of its headers:
 * this answer carries the token too, so no cache may keep it and no page may learn it, as the page itself.
 */
function firstInquiryAddressAnswer(request: NextRequest, https: boolean) {
  if (!request.nextUrl.pathname.startsWith(FIRST_INQUIRY_ADDRESS)) return null;
  const target = request.nextUrl.clone();
  target.pathname = `/inquiries/${request.nextUrl.pathname.slice(FIRST_INQUIRY_ADDRESS.length)}`;
  const response = NextResponse.redirect(target, 308);
  response.headers.set('Referrer-Policy', 'no-referrer');
  response.headers.set('Cache-Control', 'no-store');
  if (https) response.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  return response;
}

const FIRST_INQUIRY_ADDRESS = '/safety-history/';
const DOCUMENT_VIEW = /^\/staff\/applications\/\d+\/documents\//;

export const config = {
  // Everything but the API and Next's build output. A path's ending says nothing of what it serves — /copy/x.png is
  // an HTML page — so no extension is left out: the two images of public/ and app/icon.svg get the policy too, which
  // an SVG can use.
  matcher: ['/((?!api/|_next/static/|_next/image).*)'],
};
