import { requireStaffRequest } from '@/lib/auth/staff-session';
import { renderInquiryRequestPdf } from '@/lib/server/inquiries/inquiry-pdf';
import { jsonResponse } from '@/lib/server/json-response';
import { INQUIRY_REFUSALS, inquiryForPrint } from '@/lib/staff/inquiries/inquiry-actions';
import { parseNumberId } from '@/lib/staff/number-id-param';

/**
 * POST /api/staff/applications/{n}/inquiries/{job}/pdf — Print request: the 391.23 form for fax or mail, as the
 * answer's body. A POST with the CSRF header, because printing records the inquiry (made on first use) and the
 * `inquiry-printed` audit row: a link on another site, followed while a reviewer is signed in (the session cookie is
 * SameSite=Lax, so it goes along with a top-level GET), must not do that. There is no GET: it answers 405.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ numberId: string; job: string }> }) {
  const access = await requireStaffRequest(request);
  if (access.response) return access.response;
  const segments = await params;
  const numberId = parseNumberId(segments.numberId);
  const job = /^[123]$/.test(segments.job) ? Number(segments.job) : null;
  if (numberId === null || job === null) return jsonResponse(404, { error: 'No such inquiry.' });

  const found = await inquiryForPrint(numberId, job, access.staff, access.facts);
  if (found.kind !== 'found') return jsonResponse(INQUIRY_REFUSALS[found.kind][0], { error: INQUIRY_REFUSALS[found.kind][1] });
  const { application, employer, inquiry, company } = found;
  const pdf = await renderInquiryRequestPdf({
    numberId,
    carrierName: company?.legalName ?? application.compCode.toUpperCase(),
    carrierAddress: company?.address ?? '',
    driverName: application.applicantName,
    signedAt: application.creationDate,
    signaturePng: application.signature64,
    employer,
    contactFax: inquiry.contactFax,
    contactAddress: inquiry.contactAddress || employer.address,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="safety-history-request-${numberId}-${job}.pdf"`,
      'Cache-Control': 'no-store',
    },
  });
}
