import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { csrfRefusal } from '@/lib/server/http/csrf';
import { serverConfig } from '@/lib/server/env';
import { jsonResponse } from '@/lib/server/http/json-response';
import { requestFacts, type RequestFacts } from '@/lib/server/http/request-facts';
import { getAuth, STAFF_ROLES, type StaffRole } from './auth';
import { REQUEST_PATH_HEADER, signInPath } from './return-path';

export type Staff = { id: string; email: string; name: string; role: StaffRole };

async function staffFromHeaders(requestHeaders: Headers): Promise<Staff | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: requestHeaders });
  if (!session) return null;
  const { id, email, name, role } = session.user as { id: string; email: string; name: string; role?: string | null };
  // An account without a known role is not staff (e.g. a row made by hand): it gets nothing.
  if (!STAFF_ROLES.includes(role as StaffRole)) return null;
  return { id, email, name, role: role as StaffRole };
}

/** The signed-in staff member for a page, or null. */
export async function currentStaff(): Promise<Staff | null> {
  return staffFromHeaders(await headers());
}

/**
 * For every staff page: the signed-in staff member, or a redirect to the sign-in page; with `role: 'admin'`,
 * a reviewer gets the 403 page.
 */
export async function requireStaff(options: { role?: 'admin' } = {}): Promise<Staff & { facts: RequestFacts }> {
  const requestHeaders = await headers();
  const staff = await staffFromHeaders(requestHeaders);
  if (!staff) redirect(signInPath(requestHeaders.get(REQUEST_PATH_HEADER)));
  if (options.role && staff.role !== options.role) forbidden();
  return { ...staff, facts: requestFacts(requestHeaders) };
}

export type StaffRequest = { staff: Staff; facts: RequestFacts; response?: never } | { response: Response };

const refuse = (status: number, error: string) =>
  ({ response: jsonResponse(status, { error }) }) as const;

/**
 * For every staff route handler (a layout does not protect those): 401 without a session, 403 for a reviewer
 * on an admin action, 403 for a state-changing request without the CSRF token.
 */
export async function requireStaffRequest(
  request: Request,
  /** `signIn: 'redirect'`: a link people open in the browser (the PDF) sends a visitor to sign in, like a page. */
  options: { role?: 'admin'; signIn?: 'answer-401' | 'redirect' } = {},
): Promise<StaffRequest> {
  const staff = await staffFromHeaders(request.headers);
  if (!staff) {
    return options.signIn === 'redirect'
      ? { response: new Response(null, { status: 307, headers: { Location: signInPath(pageOf(request)), 'Cache-Control': 'no-store' } }) }
      : refuse(401, 'Sign in to continue.');
  }
  if (options.role && staff.role !== options.role) return refuse(403, 'Only an administrator may do this.');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const refusal = csrfRefusal(request, serverConfig().allowedOrigins);
    if (refusal) return refuse(403, refusal);
  }
  return { staff, facts: requestFacts(request.headers) };
}

/** The staff page a browser-opened link belongs to: /staff/applications/7/pdf → /staff/applications/7. */
function pageOf(request: Request): string {
  return new URL(request.url).pathname.replace(/\/pdf$/, '');
}
