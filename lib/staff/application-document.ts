import 'server-only';
import type { AgreementTexts } from '@/lib/applicant/agreement-texts-by-language';
import { MISSING_ITEM_LABELS, readMissingItems } from '@/lib/applicant/missing-items';
import { ORDERED_STEPS, fieldSpec } from '@/lib/applicant/steps';
import { NONE, type StepTitle } from '@/lib/applicant/steps/order';
import type { DocumentPart, GroupSpec, StepSpec } from '@/lib/applicant/steps/types';
import type { StoredApplication } from '@/lib/staff/find-application';
import { recordedTexts, type RecordedText, type RecordedTexts } from './recorded-texts';

/**
 * The application as a reader sees it: the 11 sections in the wizard's order, each a list of blocks that a
 * renderer walks with one loop (the staff detail page in MUI, the PDF of record in react-pdf). Values are the
 * applicant's answers as typed; an empty answer is '' and each renderer shows it the same way (EMPTY_VALUE).
 * The SSN exists here only masked: the stored ciphertext never enters this shape.
 */
export type ApplicationDocument = {
  applicantName: string;
  /**
   * The language the application was shown in when it is not English ('Spanish'): its agreed texts are printed in
   * it, each followed by the English original. null for English, the office's language.
   */
  shownIn: string | null;
  /** The 49 CFR 391.21 items the application lacks, as sentences (lib/applicant/missing-items.ts); [] when complete. */
  missingItems: string[];
  /** `***-**-1234`. */
  ssnMasked: string;
  submission: SubmissionFacts;
  sections: DocumentSection[];
};

export type SubmissionFacts = {
  numberId: number;
  /** ISO 8601, UTC. */
  receivedAt: string;
  companyCode: string;
  /** The employing carrier behind the code (391.21(b)(1)), when a record exists (lib/companies). */
  carrier: { legalName: string; address: string } | null;
  submitterIp: string;
  userAgent: string;
};

