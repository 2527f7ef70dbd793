/**
 * The readable application's pieces (./application-document.ts builds them): sections of blocks that a renderer walks
 * with one loop — the staff detail page in MUI, the PDF of record in react-pdf. Types and labels only, apart from the
 * builder, so that the code making blocks for a section (./step-record.ts, ./screening-blocks.ts) and the renderers
 * import them without importing the builder, which imports them.
 */

export type DocumentSection = {
  /** 1..11, as the wizard numbers its steps. */
  number: number;
  title: string;
  blocks: Block[];
};

export type Block = FieldsBlock | TableBlock | TextBlock | AgreementBlock | SignatureBlock | OriginalBlock;

export type DocumentField = { label: string; value: string };

/** Label/value pairs; `heading` names one entry of a repeated group (a work entry). */
export type FieldsBlock = { kind: 'fields'; heading?: string; fields: DocumentField[] };

/** Repeated rows (accidents, convictions, experience); every row has one cell per column. */
export type TableBlock = { kind: 'table'; heading?: string; columns: string[]; rows: string[][] };

/**
 * Paragraphs, or a numbered list when `numbered` (the accident procedure's steps). `lang` marks an agreed text in
 * the language it was shown in (a screen reader reads it in that language); absent for English.
 */
export type TextBlock = { kind: 'text'; heading?: string; paragraphs: string[]; numbered?: boolean; lang?: string };

/** The English original of a translated text the applicant agreed to, printed after it (ORIGINAL_LABEL). */
export type OriginalBlock = { kind: 'original'; version: string; blocks: TextBlock[] };

/** How the staff page and the PDF label the English text a translation was made from. */
export const ORIGINAL_LABEL = 'English original';

/** That the applicant agreed to the text above it, and which wording of it they saw. */
/** A box of the wizard as recorded: `given` false where the form used did not ask it (shown as a gap, not a tick). */
export type AgreementBlock = { kind: 'agreement'; statement: string; version: string; given: boolean };

/** The certification the applicant signed under, then the drawn signature (PNG data URL). */
export type SignatureBlock = {
  kind: 'signature';
  certification: string;
  certificationVersion: string;
  /** The language the certification was shown in, when not English; `certificationOriginal` is then its English. */
  certificationLang?: string;
  certificationOriginal?: { text: string; version: string };
  imageDataUrl: string;
  signerName: string;
  /** ISO 8601: when the signed application was received. */
  signedAt: string;
};
