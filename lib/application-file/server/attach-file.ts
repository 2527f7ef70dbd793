import 'server-only';
import { PDFDocument } from 'pdf-lib';

/**
 * The applicant's PDF with the application file attached (a PDF embedded file, which readers list as an attachment),
 * so the one download carries both. The PDF is this app's own rendering, never an upload.
 */
export async function withAttachedFile(pdf: Buffer, name: string, json: string): Promise<Buffer> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  await document.attach(Buffer.from(json, 'utf8'), name, {
    mimeType: 'application/json',
    description: 'This application as a file: start another application from it (docs/application-file.md).',
  });
  return Buffer.from(await document.save());
}
