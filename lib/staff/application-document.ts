import 'server-only';
import {
  ACCIDENT_PROCEDURE,
  APPLICANT_CERTIFICATION,
  ELECTRONIC_SIGNATURE_CONSENT,
  INVESTIGATION_NOTICE,
  PHONE_AND_SEAT_BELT_POLICY,
  type AgreementText,
} from '@/lib/applicant/agreement-texts';
import { EARLIER_JOB_NUMBERS, LICENSE_DENIED_QUESTION, PREVIOUS_ADDRESS_NUMBERS } from '@/lib/applicant/fmcsa-schema';
import { MISSING_ITEM_LABELS, readMissingItems } from '@/lib/applicant/missing-items';
import { EXPERIENCE_ROW_NUMBERS, NONE, ROW_NUMBERS } from '@/lib/applicant/schema';
import {
  ACCIDENT_COLUMNS,
  ARMY_FIELDS,
  CONTACT_FIELDS,
  CURRENT_ADDRESS_FIELDS,
  EARLIER_JOB_FIELDS,
  EARLIER_JOBS_TITLE,
  EMPLOYER_ANSWER_FIELDS,
  PREVIOUS_ADDRESS_COLUMNS,
  EDUCATION_FIELDS,
  EXPERIENCE_COLUMNS,
  EXPERIENCE_ROW_TITLES,
  LICENSE_FIELDS,
  SECTION_TITLES,
  TRAFFIC_COLUMNS,
  WORK_FIELDS,
  type SectionTitle,
} from '@/lib/applicant/sections';
import type { StoredApplication } from '@/lib/staff/find-application';

/**
 * The application as a reader sees it: the 11 sections in the wizard's order, each a list of blocks that a
 * renderer walks with one loop (the staff detail page in MUI, the PDF of record in react-pdf). Values are the
 * applicant's answers as typed; an empty answer is '' and each renderer shows it the same way (EMPTY_VALUE).
 * The SSN exists here only masked: the stored ciphertext never enters this shape.
 */
export type ApplicationDocument = {
  applicantName: string;
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
  title: SectionTitle;
  blocks: Block[];
};

export type Block = FieldsBlock | TableBlock | TextBlock | AgreementBlock | SignatureBlock;

export type DocumentField = { label: string; value: string };

/** Label/value pairs; `heading` names one entry of a repeated group (a work entry). */
export type FieldsBlock = { kind: 'fields'; heading?: string; fields: DocumentField[] };

/** Repeated rows (accidents, convictions, experience); every row has one cell per column. */
export type TableBlock = { kind: 'table'; heading?: string; columns: string[]; rows: string[][] };

/** Paragraphs, or a numbered list when `numbered` (the accident procedure's steps). */
export type TextBlock = { kind: 'text'; heading?: string; paragraphs: string[]; numbered?: boolean };

/** That the applicant agreed to the text above it, and which wording of it they saw. */
export type AgreementBlock = { kind: 'agreement'; statement: string; version: string };

