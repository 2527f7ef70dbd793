import { findCompany } from '@/lib/companies/companies';
import { renderApplicationPdf } from '@/lib/pdf/render-application-pdf';
import { copyLinkNumberId } from '@/lib/server/applicant-copy/copy-link';
import { buildApplicationDocument } from '@/lib/staff/application-document';
import { findApplication } from '@/lib/staff/find-application';
import { signatureRecord, signatureRecordFields } from '@/lib/staff/signature-record';

/**
 * GET /api/applicant-copy/{token} — "Download your copy (PDF)" from the confirmation after Finish: the application
 * of record as the office's PDF has it (the SSN as ***-**-1234, the signature audit trail), for 24 hours.
 */
export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  try {
    const numberId = await copyLinkNumberId((await params).token);
    const row = numberId === null ? null : await findApplication(numberId);
    if (!row) {
      return new Response('This download link is unknown or has expired: a copy can be downloaded for 24 hours after submitting.', {
        status: 404,
        headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    const pdf = await renderApplicationPdf(buildApplicationDocument(row, await findCompany(row.compCode)), {
      generatedAt: new Date(),
      generatedBy: 'the applicant (own copy)',
      signatureTrail: signatureRecordFields(signatureRecord(row)),
    });
    return new Response(new Uint8Array(pdf), {
      headers: {
        ...headers,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="my-driver-application-${row.numberId}.pdf"`,
      },
    });
  } catch {
    console.error('[api/applicant-copy] failure');
    return new Response('Your copy cannot be made right now. Please try again in a few minutes.', {
      status: 503,
      headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30' },
    });
  }
}
