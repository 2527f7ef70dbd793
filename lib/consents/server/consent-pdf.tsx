import 'server-only';
import type { ReactNode } from 'react';
import { Document, Image, Page, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { PNG_DATA_URL_PREFIX } from '@/lib/applicant/schema';
import { registerPdfFonts } from '@/lib/pdf/fonts';
import { languageName } from '@/lib/i18n/server/catalog-texts';
import { styles } from '@/lib/pdf/styles';
import { formatReceivedAt } from '@/lib/staff/application-document';
import { fillPlaceholders, shownBlocks, type ConsentText, type ConsentValues } from '../consent-text';
import { summaryOfRightsOn } from '../texts/published-consent-texts';
import { recordedTexts } from '@/lib/signed-content/server/recorded-texts';
import type { StoredApplication } from '@/lib/staff/find-application';
import { recordedConsents, type RecordedConsent } from './find-consents';

/**
 * The consents of an application as documents of their own, each starting on a new page, so that the office can
 * hand one page alone to a background-check vendor (the FCRA disclosure first and alone: 15 U.S.C. 1681b(b)(2)(A)(i)
 * wants it in a document that consists solely of the disclosure). Each page prints the words as shown, filled with
 * the values shown, and the record under them: the box the applicant checked, when (the server's receive time,
 * and the moment the applicant's device reported), the text's version and SHA-256, and the signature. A
 * translation is followed, on the next page, by its English original; PSP in Spanish prints the FMCSA's English,
 * which governs, then the translation shown with it. The summary of rights follows the authorization.
 */

export type ConsentSigner = { name: string; signatureDataUrl: string; numberId: number };

const SOURCES: Record<string, string> = { app: "the application's published text", carrier: "the carrier's own wording" };

const EMPTY_VALUES: ConsentValues = { carrierName: '', carrierAddress: '', agencyName: '', agencyAddress: '', agencyPhone: '', agencyWebsite: '' };

function TextBlocks({ text, values }: { text: ConsentText; values: ConsentValues | null }) {
  const shown = values ?? EMPTY_VALUES;
  // Recorded values that cannot be read (an altered row) leave the placeholders as written.
  const fill = (line: string) => (values ? fillPlaceholders(line, shown) : line);
  return (
    <View>
      {shownBlocks(text.blocks, shown).map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <Text key={index} style={styles.blockHeading} minPresenceAhead={30}>
                {fill(block.text)}
              </Text>
            );
          case 'list':
            return (
              <View key={index}>
                {block.items.map((item, itemIndex) => (
                  <View key={itemIndex} style={styles.listItem} wrap={false}>
                    <Text style={styles.listNumber}>•</Text>
                    <Text style={styles.listText}>{fill(item)}</Text>
                  </View>
                ))}
              </View>
            );
          case 'note':
            return (
              <Text key={index} style={[styles.paragraph, { color: '#555555' }]}>
                {fill(block.text)}
              </Text>
            );
          default:
            return (
              <Text key={index} style={styles.paragraph}>
                {block.lead && <Text style={{ fontWeight: 'bold' }}>{fill(block.lead)} </Text>}
                {fill(block.text)}
              </Text>
            );
        }
      })}
    </View>
  );
}

function DocumentPage({ title, caption, children, breakBefore }: { title: string; caption?: string; children: ReactNode; breakBefore: boolean }) {
  return (
    <View break={breakBefore}>
      <Text style={styles.headerTitle}>{title}</Text>
      {caption && <Text style={styles.headerNote}>{caption}</Text>}
      <View style={{ marginTop: 8 }}>{children}</View>
    </View>
  );
}

function Record({ consent, signer }: { consent: RecordedConsent; signer: ConsentSigner }) {
  const agreeLabel = consent.text?.agree ?? '';
  const hasImage = signer.signatureDataUrl.startsWith(PNG_DATA_URL_PREFIX);
  return (
    <View style={[styles.section, { borderTopWidth: 0.75, borderTopColor: '#111111', paddingTop: 6 }]} wrap={false}>
      <Text style={styles.paragraph}>
        <Text style={{ fontWeight: 'bold' }}>Agreed electronically</Text> by {signer.name || 'the applicant'}, application No.{' '}
        {signer.numberId}, box checked: &quot;{agreeLabel}&quot;
      </Text>
      {consent.requestedCopy !== null && (
        <Text style={styles.paragraph}>
          Request box &quot;{consent.text?.request ?? ''}&quot;: {consent.requestedCopy ? 'CHECKED — the applicant asked for a copy' : 'not checked'}.
        </Text>
      )}
      <Text style={styles.paragraph}>
        Received {formatReceivedAt(consent.agreedAt.toISOString())} (the server&apos;s clock, when the application arrived)
        {consent.clientAgreedAt ? `; box checked at ${consent.clientAgreedAt} by the applicant's device (its clock, as reported)` : ''}.
      </Text>
      <Text style={styles.certificationVersion}>
        Text {consent.version} ({languageName(consent.language)}, {SOURCES[consent.source] ?? consent.source}), SHA-256 {consent.sha256}
        {consent.official ? `; with the FMCSA wording ${consent.official.version}, SHA-256 ${consent.official.sha256}` : ''}
        {consent.englishFallback ? '; shown in English to an applicant reading Spanish (the carrier gave no Spanish)' : ''}
      </Text>
      <View style={[styles.signatureRow, { marginTop: 4 }]}>
        <View style={styles.signatureBox}>
          {hasImage ? (
            // eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image has no alt; the caption names it.
            <Image src={signer.signatureDataUrl} style={[styles.signatureImage, { height: 70 }]} />
          ) : (
            <Text style={[styles.signatureMissing, { height: 70, paddingTop: 25 }]}>No signature image stored</Text>
          )}
        </View>
        <Text style={styles.signatureDate}>{formatReceivedAt(consent.agreedAt.toISOString())}</Text>
      </View>
      <View style={styles.signatureCaptions}>
        <Text style={styles.signatureCaption}>Signature: {signer.name}</Text>
        <Text style={styles.signatureDateCaption}>Date</Text>
      </View>
    </View>
  );
}

