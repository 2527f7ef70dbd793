/**
 * The shape of a published consent text (./texts/consent-texts*.ts): one document the applicant reads on a screen of
 * its own at step 11 and agrees to with its own box. Plain data, read by the wizard, the staff page and the PDF.
 */

/** Every document step 11 can show, in the order it lists them (./consent-ids.ts chooses which). */
export const CONSENT_DOCUMENTS = [
  'fcra-disclosure',
  'fcra-authorization',
  'fcra-summary-of-rights',
  'state-ca',
  'state-ny',
  'state-mn',
  'state-ok',
  'state-wa',
  'state-nj',
  'state-ma',
  'psp-disclosure-authorization',
  'clearinghouse-limited-query',
] as const;
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number];

/** The documents agreed to, each with its own box: every document but the summary of rights, which is only read. */
export type ConsentId = Exclude<ConsentDocument, 'fcra-summary-of-rights'>;
/** The documents agreed to, in step 11's order: every one but the summary of rights, which is read and kept. */
export const CONSENT_IDS: readonly ConsentId[] = CONSENT_DOCUMENTS.filter(
  (document): document is ConsentId => document !== 'fcra-summary-of-rights',
);
export const SUMMARY_OF_RIGHTS = 'fcra-summary-of-rights' satisfies ConsentDocument;

export type ConsentLanguage = 'en' | 'es';

/**
 * A part of a text. `when` shows a paragraph only when the carrier's consumer reporting agency is on record
 * (`agency-known`) or only when it is not (`agency-unknown`): both are part of the published text.
 */
export type ConsentBlock =
  | { readonly kind: 'paragraph'; readonly text: string; readonly lead?: string; readonly when?: 'agency-known' | 'agency-unknown' }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'note'; readonly text: string };

export type ConsentText = {
  /** `<consent>/<date>`, a translation `<consent>/<language>/<date>` (the day the wording was fixed): never reused for other words. */
  readonly version: string;
  readonly consent: ConsentDocument;
  readonly language: ConsentLanguage;
  /** A translation's English original, by version. */
  readonly translates?: string;
  /** The screen's heading. */
  readonly title: string;
  /** The label of the box the applicant agrees with; null for a document that is only read (the summary of rights). */
  readonly agree: string | null;
  /** The request box a state's law requires on its notice (CA, MN, OK): optional, never checked beforehand. */
  readonly request?: string;
  readonly blocks: readonly ConsentBlock[];
};

/**
 * The values a text's placeholders were shown with: the carrier's name and address, and its consumer reporting agency
 * (`agencyName` '' when the carrier has not named one: the `agency-unknown` paragraphs show instead).
 */
export type ConsentValues = {
  readonly carrierName: string;
  readonly carrierAddress: string;
  readonly agencyName: string;
  readonly agencyAddress: string;
  readonly agencyPhone: string;
  readonly agencyWebsite: string;
};

const PLACEHOLDER = /\{(carrierName|carrierAddress|agencyName|agencyAddress|agencyPhone|agencyWebsite)\}/g;

/** A text's line with its placeholders filled in. */
export function fillPlaceholders(line: string, values: ConsentValues): string {
  return line.replace(PLACEHOLDER, (_match, name: keyof ConsentValues) => values[name]);
}

/** The blocks shown for these values: the agency's paragraph or the one that says the office will name it. */
export function shownBlocks(blocks: readonly ConsentBlock[], values: ConsentValues): ConsentBlock[] {
  const agencyKnown = values.agencyName !== '';
  return blocks.filter((block) => block.kind !== 'paragraph' || !block.when || (block.when === 'agency-known') === agencyKnown);
}
