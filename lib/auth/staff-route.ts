import 'server-only';
import { apiRoute } from '@/lib/server/http/api-route';
import type { RequestFacts } from '@/lib/server/http/request-facts';
import { requireStaffRequest, type Staff } from './staff-session';

export type StaffAccess = { staff: Staff; facts: RequestFacts };

/**
 * A staff route handler: the route pipeline (lib/server/http/api-route.ts) after the staff check of
 * `requireStaffRequest` (401 without a session, 403 for a reviewer on an admin action or a state change without the
 * CSRF token), with the route's segments read.
 */
export function staffRoute<Params = Record<string, never>>(
  name: string,
  options: Parameters<typeof requireStaffRequest>[1],
  handler: (request: Request, access: StaffAccess, params: Params) => Promise<Response>,
) {
  return apiRoute<{ params: Promise<Params> }>(name, async (request, context) => {
    const access = await requireStaffRequest(request, options);
    if (access.response) return access.response;
    return handler(request, access, await context.params);
  });
}
