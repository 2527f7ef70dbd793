import 'server-only';
import { Document, Image, Page, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { InquiryResponse } from '@/lib/inquiries/response-schema';
import { registerPdfFonts } from '@/lib/pdf/fonts';
import { styles } from '@/lib/pdf/styles';
import { formatDateTime } from '@/lib/staff/format';
import type { PreviousEmployer } from './employer-facts';

/**
 * The 391.23 paper: the request form for fax or mail (Print request), and the "Safety performance history" pages
 * of the answers that the PDF of record carries. Same font and styles as the application of record (lib/pdf).
 */
const yesNo = (value: string | undefined) => (value === 'yes' ? 'Yes' : value === 'no' ? 'No' : '—');

function Field({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <View style={wide ? styles.fieldWide : styles.field}>
      <Text style={styles.fieldLabel}>{label}</Text>
      <Text style={styles.fieldValue}>{value}</Text>
    </View>
  );
}

function Footer({ left }: { left: string }) {
  return (
    <View style={styles.footer} fixed>
      <Text>{left}</Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}

export type InquiryPaperFacts = {
  numberId: number;
  carrierName: string;
  carrierAddress: string;
  driverName: string;
  signedAt: Date;
  signaturePng: string;
  employer: PreviousEmployer;
  contactFax: string;
  contactAddress: string;
};

const QUESTIONS_E = [
  'An alcohol test with a result of 0.04 or more?',
  'A verified positive drug test?',
  'A refusal to be tested (including an adulterated or substituted sample)?',
  'Any other violation of DOT drug and alcohol testing rules?',
  'If any of the above: did the driver complete the return-to-duty process?',
];

/** Print request: the same questions as the online form, with blanks, for an employer reached by fax or mail. */
export function InquiryRequestDocument({ facts, printedAt }: { facts: InquiryPaperFacts; printedAt: Date }) {
  const line = (label: string) => <Field label={label} value=" " />;
  return (
    <Document title={`Safety performance history request — ${facts.driverName}`} author={facts.carrierName}>
      <Page size="LETTER" style={styles.page}>
        <View style={styles.header}>
          <View style={styles.headerMain}>
            <Text style={styles.headerTitle}>Safety performance history request</Text>
            <Text style={styles.headerSubtitle}>49 CFR 391.23 (d) and (e) — please answer within 30 days</Text>
          </View>
          <View style={styles.headerFacts}>
            <Text style={styles.headerCarrier}>{facts.carrierName}</Text>
            <Text style={styles.headerCarrier}>{facts.carrierAddress}</Text>
          </View>
        </View>
        <View style={styles.section}>
          <Text style={styles.sectionTitle}>To the previous employer</Text>
          <View style={styles.fieldGrid}>
            <Field label="Employer" value={facts.employer.name} />
            <Field label="Fax" value={facts.contactFax || ' '} />
            <Field label="Mailing address" value={facts.contactAddress || ' '} />
          </View>
          <View style={styles.fieldGrid}>
            <Field label="Driver" value={facts.driverName} />
            <Field label="Employment the driver gave" value={`${facts.employer.from || '?'} to ${facts.employer.to || '?'}`} />
            <Field label="Position the driver gave" value={facts.employer.position || ' '} />
          </View>
        </View>
        <View style={styles.section}>
          <Text style={styles.sectionTitle}>The driver&apos;s authorization</Text>
          <Text style={styles.paragraph}>
            The driver signed the application to {facts.carrierName} on {formatDateTime(facts.signedAt.toISOString())},
            authorizing it to ask previous employers for the driver&apos;s safety performance history under 49 CFR 391.23,
            including drug and alcohol information under 49 CFR 40.25.
          </Text>
          {facts.signaturePng.startsWith('data:image/png;base64,') && (
            <View style={styles.signatureBox}>
              {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image has no alt */}
              <Image src={facts.signaturePng} style={styles.signatureImage} />
            </View>
          )}
        </View>
        <View style={styles.section}>
          <Text style={styles.sectionTitle}>Employment and accidents (391.23(d))</Text>
          <Text style={styles.paragraph}>Did the driver work for you?  [ ] Yes  [ ] No</Text>
          <View style={styles.fieldGrid}>{line('Employed from (MM/YYYY)')}{line('Employed to (MM/YYYY)')}{line('Position')}</View>
          <Text style={styles.paragraph}>
            Accidents in the past three years (49 CFR 390.15(b)): date, city and state, injuries, fatalities, hazardous material released.  [ ] None
          </Text>
          {[1, 2, 3].map((row) => (
            <View key={row} style={styles.fieldGrid}>{line(`Accident ${row}: date`)}{line('City, state')}{line('Injuries / fatalities / hazmat')}</View>
          ))}
        </View>
        <View style={styles.section} wrap={false}>
          <Text style={styles.sectionTitle}>Drug and alcohol history (391.23(e), 40.25(b))</Text>
          <Text style={styles.paragraph}>Was the job subject to DOT drug and alcohol testing?  [ ] Yes  [ ] No. If yes, in the past three years:</Text>
          {QUESTIONS_E.map((question) => (
            <Text key={question} style={styles.paragraph}>{question}  [ ] Yes  [ ] No</Text>
          ))}
        </View>
        <View style={styles.section} wrap={false}>
          <Text style={styles.sectionTitle}>Answered by</Text>
          <View style={styles.fieldGrid}>{line('Name')}{line('Title')}{line('Phone')}</View>
          <View style={styles.fieldGrid}>{line('Email')}{line('Date')}{line('Signature')}</View>
          <Text style={styles.paragraph}>I certify that these answers are true and complete to the best of my knowledge and the employer&apos;s records.</Text>
        </View>
        <Footer left={`Application ${facts.numberId} · printed ${formatDateTime(printedAt.toISOString())}`} />
      </Page>
    </Document>
  );
}

export async function renderInquiryRequestPdf(facts: InquiryPaperFacts, printedAt = new Date()): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(<InquiryRequestDocument facts={facts} printedAt={printedAt} />);
}

export type AnsweredInquiry = { employer: PreviousEmployer; answeredAt: Date; answers: InquiryResponse };

/**
 * The "Safety performance history" pages of the PDF of record: on a new page, the answers as they were given, one
 * block per employer; nothing when no employer has answered yet.
 */
export function InquiryAnswers({ inquiries }: { inquiries: AnsweredInquiry[] }) {
  if (inquiries.length === 0) return null;
  return (
    <View break>
      <Text style={styles.headerTitle}>Safety performance history</Text>
      <Text style={styles.headerNote}>Previous employers&apos; answers to the carrier&apos;s inquiries under 49 CFR 391.23 (d) and (e).</Text>
      {inquiries.map(({ employer, answeredAt, answers }) => (
        <View key={employer.job} style={styles.section}>
          <Text style={styles.sectionTitle}>{employer.name} — answered {formatDateTime(answeredAt.toISOString())}</Text>
          <View style={styles.fieldGrid}>
            <Field label="Worked for this employer" value={yesNo(answers.employed)} />
            <Field label="Employed (as verified)" value={answers.employed === 'yes' ? `${answers.employedFrom} to ${answers.employedTo}` : '—'} />
            <Field label="Position" value={answers.position || '—'} />
          </View>
          <Text style={styles.blockHeading}>Accidents in the past three years: {answers.accidents.length === 0 ? 'none' : answers.accidents.length}</Text>
          {answers.accidents.map((accident, index) => (
            <View key={index} style={styles.fieldGrid}>
              <Field label={`Accident ${index + 1}: date`} value={accident.date} />
              <Field label="City and state" value={accident.location} />
              <Field label="Injuries / fatalities / hazmat released" value={`${accident.injuries} / ${accident.fatalities} / ${yesNo(accident.hazmatRelease)}`} />
            </View>
          ))}
          <Text style={styles.blockHeading}>DOT drug and alcohol testing: {yesNo(answers.dotTested)}</Text>
          {answers.dotTested === 'yes' && (
            <View style={styles.fieldGrid}>
              <Field label="Alcohol test 0.04 or more" value={yesNo(answers.alcoholTest04)} />
              <Field label="Verified positive drug test" value={yesNo(answers.positiveDrugTest)} />
              <Field label="Refusal to test" value={yesNo(answers.refusedTest)} />
              <Field label="Other DOT violation" value={yesNo(answers.otherViolation)} />
              <Field label="Return-to-duty completed" value={yesNo(answers.returnToDuty)} />
              {answers.violationDetails ? <Field label="Details" value={answers.violationDetails} wide /> : null}
            </View>
          )}
          <View style={styles.fieldGrid}>
            <Field label="Answered by" value={`${answers.responderName}, ${answers.responderTitle}`} />
            <Field label="Phone" value={answers.responderPhone} />
            <Field label="Email" value={answers.responderEmail} />
          </View>
          <Text style={styles.paragraph}>Certified true and complete by the person answering.</Text>
        </View>
      ))}
    </View>
  );
}

/** The appendix of the PDF of record (lib/pdf/render-application-pdf.tsx), for callers without JSX. */
export const inquiriesAppendix = (inquiries: AnsweredInquiry[]) => <InquiryAnswers inquiries={inquiries} />;
