import { requireStaffRequest } from '@/lib/auth/staff-session';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { jsonResponse } from '@/lib/server/json-response';
import { logFailure } from '@/lib/server/log-failure';
import { dashboardFigures } from '@/lib/staff/dashboard/dashboard-figures';
import { parseDashboardFilters } from '@/lib/staff/dashboard/dashboard-filters';

/**
 * GET /api/staff/dashboard?from=&to=&tz=&compCode= — the dashboard's figures as JSON (reviewers and admins), the
 * same ones /staff/dashboard draws, for a spreadsheet or a script. Audited like the page.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const access = await requireStaffRequest(request);
  if (access.response) return access.response;
  const filters = parseDashboardFilters(new URL(request.url).searchParams);
  try {
    const figures = await dashboardFigures(filters);
    await recordAuditEvent(
      { action: 'dashboard-viewed', detail: { from: filters.from, to: filters.to, compCode: filters.compCode, format: 'json' } },
      access.staff,
      access.facts,
    );
    return jsonResponse(200, figures);
  } catch (error) {
    logFailure('api/staff/dashboard', '', error);
    return jsonResponse(503, { error: 'The figures could not be computed right now. Please try again.' });
  }
}
