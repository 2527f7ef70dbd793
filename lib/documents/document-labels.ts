import type { DocumentKind } from './document-kinds';

/** The office's words for each kind (the staff area is in English; the applicant's are in the catalogs). */
export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  'cdl-front': 'CDL, front',
  'cdl-back': 'CDL, back',
  'medical-card': "Medical examiner's certificate",
  twic: 'TWIC card',
  hazmat: 'Hazmat endorsement',
  'road-test': 'Previous road-test certificate',
  other: 'Other document',
};

export const documentLabel = (kind: string) => DOCUMENT_LABELS[kind as DocumentKind] ?? kind;

/** What the office reads where an application holds no documents: it came from a client that did not send them. */
export const DOCUMENTS_NOT_ON_FILE =
  'CDL photos not on file: this application came from a form that did not take documents. Ask the applicant for ' +
  'the CDL (front and back) and the medical examiner’s certificate.';
