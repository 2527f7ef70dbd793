import 'server-only';
import type { ReactNode } from 'react';
import { Document, Image, Page, Text, View } from '@react-pdf/renderer';
import { PNG_DATA_URL_PREFIX } from '@/lib/applicant/schema';
import { EMPTY_VALUE, formatReceivedAt, shownInNotice, submissionFields, type ApplicationDocument } from '@/lib/staff/application-document';
import {
  ORIGINAL_LABEL,
  type Block,
  type DocumentField,
  type DocumentSection,
  type FieldsBlock,
  type OriginalBlock,
  type SignatureBlock,
  type TableBlock,
  type TextBlock,
} from '@/lib/staff/document-blocks';
import { styles } from './styles';

export const PDF_TITLE = 'Application for Employment — Commercial Driver';

/** Every page's footer, also stamped on the pages appended after rendering (lib/documents/server/document-pdf.tsx). */
export const pageFooter = (numberId: number, page: number, total: number) => `Application No. ${numberId} — page ${page} of ${total}`;

export type ApplicationPdfProps = {
  application: ApplicationDocument;
  generatedAt: Date;
  generatedBy: string;
  signatureTrail: DocumentField[];
  /** Pages of record kept beside the application (the 391.23 answers: lib/inquiries/server/inquiry-pdf.tsx). */
  appendix?: ReactNode;
  /** Pages the file gets after rendering (lib/documents/server/document-pdf.tsx), so "page n of total" counts them. */
  pagesAfter?: number;
};

/** The application of record: what the applicant submitted, laid out like the paper form a carrier files. */
export function ApplicationPdf({ application, generatedAt, generatedBy, signatureTrail, appendix, pagesAfter = 0 }: ApplicationPdfProps) {
  const { submission } = application;
  return (
    <Document
      title={`${PDF_TITLE} — Application No. ${submission.numberId}`}
      subject={`Application No. ${submission.numberId}, company ${submission.companyCode}`}
      creator="Driver Application"
      producer="Driver Application"
      language="en-US"
      creationDate={generatedAt}
    >
      <Page size="LETTER" style={styles.page}>
        <Header application={application} />
        {application.sections.map((section) => (
          <Section key={section.number} section={section} />
        ))}
        <View style={styles.section} wrap={false}>
          <Text style={styles.sectionTitle}>Submission record</Text>
          <Fields fields={submissionFields(submission)} />
        </View>
        <View style={styles.section} wrap={false}>
          <Text style={styles.sectionTitle}>Signature audit trail</Text>
          <Fields fields={signatureTrail} />
        </View>
        {appendix}
        <View style={styles.footer} fixed>
          <Text
            render={({ pageNumber, totalPages }) =>
              pageFooter(submission.numberId, pageNumber, totalPages + pagesAfter)
            }
          />
          <Text>
            Generated {formatReceivedAt(generatedAt.toISOString())} by {generatedBy}
          </Text>
        </View>
      </Page>
    </Document>
  );
}

function Header({ application }: { application: ApplicationDocument }) {
  const { submission } = application;
  return (
    <View>
      <View style={styles.header}>
        <View style={styles.headerMain}>
          <Text style={styles.headerTitle}>{PDF_TITLE}</Text>
          <Text style={styles.headerSubtitle}>Applicant: {application.applicantName || EMPTY_VALUE}</Text>
        </View>
        <View style={styles.headerFacts}>
          <Text style={styles.headerNumber}>Application No. {submission.numberId}</Text>
          <Text>Company code {submission.companyCode || EMPTY_VALUE}</Text>
          {submission.carrier && <Text style={styles.headerCarrier}>{submission.carrier.legalName}</Text>}
          <Text>Received {formatReceivedAt(submission.receivedAt)}</Text>
        </View>
      </View>
      {application.shownIn && <Text style={styles.shownIn}>{shownInNotice(application.shownIn)}</Text>}
      {application.missingItems.length > 0 && (
        <Text style={styles.missingItems}>
          Missing 391.21 items: {application.missingItems.join('; ')}.
        </Text>
      )}
      <Text style={styles.headerNote}>
        Reprinted from the application as the applicant submitted it online. Contains personal information: the
        Social Security Number is masked; keep this document confidential.
      </Text>
    </View>
  );
}

/** A block that prints in a few lines; the section heading stays on its page by travelling with it. */
function isShort(block: Block): boolean {
  if (block.kind === 'table') return block.rows.length <= 3;
  if (block.kind === 'text') return !block.numbered && block.paragraphs.length <= 2;
  return true;
}

