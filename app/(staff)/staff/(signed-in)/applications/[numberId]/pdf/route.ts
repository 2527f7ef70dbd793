import { requireStaffRequest } from '@/lib/auth/staff-session';
import { renderApplicationPdf } from '@/lib/pdf/render-application-pdf';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { jsonResponse } from '@/lib/server/json-response';
import { findCompany } from '@/lib/companies/companies';
import { buildApplicationDocument } from '@/lib/staff/application-document';
import { findApplication } from '@/lib/staff/find-application';
import { safetyHistoryAppendix, type AnsweredInquiry } from '@/lib/server/inquiries/inquiry-pdf';
import { findInquiries } from '@/lib/staff/inquiries/find-inquiries';
import { parseNumberId } from '@/lib/staff/number-id-param';
import { signatureRecord, signatureRecordFields } from '@/lib/staff/signature-record';

/** GET /staff/applications/{n}/pdf — the application of record, rendered on the server; audited. */
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ numberId: string }> }) {
  const access = await requireStaffRequest(request, { signIn: 'redirect' });
  if (access.response) return access.response;
  const numberId = parseNumberId((await params).numberId);
  const row = numberId === null ? null : await findApplication(numberId);
  if (!row) return jsonResponse(404, { error: 'No such application.' });

  const answered = (await findInquiries(row)).flatMap((inquiry): AnsweredInquiry[] =>
    inquiry.answers && inquiry.answeredAt ? [{ employer: inquiry.employer, answeredAt: inquiry.answeredAt, answers: inquiry.answers }] : []);
  const pdf = await renderApplicationPdf(buildApplicationDocument(row, await findCompany(row.compCode)), {
    generatedAt: new Date(),
    generatedBy: access.staff.email,
    signatureTrail: signatureRecordFields(signatureRecord(row)),
    appendix: safetyHistoryAppendix(answered),
  });
  await recordAuditEvent({ action: 'pdf-downloaded', numberId: row.numberId, detail: {} }, access.staff, access.facts);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="driver-application-${row.numberId}.pdf"`,
      'Cache-Control': 'no-store',
    },
  });
}
