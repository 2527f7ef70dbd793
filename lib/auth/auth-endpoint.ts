import 'server-only';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { csrfRefusal } from '@/lib/server/http/csrf';
import { serverConfig } from '@/lib/server/env';
import { jsonResponse } from '@/lib/server/http/json-response';
import { recordSignInFailure, recordSignInSuccess, signInAllowance } from '@/lib/server/rate-limit/limits';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { requestFacts } from '@/lib/server/http/request-facts';
import { getAuth } from './auth';

/**
 * The part of better-auth the staff area uses, and nothing more: reading the session, signing in with email
 * and password, signing out. Its other endpoints (sign-up, admin user management) stay closed, so every account
 * change goes through `npm run staff:add` and the audit log. Sign-in and sign-out are audited here, and carry
 * the same CSRF token as every other state-changing request (better-auth lets a POST without Origin through).
 */
const OPEN_ENDPOINTS = new Set(['GET /get-session', 'POST /sign-in/email', 'POST /sign-out']);

const notFound = () => jsonResponse(404, { error: 'Not found.' });

/** A sign-in body is an email and a password: a few hundred bytes. */
const MAX_BODY_BYTES = 4_096;
const MAX_EMAIL_LENGTH = 254;

/**
 * The request better-auth is handed: the same URL and headers, and as its body the one value this endpoint parsed,
 * written out again as JSON. better-auth would also read a form (`application/x-www-form-urlencoded`), and a body
 * can read one way as JSON and another as a form; the sign-in lock counts the email of this value, so this value,
 * and nothing read again from the original bytes, is what signs in.
 */
function requestWithBody(request: Request, body: Record<string, unknown>): Request {
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  return new Request(request.url, { method: request.method, headers, body: JSON.stringify(body) });
}

/** What sign-in passes on: the email as the lock counts it (trimmed, lower case), the password, and rememberMe. */
function signInBody(body: Record<string, unknown>): { email: string; password: string; rememberMe?: boolean } | null {
  const { email, password, rememberMe } = body;
  if (typeof email !== 'string' || typeof password !== 'string') return null;
  const normalised = email.trim().toLowerCase();
  if (normalised.length === 0 || normalised.length > MAX_EMAIL_LENGTH) return null;
  return { email: normalised, password, ...(typeof rememberMe === 'boolean' && { rememberMe }) };
}

/**
 * Every POST is JSON and nothing else: any other Content-Type (a form, multipart, text, none at all) is refused with
 * 415 before better-auth sees the request, because better-auth reads forms too and the lock would then count one
 * body while another signs in.
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const endpoint = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\/auth/, '')}`;
  if (!OPEN_ENDPOINTS.has(endpoint)) return notFound();
  let body: Record<string, unknown> = {};
  if (request.method === 'POST') {
    const refusal = csrfRefusal(request, serverConfig().allowedOrigins);
    if (refusal) return jsonResponse(403, { error: refusal });
    const read = await readJsonBody(request, MAX_BODY_BYTES);
    if (!read.ok) return jsonResponse(read.status, { error: read.message });
    body = read.value;
  }
  const auth = await getAuth();
  const facts = requestFacts(request.headers);

  if (endpoint === 'POST /sign-in/email') {
    const signIn = signInBody(body);
    if (!signIn) return jsonResponse(400, { error: 'Send an email and a password.' });
    const typedEmail = signIn.email;
    const allowance = await signInAllowance(typedEmail, facts.ip);
    if (!allowance.allowed) {
      await recordAuditEvent({ action: 'sign-in-refused', detail: { email: typedEmail } }, null, facts);
      return jsonResponse(
        429,
        { code: 'TOO_MANY_ATTEMPTS', message: 'Too many sign-in attempts. Try again later.' },
        { 'Retry-After': String(allowance.retryAfterSeconds) },
      );
    }
    const response = await auth.handler(requestWithBody(request, signIn));
    if (response.ok) {
      const { user } = (await response.clone().json()) as { user: { id: string; email: string } };
      await Promise.all([recordSignInSuccess(typedEmail), recordAuditEvent({ action: 'sign-in', detail: {} }, user, facts)]);
    } else if (response.status === 401) {
      await Promise.all([
        recordSignInFailure(typedEmail),
        recordAuditEvent({ action: 'sign-in-failed', detail: { email: typedEmail } }, null, facts),
      ]);
    }
    return response;
  }

  if (endpoint === 'POST /sign-out') {
    const session = await auth.api.getSession({ headers: request.headers });
    const response = await auth.handler(requestWithBody(request, {}));
    if (response.ok && session) await recordAuditEvent({ action: 'sign-out', detail: {} }, session.user, facts);
    return response;
  }
  return auth.handler(request);
}
