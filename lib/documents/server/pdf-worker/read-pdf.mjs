// @ts-check
import { createRequire } from 'node:module';
import { ACTIVE_NAMES, UnpackedTooLarge, UnreadableStream, chargeDecodesTo, scanPdfBytes, unpackBudget } from './scan-pdf-bytes.mjs';

// pdf-lib's CommonJS build by its path, as scan-pdf-bytes.mjs loads its decoders: the bundler resolves 'pdf-lib'
// (imported or required) to the ES build, and the cap on decoding patches the CommonJS DecodeStream, which pdf-lib's
// parser must be the one to use (tests/api/serverless-run.test.ts checks the built worker).
const require = createRequire(import.meta.url);
/** @type {typeof import('pdf-lib')} */
const { EncryptedPDFError, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFStream } = require('pdf-lib/cjs/index.js');
// Names for pdf-lib's classes as types: a class taken from require() is a value only (TypeScript 7 holds to that).
/** @typedef {import('pdf-lib').PDFDocument} LoadedPdf @typedef {import('pdf-lib').PDFDict} PdfDict */

/**
 * What the PDF worker does with an uploaded PDF (docs/documents.md): `check` it at upload (both views must find
 * nothing active), or make the office's `safe copy` (the pages alone, rebuilt from what pdf-lib understood, with every
 * action, script, annotation, form and attached file left out). Both count unpacked bytes against one budget.
 */

/** Action and object types that run, carry files, or open another file or form target. A web link (URI) is allowed. */
const ACTIVE_TYPES = new Set(['JavaScript', 'Launch', 'EmbeddedFile', 'RichMedia', 'SubmitForm', 'ImportData', 'GoToE', 'GoToR']);
const ACTIVE_KEYS = new Set(ACTIVE_NAMES);
/**
 * Left out of every object of the office's copy: what acts (actions, additional actions, annotations with their
 * links, forms), what carries files, and what could make a reader look for more objects.
 */
const UNSAFE_KEYS = new Set([...ACTIVE_NAMES, 'A', 'AA', 'OpenAction', 'Annots', 'AcroForm', 'Names', 'Outlines', 'URI', 'Dests', 'Threads', 'PieceInfo', 'OCProperties', 'Collection']);

/**
 * @param {string} task 'check' or 'safe-copy'
 * @param {Buffer} bytes
 * @param {number} maxUnpackedBytes
 */
export async function readPdf(task, bytes, maxUnpackedBytes) {
  const budget = unpackBudget(maxUnpackedBytes);
  chargeDecodesTo(budget);
  try {
    return task === 'check' ? await check(bytes, budget) : await safeCopy(bytes, budget);
  } catch (error) {
    if (error instanceof UnpackedTooLarge) return { problem: 'pdfTooLarge' };
    if (error instanceof UnreadableStream) return { problem: 'corrupt' };
    throw error;
  } finally {
    chargeDecodesTo(null);
  }
}

/**
 * @param {Uint8Array} bytes @param {import('./scan-pdf-bytes.mjs').UnpackBudget} budget
 * @returns {Promise<LoadedPdf | 'pdfEncrypted' | 'corrupt'>}
 */
async function load(bytes, budget) {
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch (error) {
    if (error instanceof UnpackedTooLarge || budget.overrun()) throw new UnpackedTooLarge();
    return error instanceof EncryptedPDFError ? 'pdfEncrypted' : 'corrupt';
  }
}

/**
 * @param {Buffer} bytes @param {import('./scan-pdf-bytes.mjs').UnpackBudget} budget
 * @returns {Promise<{ pages: number } | { problem: string }>}
 */
async function check(bytes, budget) {
  // The parser-free view first: it unpacks every stream under the cap, so pdf-lib's own decoding cannot blow up after.
  if (scanPdfBytes(bytes, budget).active) return { problem: 'pdfActive' };
  const document = await load(bytes, budget);
  if (typeof document === 'string') return { problem: document };
  if (bytes.includes('/Encrypt')) return { problem: 'pdfEncrypted' };
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream || object instanceof PDFRawStream ? object.dict : null;
    if (dict && isActive(dict)) return { problem: 'pdfActive' };
  }
  const pages = pageCount(document);
  return pages > 0 ? { pages } : { problem: 'corrupt' };
}

