import 'server-only';
import type { AgreementTexts } from '@/lib/signed-content/agreement-texts-by-language';
import { readMissingItems } from '@/lib/applicant/missing-items';
import { staffServerTexts } from '@/lib/i18n/server/catalog-texts';
import { ORDERED_STEPS } from '@/lib/applicant/steps';
import type { StepSpec } from '@/lib/applicant/steps/types';
import type { StoredApplication } from '@/lib/staff/find-application';
import { recordedTexts, type RecordedText, type RecordedTexts } from '@/lib/signed-content/server/recorded-texts';
import { answer, declaredStepBlocks, stepTitle } from './step-record';
import type { AgreementBlock, Block, DocumentField, DocumentSection, SignatureBlock, TextBlock } from './document-blocks';
import { screeningBlocks } from './screening-blocks';

export { EMPTY_VALUE, NONE_LINE } from './step-record';

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

/** The server refused a submission without both boxes, so every stored application carries this for both. */
export const AGREED_STATEMENT = 'Agreed (I Agree checked)';

type Row = Readonly<Record<string, unknown>>;

export function maskSsn(last4: string): string {
  return /^\d{4}$/.test(last4) ? `***-**-${last4}` : '***-**-****';
}

/**
 * How a step reads for one stored row; `ssnMasked` stands in for the SSN, which is never read here, and `texts`
 * are the wordings the row's signature record names.
 */
type Reading = { row: Row; ssnMasked: string; signature: SignatureBlock; texts: RecordedTexts };

/** A step's blocks: its answers as declared, or the text it agreed to, or the signature. */
function stepBlocks(step: StepSpec, reading: Reading): Block[] {
  switch (step.record) {
    case 'accidentProcedure':
    case 'phonePolicy':
      return agreementBlocks(reading.texts.get(step.record));
    case 'signature':
      return [...consentBlocks(reading.row, reading.texts), reading.signature];
    default:
      return declaredStepBlocks(step, reading.row, reading.ssnMasked);
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

/**
 * Turns a stored row into the readable application; pure, so the page and the PDF always agree. `forApplicant`: the
 * applicant's own copy, which shows their screening answers but not how the office judges them.
 */
export function buildApplicationDocument(
  row: StoredApplication,
  carrier: SubmissionFacts['carrier'] = null,
  { forApplicant = false }: { forApplicant?: boolean } = {},
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
    // The office's words, in English: the page and the PDF of record are the office's.
    shownIn: texts.language === 'en' ? null : staffServerTexts(`languages.${texts.language}`),
    missingItems: readMissingItems(row.missingItems).map((item) => staffServerTexts(`missingItems.${item}`)),
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
      title: stepTitle(step),
      blocks: [
        ...stepBlocks(step, reading),
        // The carrier's screening questions are asked at the end of step 1, as the version asked worded them.
        ...(index === 0
          ? screeningBlocks(row.signedSections?.screening, texts.language, carrier?.legalName ?? row.compCode, { judged: !forApplicant })
          : []),
      ],
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
