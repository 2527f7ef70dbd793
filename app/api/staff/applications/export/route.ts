import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { auditedExportFilters, parseApplicationFilters } from '@/lib/staff/application-filters';
import { applicationsCsvFileName, applicationsCsvStream } from '@/lib/staff/applications-csv';
import { countApplications, eachApplication } from '@/lib/staff/find-applications';
import { staffRoute } from '@/lib/auth/staff-route';
import { orUnavailable, refusal } from '@/lib/server/http/route-error';
import { refusedDays } from '@/lib/staff/search-params';

/**
 * GET /api/staff/applications/export?<the list's filters> — the filtered list as CSV, for administrators. A file
 * must hold what its link says: a day the list would leave out (outside the filter window) is refused with 400.
 */
export const dynamic = 'force-dynamic';

export const GET = staffRoute('api/staff/applications/export', { role: 'admin' }, async (request, { staff, facts }) => {
  const params = new URL(request.url).searchParams;
  const refused = refusedDays(params);
  if (refused.length > 0) {
    throw refusal(400, 'These dates cannot be used.', { fields: Object.fromEntries(refused.map((day) => [day.name, day.message])) });
  }
  const filters = parseApplicationFilters(params);
  const rows = await orUnavailable('The export could not be prepared right now. Please try again.', '', async () => {
    const count = await countApplications(filters);
    // Recorded before a single row leaves: an export that could not be logged does not happen.
    await recordAuditEvent(
      { action: 'applications-exported', detail: { rows: count, filters: auditedExportFilters(filters) } },
      staff,
      facts,
    );
    return count;
  });

  // Exactly the counted number of rows, so the audit entry tells the truth about the file even when an
  // application arrives while it downloads. A database failure midway ends the download unfinished (the browser
  // reports it as failed) rather than handing over a file that looks complete.
  return new Response(applicationsCsvStream(eachApplication(filters, rows)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${applicationsCsvFileName(new Date())}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
