import { consentPagesOf, renderConsentsPdf } from '@/lib/consents/server/consent-pdf';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { findApplication } from '@/lib/staff/find-application';
import { parseNumberId } from '@/lib/staff/number-id-param';
import { staffRoute } from '@/lib/auth/staff-route';
import { pdfDownload } from '@/lib/server/http/pdf-download';
import { refusal } from '@/lib/server/http/route-error';

/**
 * GET /staff/applications/{n}/consents-pdf — the application's background-check consents alone (the pages the PDF of
 * record carries, each document from a new page), for a background-check vendor; audited.
 */
export const dynamic = 'force-dynamic';

export const GET = staffRoute<{ numberId: string }>('staff/applications/consents-pdf', { signIn: 'redirect' }, async (_request, access, params) => {
  const numberId = parseNumberId(params.numberId);
  const row = numberId === null ? null : await findApplication(numberId);
  if (!row) throw refusal(404, 'No such application.');
  const pages = await consentPagesOf(row);
  if (pages.consents.length === 0) throw refusal(404, 'This application has no consents on file.');

  const pdf = await renderConsentsPdf(pages.consents, { ...pages, generatedAt: new Date(), generatedBy: access.staff.email });
  await recordAuditEvent({ action: 'consents-pdf-downloaded', numberId: row.numberId, detail: {} }, access.staff, access.facts);
  return pdfDownload(pdf, `driver-application-${row.numberId}-consents.pdf`);
});
