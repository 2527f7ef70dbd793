import 'server-only';
import { Document, Image, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { filedDocumentContents } from '@/lib/documents/server/find-documents';
import { pdfDocumentsAppendix } from '@/lib/documents/server/document-pdf';
import { catalogTexts } from '@/lib/i18n/server/catalog-texts';
import { registerPdfFonts } from '@/lib/pdf/fonts';
import { styles } from '@/lib/pdf/styles';
import { formatDateTime } from '@/lib/staff/format';
import { dqItemName } from './digest-mail';
import type { DqFileView } from './find-files';

/**
 * The auditor's copy of a DQ file (391.51): an index of every item with its dates, status and documents, then each
 * document on its own page (a photo drawn; a PDF appended as its safe copy behind a cover, as in the PDF of record),
 * every page numbered "page n of N" in the same footer the PDF of record prints.
 */
export async function renderDqFilePdf(file: DqFileView, printedBy: string, now = new Date()): Promise<{ pdf: Buffer; documents: number }> {
  registerPdfFonts();
  const t = catalogTexts('en', 'DqFile');
  const documents = await filedDocumentContents({ dqFileId: file.id });
  const itemOf = new Map(file.items.map((item) => [item.id, item]));
  const nameOf = (itemId: number | null) => {
    const item = itemId === null ? undefined : itemOf.get(itemId);
    return item ? dqItemName(t, item.kind, item.subject) : '';
  };
  const position = (id: string) => {
    const document = documents.find((one) => one.id === id)!;
    const ofItem = documents.filter((one) => one.dqItemId === document.dqItemId);
    return t('pdf.documentOf', { item: nameOf(document.dqItemId), index: ofItem.indexOf(document) + 1, count: ofItem.length });
  };
  const footer = (page: number, total: number) => `${t('pdf.title')}: ${file.driverName} (${file.companyCode}) — ${t('pdf.page', { page, pages: total })}`;
  const appended = await pdfDocumentsAppendix(documents, { owner: `${t('pdf.title')}: ${file.driverName}`, title: (document) => position(document.id), footer });
  const dates = (item: DqFileView['items'][number]) =>
    [
      item.status === 'pending' && item.dueOn ? t('file.due', { day: item.dueOn }) : '',
      item.doneOn ? t('file.doneOn', { day: item.doneOn }) : '',
      item.expiresOn ? t('file.expires', { day: item.expiresOn }) : '',
    ]
      .filter(Boolean)
      .join('; ');
  const status = (item: DqFileView['items'][number]) =>
    [t(`standings.${item.standing}`), item.result ? t(`results.${item.result as 'see-file'}`) : '', item.reason, item.recordedByName && item.status !== 'pending' ? t('file.recordedBy', { name: item.recordedByName }) : '']
      .filter(Boolean)
      .join(' · ');
  // The last column fits its bold heading ("Documents"), the counts beneath it are short.
  const columns = [{ width: '34%' }, { width: '22%' }, { width: '29%' }, { width: '15%' }];

  const rendered = await renderToBuffer(
    <Document title={`${t('pdf.title')} — ${file.driverName}`} creator="Driver Application" producer="Driver Application" language="en-US" creationDate={now}>
      <Page size="LETTER" style={styles.page}>
        <View style={styles.header}>
          <View style={styles.headerMain}>
            <Text style={styles.headerTitle}>{t('pdf.title')}</Text>
            <Text style={styles.headerSubtitle}>{file.driverName}</Text>
          </View>
          <View style={styles.headerFacts}>
            <Text style={styles.headerNumber}>{file.companyCode}</Text>
            <Text>{`${t('file.hireDate')} ${file.hireDate}`}</Text>
            {file.terminationDate ? <Text>{`${t('file.terminationDate')} ${file.terminationDate}`}</Text> : null}
            {file.numberId !== null ? <Text>{t('list.application', { numberId: file.numberId })}</Text> : null}
          </View>
        </View>
        <View style={styles.section}>
          <Text style={styles.sectionTitle}>{t('pdf.index')}</Text>
          <View style={styles.table}>
            <View style={styles.tableHeaderRow} fixed>
              {[t('pdf.item'), t('pdf.dates'), t('pdf.status'), t('pdf.documents')].map((head, index) => (
                <Text key={head} style={[styles.tableCell, columns[index]!, { fontWeight: 'bold' }]}>
                  {head}
                </Text>
              ))}
            </View>
            {file.items.map((item) => (
              <View key={item.id} style={styles.tableRow} wrap={false}>
                <Text style={[styles.tableCell, columns[0]!]}>{dqItemName(t, item.kind, item.subject)}</Text>
                <Text style={[styles.tableCell, columns[1]!]}>{dates(item)}</Text>
                <Text style={[styles.tableCell, columns[2]!]}>{status(item)}</Text>
                <Text style={[styles.tableCell, columns[3]!]}>{String(item.documents.length)}</Text>
              </View>
            ))}
          </View>
        </View>
        {documents
          .filter((document) => document.mediaType !== 'application/pdf')
          .map((document) => (
            <View key={document.id} break>
              <Text style={styles.sectionTitle}>{position(document.id)}</Text>
              <Text style={styles.fieldLabel}>SHA-256</Text>
              <Text style={styles.fieldValue}>{document.sha256}</Text>
              {document.bytes ? (
                // eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image has no alt; the heading names it.
                <Image src={{ data: document.bytes, format: 'jpg' }} style={{ maxHeight: 560, objectFit: 'contain', marginTop: 8 }} />
              ) : (
                <Text style={styles.paragraph}>{t('pdf.unreadable')}</Text>
              )}
            </View>
          ))}
        <View style={styles.footer} fixed>
          <Text render={({ pageNumber, totalPages }) => footer(pageNumber, totalPages + appended.pages)} />
          <Text>{t('pdf.generated', { when: formatDateTime(now), name: printedBy })}</Text>
        </View>
      </Page>
    </Document>,
  );
  return { pdf: await appended.appendTo(rendered), documents: documents.length };
}
