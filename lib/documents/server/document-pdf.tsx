import 'server-only';
import { Image, Text, View } from '@react-pdf/renderer';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { pageFooter } from '@/lib/pdf/application-pdf';
import { styles } from '@/lib/pdf/styles';
import { fieldLabel } from '@/lib/staff/step-record';
import { documentLabel } from './document-labels';
import type { MedicalCardStatus } from '../medical-card-status';
import { safePdfCopy, type PdfProblem } from './check-pdf';
import { filedDocumentContents } from './find-documents';

/**
 * The documents of step 4 in the PDF of record, each its own page with its type and SHA-256: a photo drawn on its
 * page (@react-pdf's Image); a PDF (a scanned certificate) appended after the rendered file with pdf-lib, its own
 * pages behind a cover page of the same facts, so the office's copy holds the document itself, not a picture of it.
 */
export type PdfDocuments = Awaited<ReturnType<typeof filedDocumentContents>>;

export const loadPdfDocuments = (numberId: number) => filedDocumentContents(numberId);

function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <View style={styles.fieldGrid}>
      {facts.map(([label, value]) => (
        <View key={label} style={styles.fieldWide}>
          <Text style={styles.fieldLabel}>{label}</Text>
          <Text style={styles.fieldValue}>{value}</Text>
        </View>
      ))}
    </View>
  );
}

/** The photos' pages (a break before each), and the medical card's state; PDFs are announced and appended after. */
export function documentsAppendix(documents: PdfDocuments, medicalCard: MedicalCardStatus, examinerNumber: string) {
  return (
    <>
      <View break>
        <Text style={styles.sectionTitle}>Documents</Text>
        <Facts
          facts={[
            [documentLabel('medical-card'), medicalCard.kind === 'not-provided' ? 'Not provided' : medicalCard.label],
            [fieldLabel('medicalExaminerNumber'), examinerNumber || '—'],
            ['Documents filed', documents.length === 0 ? 'None (CDL photos not on file)' : documents.map((document) => documentLabel(document.kind)).join('; ')],
          ]}
        />
        {documents.some((document) => document.mediaType === 'application/pdf') && (
          <Text style={styles.paragraph}>Documents sent as PDF follow at the end of this file, each behind a cover page.</Text>
        )}
      </View>
      {documents
        .filter((document) => document.mediaType !== 'application/pdf')
        .map((document) => (
          <View key={document.id} break>
            <Text style={styles.sectionTitle}>Document: {documentLabel(document.kind)}</Text>
            <Facts facts={[['SHA-256 of the stored file', document.sha256], ['Type', 'Photo (JPEG)']]} />
            {document.bytes ? (
              // eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image has no alt; the heading names it.
              <Image src={{ data: document.bytes, format: 'jpg' }} style={{ maxHeight: 520, objectFit: 'contain', marginTop: 8 }} />
            ) : (
              <Text style={styles.paragraph}>The stored file cannot be read (see the signature record).</Text>
            )}
          </View>
        ))}
    </>
  );
}

/**
 * The PDF documents, parsed once: how many pages they add to the PDF of record (a cover page each, then its own
 * pages), which the rendered footers count, and the appending itself. What is appended is each document's safe copy
 * (./check-pdf.ts: made in the PDF worker, under its caps; no scripts, actions or attached files), never the stored
 * bytes: a PDF stored before the checks saw everything must not bring its script into the office's file.
 */
export type AppendedLabels = {
  /** The small line at the top of each cover page ("Application No. 12"). */
  owner: string;
  /** The cover's title for one document. */
  title: (document: PdfDocuments[number]) => string;
  /** Every appended page's footer, as the rendered pages print theirs. */
  footer: (page: number, total: number) => string;
};

/** The labels of the PDF of record: the application's number, the document's type. */
const applicationLabels = (numberId: number): AppendedLabels => ({
  owner: `Application No. ${numberId}`,
  title: (document) => `Document: ${documentLabel(document.kind)}`,
  footer: (page, total) => pageFooter(numberId, page, total),
});

