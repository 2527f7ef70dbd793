import 'server-only';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { csrfRefusal } from '@/lib/server/csrf';
import { serverConfig } from '@/lib/server/env';
import { jsonResponse } from '@/lib/server/json-response';
import { recordSignInFailure, recordSignInSuccess, signInAllowance } from '@/lib/server/rate-limit/limits';
import { requestFacts } from '@/lib/server/request-facts';
import { getAuth } from './auth';

/**
 * The part of better-auth the staff area uses, and nothing more: reading the session, signing in with email
 * and password, signing out. Its other endpoints (sign-up, admin user management) stay closed, so every account
 * change goes through `npm run staff:add` and the audit log. Sign-in and sign-out are audited here, and carry
 * the same CSRF token as every other state-changing request (better-auth lets a POST without Origin through).
 */
const OPEN_ENDPOINTS = new Set(['GET /get-session', 'POST /sign-in/email', 'POST /sign-out']);

const notFound = () => jsonResponse(404, { error: 'Not found.' });

export async function handleAuthRequest(request: Request): Promise<Response> {
  const endpoint = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\/auth/, '')}`;
  if (!OPEN_ENDPOINTS.has(endpoint)) return notFound();
  if (request.method === 'POST') {
    const refusal = csrfRefusal(request, serverConfig().allowedOrigins);
    if (refusal) return jsonResponse(403, { error: refusal });
  }
  const auth = await getAuth();
  const facts = requestFacts(request.headers);

  if (endpoint === 'POST /sign-in/email') {
    const typedEmail = await request.clone().json().then(
      (body: { email?: unknown }) => (typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : ''),
      () => '',
    );
    const allowance = await signInAllowance(typedEmail, facts.ip);
    if (!allowance.allowed) {
      await recordAuditEvent({ action: 'sign-in-refused', detail: { email: typedEmail } }, null, facts);
      return jsonResponse(
        429,
        { code: 'TOO_MANY_ATTEMPTS', message: 'Too many sign-in attempts. Try again later.' },
        { 'Retry-After': String(allowance.retryAfterSeconds) },
      );
    }
    const response = await auth.handler(request);
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
    const response = await auth.handler(request);
    if (response.ok && session) await recordAuditEvent({ action: 'sign-out', detail: {} }, session.user, facts);
    return response;
  }
  return auth.handler(request);
}