/** @param {LoadedPdf} document */
function pageCount(document) {
  try {
    return document.getPageCount();
  } catch {
    return 0;
  }
}

/** @param {PdfDict} dict @returns {boolean} */
function isActive(dict, depth = 0) {
  if (depth > 20) return true;
  for (const [key, value] of dict.entries()) {
    const name = key.decodeText();
    if (ACTIVE_KEYS.has(name)) return true;
    if ((name === 'S' || name === 'Type' || name === 'Subtype') && value instanceof PDFName && ACTIVE_TYPES.has(value.decodeText())) return true;
    if (name === 'FontMatrix' && !isNumberMatrix(value)) return true;
    if (value instanceof PDFDict && isActive(value, depth + 1)) return true;
    if (value instanceof PDFArray && value.asArray().some((item) => item instanceof PDFDict && isActive(item, depth + 1))) return true;
  }
  return false;
}

/**
 * The pages alone, copied into a new document: its catalog is pdf-lib's own (no OpenAction, names, form or outline),
 * only objects a page reaches and pdf-lib parsed are copied (what it never unpacked cannot follow), and every copied
 * object loses the keys of UNSAFE_KEYS. Written with a classic cross-reference table and no object streams, so
 * reading it again (the PDF of record appends it) unpacks nothing. The copy is checked by both views before it leaves.
 * @param {Buffer} bytes @param {import('./scan-pdf-bytes.mjs').UnpackBudget} budget
 * @returns {Promise<{ pages: number, bytes: Uint8Array } | { problem: string }>}
 */
async function safeCopy(bytes, budget) {
  // The sent file may be active (stored before the check saw it): only its size matters here.
  scanPdfBytes(bytes, budget);
  const source = await load(bytes, budget);
  if (typeof source === 'string') return { problem: source };
  const pages = pageCount(source);
  if (pages === 0) return { problem: 'corrupt' };
  flattenForm(source);
  const copy = await PDFDocument.create({ updateMetadata: false });
  for (const page of await copy.copyPages(source, source.getPageIndices())) copy.addPage(page);
  for (const [, object] of copy.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict) strip(object);
    else if (object instanceof PDFStream || object instanceof PDFRawStream) {
      strip(object.dict);
      // A stream keeps /Type only as an image or form: no reader may take it for an object or xref stream.
      const type = object.dict.get(PDFName.of('Type'));
      if (type && type !== PDFName.of('XObject')) object.dict.delete(PDFName.of('Type'));
    }
  }
  const written = await copy.save({ useObjectStreams: false });
  const checked = await check(Buffer.from(written.buffer, written.byteOffset, written.byteLength), budget);
  if (!('pages' in checked) || checked.pages !== pages) throw new Error('the safe copy did not pass its own check');
  return { pages, bytes: written };
}

/**
 * A certificate filled in on a computer shows its answers in form fields, whose drawings are annotations, which the
 * copy leaves out: they are drawn into their pages first, as they look now (pdf-lib's flatten, with the fields' own
 * appearances). A form pdf-lib cannot read is left as it is: the copy then shows the page without the answers.
 * @param {LoadedPdf} source
 */
function flattenForm(source) {
  try {
    source.getForm().flatten({ updateFieldAppearances: false });
  } catch {
    // Nothing more to do: see above.
  }
}

/**
 * A font's /FontMatrix is six numbers. PDF.js before 4.2.67 wrote its entries into code it then ran, so a string
 * among them ran as JavaScript in the reader (CVE-2024-4367, Firefox before 126): anything else is active content.
 * @param {unknown} value
 */
function isNumberMatrix(value) {
  return value instanceof PDFArray && value.size() === 6 && value.asArray().every((item) => item instanceof PDFNumber);
}

/** @param {PdfDict} dict */
function strip(dict, depth = 0) {
  if (depth > 40) return;
  for (const [key, value] of dict.entries()) {
    if (UNSAFE_KEYS.has(key.decodeText()) || (key.decodeText() === 'FontMatrix' && !isNumberMatrix(value))) dict.delete(key);
    else if (value instanceof PDFDict) strip(value, depth + 1);
    // Indirect objects are stripped on their own, above.
    else if (value instanceof PDFArray) {
      for (const item of value.asArray()) if (item instanceof PDFDict) strip(item, depth + 1);
    }
  }
}