export async function pdfDocumentsAppendix(documents: PdfDocuments, of: number | AppendedLabels) {
  const labels = typeof of === 'number' ? applicationLabels(of) : of;
  const pdfs = await Promise.all(
    documents
      .filter((document) => document.mediaType === 'application/pdf')
      .map(async (document) => ({ document, source: await readableCopy(document.bytes) })),
  );
  const pages = pdfs.reduce((sum, { source }) => sum + 1 + (source instanceof PDFDocument ? source.getPageCount() : 0), 0);

  /** The rendered PDF of record with each PDF document behind its cover page, every added page numbered too. */
  async function appendTo(rendered: Buffer): Promise<Buffer> {
    if (pdfs.length === 0) return rendered;
    const output = await PDFDocument.load(rendered);
    const firstAdded = output.getPageCount();
    const total = firstAdded + pages;
    const font = await output.embedFont(StandardFonts.Helvetica);
    const bold = await output.embedFont(StandardFonts.HelveticaBold);
    for (const { document, source } of pdfs) {
      const cover = output.addPage([612, 792]);
      cover.drawText(winAnsi(labels.owner), { x: 43, y: 740, size: 10, font, color: rgb(0.3, 0.3, 0.3) });
      cover.drawText(winAnsi(labels.title(document)), { x: 43, y: 712, size: 15, font: bold });
      cover.drawText('SHA-256 of the stored file', { x: 43, y: 684, size: 8, font, color: rgb(0.3, 0.3, 0.3) });
      cover.drawText(document.sha256, { x: 43, y: 670, size: 9, font });
      if (source === null || typeof source === 'string') {
        if (source === null) cover.drawText('The stored file cannot be read (see the signature record).', { x: 43, y: 640, size: 10, font });
        else {
          cover.drawText(UNSHOWN[source], { x: 43, y: 640, size: 10, font });
          cover.drawText('The file as sent can be downloaded from the application page.', { x: 43, y: 626, size: 10, font });
        }
        continue;
      }
      cover.drawText(`Sent as PDF: its ${source.getPageCount()} page(s) follow.`, { x: 43, y: 640, size: 10, font });
      for (const page of await output.copyPages(source, source.getPageIndices())) output.addPage(page);
    }
    // Where the rendered pages have theirs (lib/pdf/styles.ts), on a white band: a scan may reach the page's edge.
    output.getPages().slice(firstAdded).forEach((page, index) => {
      const footer = winAnsi(labels.footer(firstAdded + index + 1, total));
      const width = font.widthOfTextAtSize(footer, 7.5);
      // A scanned page's box may not start at 0,0.
      const { x, y } = page.getMediaBox();
      page.drawRectangle({ x: x + 40, y: y + 20, width: width + 6, height: 11, color: rgb(1, 1, 1) });
      page.drawText(footer, { x: x + 43, y: y + 23, size: 7.5, font, color: rgb(0.4, 0.4, 0.4) });
    });
    return Buffer.from(await output.save());
  }

  return { pages, appendTo };
}

/** pdf-lib's standard Helvetica writes WinAnsi only: typographic quotes and dashes become plain ones, anything else "?". */
const winAnsi = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** Why a stored PDF's pages are not in the PDF of record (the office can still download the file as sent). */
const UNSHOWN: Record<PdfProblem, string> = {
  pdfTooLarge: 'Its pages are not included: the file unpacks to more than the limit for PDFs.',
  pdfTooSlow: 'Its pages are not included: the file took too long to read.',
  pdfActive: 'Its pages are not included.',
  pdfEncrypted: 'Its pages are not included: the file is protected by a password.',
  corrupt: 'Its pages are not included: the file is damaged.',
};

/**
 * The safe copy, parsed: it holds no object or cross-reference streams, so pdf-lib reads it here without unpacking
 * anything. Null when the stored bytes no longer decrypt; the problem when the worker could not make a copy.
 */
async function readableCopy(bytes: Buffer | null): Promise<PDFDocument | PdfProblem | null> {
  if (!bytes) return null;
  const copy = await safePdfCopy(bytes);
  if ('problem' in copy) return copy.problem;
  return PDFDocument.load(copy.bytes, { updateMetadata: false });
}