export type DocumentSection = {
  /** 1..11, as the wizard numbers its steps. */
  number: number;
  title: StepTitle;
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

/** How a renderer shows an answer left empty. */
export const EMPTY_VALUE = '—';
/** The line that stands for a row filled by the wizard's "Check if NONE" box. */
export const NONE_LINE = 'None';
/** The server refused a submission without both boxes, so every stored application carries this for both. */
export const AGREED_STATEMENT = 'Agreed (I Agree checked)';

type Row = Readonly<Record<string, unknown>>;

function answer(row: Row, name: string): string {
  const value = row[name];
  return typeof value === 'string' ? value.trim() : '';
}

export function maskSsn(last4: string): string {
  return /^\d{4}$/.test(last4) ? `***-**-${last4}` : '***-**-****';
}

const yesNo = (value: string) => (value === 'Y' ? 'Yes' : value === 'N' ? 'No' : value);

/**
 * How the step's parts read for one stored row; `ssnMasked` stands in for the SSN, which is never read here, and
 * `texts` are the wordings the row's signature record names.
 */
type Reading = { row: Row; ssnMasked: string; signature: SignatureBlock; texts: RecordedTexts };

function label(step: StepSpec, name: string): string {
  const spec = fieldSpec(step, name);
  if (!spec) throw new Error(`Step "${step.id}" has no field "${name}" to show.`);
  return spec.label;
}

function groupOf(step: StepSpec, name: string): GroupSpec {
  const group = step.groups?.[name];
  if (!group) throw new Error(`Step "${step.id}" has no group "${name}" to show.`);
  return group;
}

/** A single field's value as a reader sees it: the SSN masked, a Y/N answer as Yes/No. */
function fieldValue(step: StepSpec, name: string, { row, ssnMasked }: Reading): string {
  if (name === 'ssn') return ssnMasked;
  const value = answer(row, name);
  return fieldSpec(step, name)?.yesNo ? yesNo(value) : value;
}

/** Each typed slot of a group, as its cells in the group's field order. */
function typedRows(group: GroupSpec, row: Row, bases: readonly string[] = Object.keys(group.fields)): string[][] {
  return group.numbers
    .map((n) => bases.map((base) => answer(row, `${base}${n}`)))
    .filter((cells) => cells.some((cell) => cell !== ''));
}

/** Fields of slot `n` of a group; null when the slot is empty. Yes/No answers read as words. */
function slotFields(step: StepSpec, row: Row, bases: readonly string[], n: number): DocumentField[] | null {
  const shown = bases.map((base) => ({ label: label(step, base), value: answer(row, `${base}${n}`) }));
  if (shown.every((field) => field.value === '')) return null;
  return shown.map((field) => (field.value === 'Y' || field.value === 'N' ? { ...field, value: yesNo(field.value) } : field));
}

function partBlocks(step: StepSpec, part: DocumentPart, reading: Reading): Block[] {
  const { row } = reading;
  switch (part.kind) {
    case 'fields': {
      const fields = part.fields
        .filter((entry) => typeof entry === 'string' || answer(row, entry.when.field) === entry.when.equals)
        .map((entry) => (typeof entry === 'string' ? entry : entry.field))
        .map((name) => ({ label: label(step, name), value: fieldValue(step, name, reading) }));
      return [{ kind: 'fields', ...(part.heading && { heading: part.heading }), fields }];
    }
    case 'table': {
      const group = groupOf(step, part.group);
      const columns = Object.keys(group.fields);
      const typed = typedRows(group, row);
      const heading = part.heading && { heading: part.heading };
      if (!part.noneBox) {
        return typed.length > 0 ? [{ kind: 'table', ...heading, columns: columns.map((base) => label(step, base)), rows: typed }] : [];
      }
      // A row of NONE is the wizard's "Check if NONE" box: it reads as the single line "None".
      const real = typed.filter((cells) => !cells.every((cell) => cell.toUpperCase() === NONE));
      if (real.length === 0) return [{ kind: 'text', paragraphs: [typed.length > 0 ? NONE_LINE : EMPTY_VALUE] }];
      return [{ kind: 'table', ...heading, columns: columns.map((base) => label(step, base)), rows: real }];
    }
    case 'titledTable': {
      const group = groupOf(step, part.group);
      const columns = Object.keys(group.fields);
      const rows = group.numbers.flatMap((n, index) => {
        const cells = columns.map((base) => answer(row, `${base}${n}`));
        return cells.some((cell) => cell !== '') ? [[part.rowTitles[index] ?? '', ...cells]] : [];
      });
      if (rows.length === 0) return [{ kind: 'text', paragraphs: [EMPTY_VALUE] }];
      return [{ kind: 'table', columns: [part.titleColumn, ...columns.map((base) => label(step, base))], rows }];
    }
    case 'entries': {
      const group = groupOf(step, part.group);
      const answers: readonly string[] = part.answers ?? [];
      const bases = Object.keys(group.fields).filter((base) => !answers.includes(base));
      const entries = group.numbers.flatMap((n) => {
        const fields = slotFields(step, row, bases, n);
        return fields ? [[...fields, ...((answers.length > 0 && slotFields(step, row, answers, n)) || [])]] : [];
      });
      if (entries.length === 0) {
        const none = part.none && answer(row, part.none.if) ? [{ kind: 'text' as const, heading: part.none.heading, paragraphs: [NONE_LINE] }] : [];
        return none;
      }
      return entries.map((fields, index) => ({ kind: 'fields', heading: `${part.entryHeading} ${index + 1}`, fields }));
    }
    case 'agreement':
      return agreementBlocks(reading.texts.get(part.text === 'accidentProcedure' ? 'accidentProcedure' : 'phonePolicy'));
    case 'signature':
      return [...consentBlocks(row, reading.texts), reading.signature];
  }
}

/** What the office reads where an application holds no authorization: what it must do before asking. */
export const NO_AUTHORIZATION_ON_FILE =
  "No electronic authorization on file (not asked by the form used): obtain the driver's written authorization " +
  'before asking previous employers for drug and alcohol information (49 CFR 40.25(a)).';

/** The ISO code a translated text is marked with; nothing for English. */
const langOf = (recorded: { language: string }) => (recorded.language === 'en' ? {} : { lang: recorded.language });

/**
 * A text as agreed: its blocks in the language shown, the agreement, then (for a translation) the English original,
 * so the office reads the words the applicant agreed to first and what they translate right after.
 */
function agreedText<Role extends keyof AgreementTexts>(
  recorded: RecordedText<Role>,
  toBlocks: (text: AgreementTexts[Role]) => TextBlock[],
  agreement: Omit<AgreementBlock, 'kind' | 'version'>,
): Block[] {
  const lang = langOf(recorded);
  return [
    ...toBlocks(recorded.text).map((block) => ({ ...block, ...lang })),
    { kind: 'agreement', ...agreement, version: recorded.version },
    ...(recorded.original ? [{ kind: 'original' as const, version: recorded.original.version, blocks: toBlocks(recorded.original.text) }] : []),
  ];
}

/**
 * Step 11 before the signature: the 391.21(d) notice, the authorization of the 391.23 inquiries and the consent to
 * sign electronically, as recorded.
 */
function consentBlocks(row: Row, texts: RecordedTexts): Block[] {
  const acknowledged = answer(row, 'noticeAcknowledged') === 'Y';
  const authorized = answer(row, 'safetyHistoryAuthorized') === 'Y';
  const consented = answer(row, 'esignConsent') === 'Y';
  const notice = texts.get('investigationNotice');
  return [
    ...agreedText(
      notice,
      (text) => [
        { kind: 'text', heading: text.title, paragraphs: [...text.paragraphs] },
        // The box's label is part of the agreed words: the statement below quotes it as shown, the original in English.
        ...(text === notice.original?.text ? [{ kind: 'text' as const, paragraphs: [`Box: "${text.acknowledgment}"`] }] : []),
      ],
      {
        statement: acknowledged ? `Acknowledged ("${notice.text.acknowledgment}" checked)` : 'Not acknowledged (not asked by the form used)',
        given: acknowledged,
      },
    ),
    ...agreedText(texts.get('safetyHistoryAuthorization'), (text) => [{ kind: 'text', heading: text.title, paragraphs: [text.text] }], {
      statement: authorized ? 'Authorized (box checked)' : NO_AUTHORIZATION_ON_FILE,
      given: authorized,
    }),
    ...agreedText(texts.get('electronicSignature'), (text) => [{ kind: 'text', heading: 'Electronic signature', paragraphs: [text.text] }], {
      statement: consented ? 'Consented (box checked)' : 'No consent recorded (not asked by the form used)',
      given: consented,
    }),
  ];
}

function policyBlocks(text: AgreementTexts['accidentProcedure']): TextBlock[] {
  const blocks: TextBlock[] = [];
  if (text.intro) blocks.push({ kind: 'text', paragraphs: [text.intro] });
  if (text.points?.length) blocks.push({ kind: 'text', paragraphs: [...text.points], numbered: true });
  for (const section of text.sections ?? []) {
    blocks.push({ kind: 'text', heading: section.heading, paragraphs: [section.text] });
  }
  if (text.closing) blocks.push({ kind: 'text', paragraphs: [text.closing] });
  return blocks;
}

function agreementBlocks(recorded: RecordedText<'accidentProcedure' | 'phonePolicy'>): Block[] {
  return agreedText(recorded, policyBlocks, { statement: AGREED_STATEMENT, given: true });
}

const LANGUAGE_NAMES: Record<string, string> = { es: 'Spanish' };

/** Turns a stored row into the readable application; pure, so the page and the PDF always agree. */
export function buildApplicationDocument(
  row: StoredApplication,
  carrier: SubmissionFacts['carrier'] = null,
): ApplicationDocument {
  const values: Row = row;
  const applicantName = answer(values, 'applicantName');
  const ssnMasked = maskSsn(row.ssnLast4);
  const receivedAt = row.creationDate.toISOString();
  const texts = recordedTexts(row.signatureAudit);
  const certification = texts.get('certification');

  const reading: Reading = {
    row: values,
    ssnMasked,
    texts,
    signature: {
      kind: 'signature',
      certification: certification.text.text,
      certificationVersion: certification.version,
      ...(certification.original && {
        certificationLang: certification.language,
        certificationOriginal: { text: certification.original.text.text, version: certification.original.version },
      }),
      imageDataUrl: row.signature64,
      signerName: applicantName,
      signedAt: receivedAt,
    },
  };

  return {
    applicantName,
    shownIn: LANGUAGE_NAMES[texts.language] ?? null,
    missingItems: readMissingItems(row.missingItems).map((item) => MISSING_ITEM_LABELS[item]),
    ssnMasked,
    submission: {
      numberId: row.numberId,
      receivedAt,
      companyCode: row.compCode,
      carrier: carrier && { legalName: carrier.legalName, address: carrier.address },
      submitterIp: row.submitterIp,
      userAgent: row.userAgent,
    },
    sections: ORDERED_STEPS.map((step, index) => ({
      number: index + 1,
      title: step.title as StepTitle,
      blocks: step.document.flatMap((part) => partBlocks(step, part, reading)),
    })),
  };
}

/** What the staff page and the PDF say above an application shown in another language than English. */
export function shownInNotice(shownIn: string): string {
  return (
    `Shown in ${shownIn}: the applicant read and agreed to the texts of steps 9 to 11 in ${shownIn}. They are ` +
    `printed as agreed, each followed by the English original it translates; the answers are shown as typed.`
  );
}

/** `2026-11-20 15:04 UTC`: one reading of a received time for every renderer, whatever the server's zone. */
export function formatReceivedAt(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The submission facts as label/value pairs, in the order the office reads them. */
export function submissionFields(submission: SubmissionFacts): DocumentField[] {
  return [
    { label: 'Application No.', value: String(submission.numberId) },
    { label: 'Received', value: formatReceivedAt(submission.receivedAt) },
    { label: 'Company code', value: submission.companyCode },
    ...(submission.carrier
      ? [
          { label: 'Carrier', value: submission.carrier.legalName },
          { label: 'Carrier address', value: submission.carrier.address },
        ]
      : []),
    { label: 'Submitter IP', value: submission.submitterIp },
    { label: 'User agent', value: submission.userAgent },
  ];
}
