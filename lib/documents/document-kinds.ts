/**
 * The documents step 4 takes (docs/documents.md), shared by the wizard, the upload route and the office: plain data,
 * no server code, so the browser reads it with step 4.
 */

/** In the order step 4 lists them, which is the order they are filed in. */
export const DOCUMENT_KINDS = ['cdl-front', 'cdl-back', 'medical-card', 'twic', 'hazmat', 'road-test', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Every application carries these (the API refuses one without them). */
export const REQUIRED_KINDS: readonly DocumentKind[] = ['cdl-front', 'cdl-back'];

/** The kinds an applicant may add beside the CDL and the medical card, each with its type. */
export const OTHER_KINDS: readonly DocumentKind[] = ['twic', 'hazmat', 'road-test', 'other'];

/** Where a scan is likely, a PDF is taken too; the CDL is a card in the wallet: a photo. */
export const PDF_ALLOWED: ReadonlySet<DocumentKind> = new Set(['medical-card', 'road-test', 'hazmat', 'twic', 'other']);

/** A phone photo's worst case; the wizard sends far less (it scales photos down first). */
export const MAX_DOCUMENT_BYTES = 15 * 1024 * 1024;

/** The most documents one application carries: the CDL's two sides, the medical card and five others. */
export const MAX_DOCUMENTS = 8;

/** The id the upload returns and the submission names a document by: 128 random bits, base64url. */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const isDocumentKind = (value: unknown): value is DocumentKind =>
  typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);

/** The upload's path; the kind travels as a query parameter (it carries nothing personal). */
export const DOCUMENTS_URL = '/api/documents';
