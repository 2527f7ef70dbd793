import { renderInquiryRequestPdf } from '@/lib/inquiries/server/inquiry-pdf';
import { INQUIRY_REFUSALS, inquiryForPrint } from '@/lib/inquiries/server/inquiry-actions';
import { staffRoute } from '@/lib/auth/staff-route';
import { inquiryOf, type InquiryParams } from '@/lib/inquiries/server/inquiry-params';
import { pdfDownload } from '@/lib/server/http/pdf-download';
import { refusal } from '@/lib/server/http/route-error';

/**
 * POST /api/staff/applications/{n}/inquiries/{job}/pdf — Print request: the 391.23 form for fax or mail, as the
 * answer's body. A POST with the CSRF header, because printing records the inquiry (made on first use) and the
 * `inquiry-printed` audit row: a link on another site, followed while a reviewer is signed in (the session cookie is
 * SameSite=Lax, so it goes along with a top-level GET), must not do that. There is no GET: it answers 405.
 */
export const dynamic = 'force-dynamic';

export const POST = staffRoute<InquiryParams>('api/staff/inquiries/pdf', {}, async (_request, access, params) => {
  const { numberId, job } = inquiryOf(params);

  const found = await inquiryForPrint(numberId, job, access.staff, access.facts);
  if (found.kind !== 'found') throw refusal(...INQUIRY_REFUSALS[found.kind]);
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
  return pdfDownload(pdf, `inquiry-request-${numberId}-${job}.pdf`);
});
