import 'server-only';
import { EncryptedPDFError, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream } from 'pdf-lib';

/**
 * A PDF is stored as sent (its pages are the scan), so it must hold nothing that acts when opened: no JavaScript, no
 * attached files, no launch or other actions that run on opening or reach out, no forms that submit. pdf-lib parses
 * every object, those inside compressed object streams too, and decodes the names' #xx escapes, so a key hidden as
 * `/J#61vaScript` or inside an object stream is still seen. The raw bytes are searched too, for what a broken
 * cross-reference table could hide from the parser.
 */
export type PdfProblem = 'pdfEncrypted' | 'pdfActive' | 'corrupt';

/**
 * Keys whose presence anywhere means active content or an attached file. An /OpenAction or /AA alone is not: many
 * scanners set one to open at a page; what it does is judged by its action type below.
 */
const ACTIVE_KEYS = new Set(['JavaScript', 'JS', 'EmbeddedFile', 'EmbeddedFiles', 'Launch', 'RichMedia', 'XFA']);
/** Action and object types that run, carry files, or open another file or form target. A web link (URI) is allowed. */
const ACTIVE_TYPES = new Set(['JavaScript', 'Launch', 'EmbeddedFile', 'RichMedia', 'SubmitForm', 'ImportData', 'GoToE', 'GoToR']);
const RAW_MARKERS = ['JavaScript', 'JS', 'EmbeddedFile', 'Launch', 'RichMedia', 'XFA'];

export async function pdfProblem(bytes: Buffer): Promise<{ problem: PdfProblem } | { pages: number }> {
  const raw = bytes.toString('latin1');
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch (error) {
    if (error instanceof EncryptedPDFError) return { problem: 'pdfEncrypted' };
    return { problem: 'corrupt' };
  }
  if (raw.includes('/Encrypt')) return { problem: 'pdfEncrypted' };
  if (RAW_MARKERS.some((marker) => new RegExp(`/${marker}(?![A-Za-z0-9])`).test(raw))) return { problem: 'pdfActive' };
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream || object instanceof PDFRawStream ? object.dict : null;
    if (dict && isActive(dict)) return { problem: 'pdfActive' };
  }
  let pages: number;
  try {
    pages = document.getPageCount();
  } catch {
    return { problem: 'corrupt' };
  }
  return pages > 0 ? { pages } : { problem: 'corrupt' };
}

function isActive(dict: PDFDict, depth = 0): boolean {
  if (depth > 20) return true;
  for (const [key, value] of dict.entries()) {
    const name = key.decodeText();
    if (ACTIVE_KEYS.has(name)) return true;
    if ((name === 'S' || name === 'Type' || name === 'Subtype') && value instanceof PDFName && ACTIVE_TYPES.has(value.decodeText())) return true;
    if (value instanceof PDFDict && isActive(value, depth + 1)) return true;
    if (value instanceof PDFArray && value.asArray().some((item) => item instanceof PDFDict && isActive(item, depth + 1))) return true;
  }
  return false;
}