/** The certification the applicant signed under, then the drawn signature (PNG data URL). */
export type SignatureBlock = {
  kind: 'signature';
  certification: string;
  certificationVersion: string;
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

// Section 1's labels live in its wizard step only; these are the same words.
const BASIC_LABELS = {
  applicantName: 'Applicant Name',
  dob: 'Date of Birth',
  ssn: 'Social Security Number',
} as const;
// EXPERIENCE_ROW_TITLES name the rows; a table needs a heading for the column that shows them.
const EXPERIENCE_CLASS_COLUMN = 'Class of equipment';

type Row = Readonly<Record<string, unknown>>;

function answer(row: Row, name: string): string {
  const value = row[name];
  return typeof value === 'string' ? value.trim() : '';
}

export function maskSsn(last4: string): string {
  return /^\d{4}$/.test(last4) ? `***-**-${last4}` : '***-**-****';
}

/** Rows 1..3 of a group as typed, without the empty ones; a row of NONE becomes the single line "None". */
function repeatedRows(row: Row, columns: readonly { base: string; label: string }[]): Block[] {
  const rows = ROW_NUMBERS.map((n) => columns.map((column) => answer(row, `${column.base}${n}`)));
  const typed = rows.filter((cells) => cells.some((cell) => cell !== ''));
  const isNone = (cells: string[]) => cells.every((cell) => cell.toUpperCase() === NONE);
  const real = typed.filter((cells) => !isNone(cells));
  if (real.length === 0) return [{ kind: 'text', paragraphs: [typed.length > 0 ? NONE_LINE : EMPTY_VALUE] }];
  return [{ kind: 'table', columns: columns.map((column) => column.label), rows: real }];
}

function experienceBlocks(row: Row): Block[] {
  const rows = EXPERIENCE_ROW_NUMBERS.flatMap((n, index) => {
    const cells = EXPERIENCE_COLUMNS.map((column) => answer(row, `${column.base}${n}`));
    return cells.some((cell) => cell !== '') ? [[EXPERIENCE_ROW_TITLES[index] ?? '', ...cells]] : [];
  });
  if (rows.length === 0) return [{ kind: 'text', paragraphs: [EMPTY_VALUE] }];
  return [{ kind: 'table', columns: [EXPERIENCE_CLASS_COLUMN, ...EXPERIENCE_COLUMNS.map((c) => c.label)], rows }];
}

const yesNo = (value: string) => (value === 'Y' ? 'Yes' : value === 'N' ? 'No' : value);

/** Fields of slot `n` of a numbered group; null when the slot is empty. Yes/No answers read as words. */
function slotFields(row: Row, fields: readonly { base: string; label: string }[], n: number): DocumentField[] | null {
  const shown = fields.map((f) => ({ label: f.label, value: answer(row, `${f.base}${n}`) }));
  if (shown.every((field) => field.value === '')) return null;
  return shown.map((field) => (field.value === 'Y' || field.value === 'N' ? { ...field, value: yesNo(field.value) } : field));
}

function basicBlocks(row: Row, applicantName: string, ssnMasked: string): Block[] {
  const blocks: Block[] = [
    {
      kind: 'fields',
      fields: [
        { label: BASIC_LABELS.applicantName, value: applicantName },
        { label: BASIC_LABELS.dob, value: answer(row, 'dob') },
        { label: BASIC_LABELS.ssn, value: ssnMasked },
        ...namedFields(row, CONTACT_FIELDS),
      ],
    },
    { kind: 'fields', heading: 'Current home address', fields: namedFields(row, CURRENT_ADDRESS_FIELDS) },
  ];
  const previous = PREVIOUS_ADDRESS_NUMBERS.map((n) => PREVIOUS_ADDRESS_COLUMNS.map((c) => answer(row, `${c.base}${n}`)))
    .filter((cells) => cells.some((cell) => cell !== ''));
  if (previous.length > 0) {
    blocks.push({ kind: 'table', heading: 'Previous addresses (past 3 years)', columns: PREVIOUS_ADDRESS_COLUMNS.map((c) => c.label), rows: previous });
  }
  return blocks;
}

function licenseBlocks(row: Row): Block[] {
  const denied = answer(row, 'licenseDenied');
  const fields: DocumentField[] = [
    ...LICENSE_FIELDS.map((f) => ({ label: f.label, value: answer(row, f.name) })),
    { label: LICENSE_DENIED_QUESTION, value: yesNo(denied) },
  ];
  if (denied === 'Y') fields.push({ label: 'Explanation', value: answer(row, 'licenseDeniedReason') });
  return [{ kind: 'fields', fields }];
}

function workBlocks(row: Row): Block[] {
  const entries = ROW_NUMBERS.flatMap((n) => {
    const fields = slotFields(row, WORK_FIELDS, n);
    return fields ? [[...fields, ...(slotFields(row, EMPLOYER_ANSWER_FIELDS, n) ?? [])]] : [];
  });
  const blocks: Block[] = entries.map((fields, index) => ({ kind: 'fields', heading: `Work entry ${index + 1}`, fields }));
  const jobs = EARLIER_JOB_NUMBERS.map((n) => slotFields(row, EARLIER_JOB_FIELDS, n)).filter((fields) => fields !== null);
  if (jobs.length === 0) {
    // Only this wizard asks; an empty list from it is the answer "none".
    if (answer(row, 'formVersion')) blocks.push({ kind: 'text', heading: EARLIER_JOBS_TITLE, paragraphs: [NONE_LINE] });
  } else {
    blocks.push(...jobs.map((fields, index) => ({ kind: 'fields' as const, heading: `${EARLIER_JOBS_TITLE}: job ${index + 1}`, fields })));
  }
  return blocks;
}

/** Step 11 before the signature: the 391.21(d) notice and the consent to sign electronically, as recorded. */
function consentBlocks(row: Row): Block[] {
  const acknowledged = answer(row, 'noticeAcknowledged') === 'Y';
  const consented = answer(row, 'esignConsent') === 'Y';
  return [
    { kind: 'text', heading: INVESTIGATION_NOTICE.title, paragraphs: [...INVESTIGATION_NOTICE.paragraphs] },
    {
      kind: 'agreement',
      statement: acknowledged ? `Acknowledged ("${INVESTIGATION_NOTICE.acknowledgment}" checked)` : 'Not acknowledged (not asked by the form used)',
      version: INVESTIGATION_NOTICE.version,
    },
    { kind: 'text', heading: 'Electronic signature', paragraphs: [ELECTRONIC_SIGNATURE_CONSENT.text] },
    {
      kind: 'agreement',
      statement: consented ? 'Consented (box checked)' : 'No consent recorded (not asked by the form used)',
      version: ELECTRONIC_SIGNATURE_CONSENT.version,
    },
  ];
}

function namedFields(row: Row, fields: readonly { name: string; label: string }[]): DocumentField[] {
  return fields.map((field) => ({ label: field.label, value: answer(row, field.name) }));
}

function armyBlocks(row: Row): Block[] {
  const served = answer(row, 'servedArmy');
  const shown = served === 'Y' ? 'Yes' : served === 'N' ? 'No' : served;
  const fields: DocumentField[] = [{ label: SECTION_TITLES[6], value: shown }];
  if (served === 'Y') fields.push(...namedFields(row, ARMY_FIELDS));
  return [{ kind: 'fields', fields }];
}

function agreementBlocks(text: AgreementText): Block[] {
  const blocks: Block[] = [];
  if (text.intro) blocks.push({ kind: 'text', paragraphs: [text.intro] });
  if (text.points?.length) blocks.push({ kind: 'text', paragraphs: [...text.points], numbered: true });
  for (const section of text.sections ?? []) {
    blocks.push({ kind: 'text', heading: section.heading, paragraphs: [section.text] });
  }
  if (text.closing) blocks.push({ kind: 'text', paragraphs: [text.closing] });
  blocks.push({ kind: 'agreement', statement: AGREED_STATEMENT, version: text.version });
  return blocks;
}

/** Turns a stored row into the readable application; pure, so the page and the PDF always agree. */
export function buildApplicationDocument(
  row: StoredApplication,
  carrier: SubmissionFacts['carrier'] = null,
): ApplicationDocument {
  const values: Row = row;
  const applicantName = answer(values, 'applicantName');
  const ssnMasked = maskSsn(row.ssnLast4);
  const receivedAt = row.creationDate.toISOString();

  const blocksBySection: Block[][] = [
    basicBlocks(values, applicantName, ssnMasked),
    repeatedRows(values, ACCIDENT_COLUMNS),
    repeatedRows(values, TRAFFIC_COLUMNS),
    licenseBlocks(values),
    experienceBlocks(values),
    workBlocks(values),
    armyBlocks(values),
    [{ kind: 'fields', fields: namedFields(values, EDUCATION_FIELDS) }],
    agreementBlocks(ACCIDENT_PROCEDURE),
    agreementBlocks(PHONE_AND_SEAT_BELT_POLICY),
    [
      ...consentBlocks(values),
      {
        kind: 'signature',
        certification: APPLICANT_CERTIFICATION.text,
        certificationVersion: APPLICANT_CERTIFICATION.version,
        imageDataUrl: row.signature64,
        signerName: applicantName,
        signedAt: receivedAt,
      },
    ],
  ];

  return {
    applicantName,
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
    sections: SECTION_TITLES.map((title, index) => ({ number: index + 1, title, blocks: blocksBySection[index] ?? [] })),
  };
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