function Section({ section }: { section: DocumentSection }) {
  const [first, ...rest] = section.blocks;
  const title = (
    <Text style={styles.sectionTitle} minPresenceAhead={first && isShort(first) ? undefined : 60}>
      {section.number}. {section.title}
    </Text>
  );
  return (
    <View style={styles.section}>
      {first && isShort(first) ? (
        <View wrap={false}>
          {title}
          <BlockView block={first} />
        </View>
      ) : (
        <>
          {title}
          {first && <BlockView block={first} />}
        </>
      )}
      {rest.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </View>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'fields':
      return <FieldsView block={block} />;
    case 'table':
      return <TableView block={block} />;
    case 'text':
      return <TextView block={block} />;
    case 'agreement':
      return (
        <View style={styles.agreement} wrap={false}>
          <Text style={styles.agreementStatement}>{block.given ? '✓' : '✗'} {block.statement}</Text>
          <Text style={styles.agreementVersion}>Text version {block.version}</Text>
        </View>
      );
    case 'original':
      return <OriginalView block={block} />;
    case 'signature':
      return <SignatureView block={block} />;
  }
}

function OriginalView({ block }: { block: OriginalBlock }) {
  return (
    <View style={styles.original}>
      <Text style={styles.originalLabel} minPresenceAhead={30}>
        {ORIGINAL_LABEL} (text version {block.version})
      </Text>
      {block.blocks.map((inner, index) => (
        <TextView key={index} block={inner} />
      ))}
    </View>
  );
}

function FieldsView({ block }: { block: FieldsBlock }) {
  return (
    <View style={styles.entry} wrap={false}>
      {block.heading && <Text style={styles.blockHeading}>{block.heading}</Text>}
      <Fields fields={block.fields} />
    </View>
  );
}

// A value this long would wrap into a tall, narrow column: it gets the whole line instead.
const WIDE_VALUE_LENGTH = 44;

function Fields({ fields }: { fields: DocumentField[] }) {
  return (
    <View style={styles.fieldGrid}>
      {fields.map((field) => (
        <View key={field.label} style={field.value.length > WIDE_VALUE_LENGTH ? styles.fieldWide : styles.field}>
          <Text style={styles.fieldLabel}>{field.label}</Text>
          <Text style={styles.fieldValue}>{field.value || EMPTY_VALUE}</Text>
        </View>
      ))}
    </View>
  );
}

/** Column widths follow the longest entry (within bounds), so "Nature of Accident" gets more room than "Injuries". */
function columnWidths(block: TableBlock): string[] {
  const weights = block.columns.map((column, index) => {
    const longest = Math.max(column.length, ...block.rows.map((row) => (row[index] ?? '').length));
    return Math.min(32, Math.max(7, longest));
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => `${((weight / total) * 100).toFixed(2)}%`);
}

function TableView({ block }: { block: TableBlock }) {
  const widths = columnWidths(block);
  const cellStyle = (index: number) => [index === 0 ? styles.tableFirstCell : styles.tableCell, { width: widths[index] }];
  return (
    <View>
      {block.heading && (
        <Text style={styles.blockHeading} minPresenceAhead={30}>
          {block.heading}
        </Text>
      )}
      <View style={styles.table}>
        <View style={styles.tableHeaderRow} wrap={false}>
          {block.columns.map((column, index) => (
            <Text key={column} style={[...cellStyle(index), styles.tableHeaderText]}>
              {column}
            </Text>
          ))}
        </View>
        {block.rows.map((row, rowIndex) => (
          <View key={rowIndex} style={styles.tableRow} wrap={false}>
            {block.columns.map((column, index) => (
              <Text key={column} style={cellStyle(index)}>
                {row[index] || EMPTY_VALUE}
              </Text>
            ))}
          </View>
        ))}
      </View>
    </View>
  );
}

function TextView({ block }: { block: TextBlock }) {
  return (
    // Text does not end a page alone: what follows it (an agreement box) comes along to the next page.
    <View minPresenceAhead={block.numbered ? undefined : 30}>
      {block.heading && (
        <Text style={styles.blockHeading} minPresenceAhead={30}>
          {block.heading}
        </Text>
      )}
      {block.numbered
        ? block.paragraphs.map((item, index) => (
            <View key={index} style={styles.listItem} wrap={false}>
              <Text style={styles.listNumber}>{index + 1}.</Text>
              <Text style={styles.listText}>{item}</Text>
            </View>
          ))
        : block.paragraphs.map((paragraph, index) => (
            <Text key={index} style={styles.paragraph}>
              {paragraph}
            </Text>
          ))}
    </View>
  );
}

function SignatureView({ block }: { block: SignatureBlock }) {
  // Only the stored PNG data URL is drawn: react-pdf would fetch any other URL, and nothing here may go online.
  const hasImage = block.imageDataUrl.startsWith(PNG_DATA_URL_PREFIX);
  return (
    <View style={styles.signatureBlock} wrap={false}>
      <Text style={styles.certification}>{block.certification}</Text>
      {block.certificationOriginal && (
        <View style={[styles.original, { marginTop: 0, marginBottom: 6 }]}>
          <Text style={styles.originalLabel}>
            {ORIGINAL_LABEL} (text version {block.certificationOriginal.version})
          </Text>
          <Text style={styles.paragraph}>{block.certificationOriginal.text}</Text>
        </View>
      )}
      <View style={styles.signatureRow}>
        <View style={styles.signatureBox}>
          {hasImage ? (
            // eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image has no alt; the caption names it.
            <Image src={block.imageDataUrl} style={styles.signatureImage} />
          ) : (
            <Text style={styles.signatureMissing}>No signature image stored</Text>
          )}
        </View>
        <Text style={styles.signatureDate}>{formatReceivedAt(block.signedAt)}</Text>
      </View>
      <View style={styles.signatureCaptions}>
        <Text style={styles.signatureCaption}>Signature of applicant: {block.signerName || EMPTY_VALUE}</Text>
        <Text style={styles.signatureDateCaption}>Date submitted</Text>
      </View>
      <Text style={[styles.certificationVersion, { marginTop: 4 }]}>
        Certification text version {block.certificationVersion}
      </Text>
    </View>
  );
}
