import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { dashboardFigures } from '@/lib/staff/dashboard/dashboard-figures';
import { parseDashboardFilters } from '@/lib/staff/dashboard/dashboard-filters';
import { staffRoute } from '@/lib/auth/staff-route';
import { jsonResponse } from '@/lib/server/http/json-response';
import { orUnavailable } from '@/lib/server/http/route-error';

/**
 * GET /api/staff/dashboard?from=&to=&tz=&compCode= — the dashboard's figures as JSON (reviewers and admins), the
 * same ones /staff/dashboard draws, for a spreadsheet or a script. Audited like the page.
 */
export const dynamic = 'force-dynamic';

export const GET = staffRoute('api/staff/dashboard', {}, async (request, access) => {
  const filters = parseDashboardFilters(new URL(request.url).searchParams);
  const figures = await orUnavailable('The figures could not be computed right now. Please try again.', '', async () => {
    const computed = await dashboardFigures(filters);
    await recordAuditEvent(
      { action: 'dashboard-viewed', detail: { from: filters.from, to: filters.to, compCode: filters.compCode, format: 'json' } },
      access.staff,
      access.facts,
    );
    return computed;
  });
  return jsonResponse(200, figures);
});