const UNKNOWN_TEXT = 'This text version is not known to this application: the record reads "Altered after signing".';

/** One consent's pages. */
function ConsentPages({ consent, signer, first }: { consent: RecordedConsent; signer: ConsentSigner; first: boolean }) {
  const fillTitle = (text: ConsentText) => (consent.values ? fillPlaceholders(text.title, consent.values) : text.title);
  if (consent.official) {
    const official = consent.official.text;
    return (
      <>
        <DocumentPage breakBefore={!first} title={official ? fillTitle(official) : consent.label} caption="The FMCSA's wording, which governs; shown with the translation that follows and agreed with it.">
          {official ? <TextBlocks text={official} values={consent.values} /> : <Text style={styles.paragraph}>{UNKNOWN_TEXT}</Text>}
          <Record consent={consent} signer={signer} />
        </DocumentPage>
        {consent.text && (
          <DocumentPage breakBefore title={fillTitle(consent.text)} caption={`Courtesy translation shown above the FMCSA wording (text version ${consent.version}).`}>
            <TextBlocks text={consent.text} values={consent.values} />
          </DocumentPage>
        )}
      </>
    );
  }
  return (
    <>
      <DocumentPage breakBefore={!first} title={consent.text ? fillTitle(consent.text) : consent.label}>
        {consent.text ? <TextBlocks text={consent.text} values={consent.values} /> : <Text style={styles.paragraph}>{UNKNOWN_TEXT}</Text>}
        <Record consent={consent} signer={signer} />
      </DocumentPage>
      {consent.original && (
        <DocumentPage breakBefore title={fillTitle(consent.original)} caption={`English original of the text on the page before (text version ${consent.original.version}).`}>
          <TextBlocks text={consent.original} values={consent.values} />
        </DocumentPage>
      )}
    </>
  );
}

/**
 * The consents' pages, for the PDF of record and the applicant's copy (after the application, each on a new page)
 * and for the Consents PDF. `receivedAt` and `language` pick the summary of rights shown that day.
 */
export function ConsentDocuments({
  consents,
  signer,
  receivedAt,
  language,
  startOnNewPage = true,
}: {
  consents: RecordedConsent[];
  signer: ConsentSigner;
  receivedAt: Date;
  language: 'en' | 'es';
  startOnNewPage?: boolean;
}) {
  if (consents.length === 0) return null;
  const summary = summaryOfRightsOn(language, receivedAt);
  const pages = consents.flatMap((consent) => {
    const item = { kind: 'consent' as const, consent };
    return consent.consent === 'fcra-authorization' ? [item, { kind: 'summary' as const }] : [item];
  });
  return (
    <>
      {pages.map((page, index) =>
        page.kind === 'summary' ? (
          <DocumentPage key="summary" breakBefore title={summary.title} caption={`Shown on the last step of the application and given with these documents (text version ${summary.version}).`}>
            <TextBlocks text={summary} values={null} />
          </DocumentPage>
        ) : (
          <ConsentPages key={page.consent.consent} consent={page.consent} signer={signer} first={index === 0 && !startOnNewPage} />
        ),
      )}
    </>
  );
}

/** The Consents PDF: those pages alone, with the footer the PDF of record prints. */
export async function renderConsentsPdf(
  consents: RecordedConsent[],
  options: { signer: ConsentSigner; receivedAt: Date; language: 'en' | 'es'; generatedAt: Date; generatedBy: string },
): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(
    <Document
      title={`Background check consents — Application No. ${options.signer.numberId}`}
      creator="Driver Application"
      producer="Driver Application"
      language="en-US"
      creationDate={options.generatedAt}
    >
      <Page size="LETTER" style={styles.page}>
        <ConsentDocuments consents={consents} signer={options.signer} receivedAt={options.receivedAt} language={options.language} startOnNewPage={false} />
        <View style={styles.footer} fixed>
          <Text render={({ pageNumber, totalPages }) => `Application No. ${options.signer.numberId} — consents, page ${pageNumber} of ${totalPages}`} />
          <Text>
            Generated {formatReceivedAt(options.generatedAt.toISOString())} by {options.generatedBy}
          </Text>
        </View>
      </Page>
    </Document>,
  );
}

/** What the pages need of a stored application: its consents, who signed, the day and the language shown. */
export async function consentPagesOf(row: StoredApplication) {
  return {
    consents: await recordedConsents(row.numberId),
    signer: { name: row.applicantName, signatureDataUrl: row.signature64, numberId: row.numberId },
    receivedAt: row.creationDate,
    language: recordedTexts(row.signatureAudit).language,
  };
}

/** The consents' pages to append to the PDF of record or the applicant's copy; null without consents on file. */
export async function consentsAppendix(row: StoredApplication): Promise<ReactNode> {
  const pages = await consentPagesOf(row);
  return pages.consents.length > 0 ? <ConsentDocuments {...pages} /> : null;
}
