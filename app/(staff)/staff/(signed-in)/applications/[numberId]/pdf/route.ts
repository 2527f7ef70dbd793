import { createElement, Fragment } from 'react';
import { consentsAppendix } from '@/lib/consents/server/consent-pdf';
import { renderApplicationPdf } from '@/lib/pdf/render-application-pdf';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { findCompany } from '@/lib/companies/companies';
import { buildApplicationDocument } from '@/lib/staff/application-document';
import { findApplication } from '@/lib/staff/find-application';
import { inquiriesAppendix, type AnsweredInquiry } from '@/lib/inquiries/server/inquiry-pdf';
import { findInquiries } from '@/lib/inquiries/server/find-inquiries';
import { parseNumberId } from '@/lib/staff/number-id-param';
import { signatureRecord, signatureRecordFields } from '@/lib/signed-content/server/signature-record';
import { staffServerTexts } from '@/lib/i18n/server/catalog-texts';
import { staffRoute } from '@/lib/auth/staff-route';
import { pdfDownload } from '@/lib/server/http/pdf-download';
import { refusal } from '@/lib/server/http/route-error';
import { documentsAppendix, loadPdfDocuments, pdfDocumentsAppendix } from '@/lib/documents/server/document-pdf';
import { medicalCardStatus } from '@/lib/documents/medical-card-status';

/** GET /staff/applications/{n}/pdf — the application of record, rendered on the server; audited. */
export const dynamic = 'force-dynamic';

export const GET = staffRoute<{ numberId: string }>('staff/applications/pdf', { signIn: 'redirect' }, async (_request, access, params) => {
  const numberId = parseNumberId(params.numberId);
  const row = numberId === null ? null : await findApplication(numberId);
  if (!row) throw refusal(404, 'No such application.');

  const answered = (await findInquiries(row)).flatMap((inquiry): AnsweredInquiry[] =>
    inquiry.answers && inquiry.answeredAt ? [{ employer: inquiry.employer, answeredAt: inquiry.answeredAt, answers: inquiry.answers }] : []);
  const documents = await loadPdfDocuments(row.numberId);
  const appendedPdfs = await pdfDocumentsAppendix(documents, row.numberId);
  const rendered = await renderApplicationPdf(buildApplicationDocument(row, await findCompany(row.compCode)), {
    generatedAt: new Date(),
    generatedBy: access.staff.email,
    signatureTrail: signatureRecordFields(staffServerTexts, signatureRecord(row)),
    // The consents, each a document of its own from a new page, then the previous employers' answers, then the
    // documents of step 4 (a PDF one appended after rendering, below).
    appendix: createElement(
      Fragment,
      null,
      await consentsAppendix(row),
      inquiriesAppendix(answered),
      documentsAppendix(documents, medicalCardStatus(row), row.medicalExaminerNumber),
    ),
    pagesAfter: appendedPdfs.pages,
  });
  const pdf = await appendedPdfs.appendTo(rendered);
  await recordAuditEvent({ action: 'pdf-downloaded', numberId: row.numberId, detail: {} }, access.staff, access.facts);
  return pdfDownload(pdf, `driver-application-${row.numberId}.pdf`);
});
