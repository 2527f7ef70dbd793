import 'server-only';
import type { ReactNode } from 'react';
import { renderToBuffer } from '@react-pdf/renderer';
import type { ApplicationDocument } from '@/lib/staff/application-document';
import { ApplicationPdf } from './application-pdf';
import { registerPdfFonts } from './fonts';

export type RenderApplicationPdfOptions = {
  /** Printed in the footer: when this copy was made. */
  generatedAt: Date;
  /** Printed in the footer: which staff member made it. */
  generatedBy: string;
  /** The e-signature audit trail, printed after the submission record. */
  signatureTrail: { label: string; value: string }[];
  /** Appended after the signature trail, starting on a new page (e.g. the safety performance history answers). */
  appendix?: ReactNode;
  /** Pages added to the file after rendering (PDF documents behind their covers), counted in every page's total. */
  pagesAfter?: number;
};

/** The PDF of record of one application; text stays selectable and searchable (no page is an image). */
export async function renderApplicationPdf(
  document: ApplicationDocument,
  options: RenderApplicationPdfOptions,
): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(
    <ApplicationPdf
      application={document}
      generatedAt={options.generatedAt}
      generatedBy={options.generatedBy}
      signatureTrail={options.signatureTrail}
      appendix={options.appendix}
      pagesAfter={options.pagesAfter}
    />,
  );
}
