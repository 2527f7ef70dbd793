import 'server-only';
import { declaredKey } from '@/lib/i18n/declared-key';
import { catalogTexts } from '@/lib/i18n/server/catalog-texts';

const DOCUMENTS = catalogTexts('en', 'Documents');

/** A kind's name as the office reads it: the English catalog's `Documents.kinds`, which the applicant reads too. */
export const documentLabel = (kind: string): string =>
  DOCUMENTS.has(declaredKey(`kinds.${kind}`)) ? DOCUMENTS(declaredKey(`kinds.${kind}`)) : kind;

/** What the office reads where an application holds no documents: it came from a client that did not send them. */
export const DOCUMENTS_NOT_ON_FILE =
  'CDL photos not on file: this application came from a form that did not take documents. Ask the applicant for ' +
  'the CDL (front and back) and the medical examiner’s certificate.';
