import { requireStaffRequest } from '@/lib/auth/staff-session';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { jsonResponse } from '@/lib/server/json-response';
import { auditedExportFilters, parseApplicationFilters } from '@/lib/staff/application-filters';
import { applicationsCsvFileName, applicationsCsvStream } from '@/lib/staff/applications-csv';
import { countApplications, eachApplication } from '@/lib/staff/find-applications';
import { logFailure } from '@/lib/server/log-failure';

/** GET /api/staff/applications/export?<the list's filters> — the filtered list as CSV, for administrators. */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const access = await requireStaffRequest(request, { role: 'admin' });
  if (access.response) return access.response;
  const { staff, facts } = access;
  const filters = parseApplicationFilters(new URL(request.url).searchParams);

  let rows: number;
  try {
    rows = await countApplications(filters);
    // Recorded before a single row leaves: an export that could not be logged does not happen.
    await recordAuditEvent(
      { action: 'applications-exported', detail: { rows, filters: auditedExportFilters(filters) } },
      staff,
      facts,
    );
  } catch (error) {
    logFailure('api/staff/applications/export', '', error);
    return jsonResponse(503, { error: 'The export could not be prepared right now. Please try again.' });
  }

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
}

