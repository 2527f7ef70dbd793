import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { dashboardFigures } from '@/lib/staff/dashboard/dashboard-figures';
import { readDashboardFilters } from '@/lib/staff/dashboard/dashboard-filters';
import { staffRoute } from '@/lib/auth/staff-route';
import { jsonResponse } from '@/lib/server/http/json-response';
import { orUnavailable, refusal } from '@/lib/server/http/route-error';

/**
 * GET /api/staff/dashboard?from=&to=&tz=&compCode= — the dashboard's figures as JSON (reviewers and admins), the
 * same ones /staff/dashboard draws, for a spreadsheet or a script. Audited like the page. A day outside the filter
 * window, or a range wider than the dashboard counts, is refused with 400 and the reason under its parameter.
 */
export const dynamic = 'force-dynamic';

export const GET = staffRoute('api/staff/dashboard', {}, async (request, access) => {
  const { filters, refused } = readDashboardFilters(new URL(request.url).searchParams);
  if (refused.length > 0) {
    throw refusal(400, 'These dates cannot be counted.', { fields: Object.fromEntries(refused.map((day) => [day.name, day.message])) });
  }
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
