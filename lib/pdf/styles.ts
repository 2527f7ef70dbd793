import 'server-only';
import { StyleSheet } from '@react-pdf/renderer';
import { PDF_FONT_FAMILY } from './fonts';

const ink = '#111111';
const muted = '#555555';
const rule = '#9a9a9a';
const shade = '#ececec';
/** Running text. fontSize is repeated wherever lineHeight is set: react-pdf resolves a unitless lineHeight
 * against the element's own fontSize (its 18 pt default when none is set), not the inherited one. */
const textSize = 9.5;
const running = { fontSize: textSize, lineHeight: 1.35 } as const;

/**
 * US Letter, 0.6 in margins; the bottom margin leaves room for the footer printed on every page. Line height is
 * set on the running-text styles only, never on the Page or a View: react-pdf drops every `render` text (the page
 * numbers) below an ancestor with a lineHeight (diegomura/react-pdf#3083, #3566).
 */
export const styles = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT_FAMILY,
    fontSize: textSize,
    color: ink,
    paddingTop: 43,
    paddingBottom: 58,
    paddingHorizontal: 43,
  },

  header: { flexDirection: 'row', justifyContent: 'space-between', borderBottomWidth: 1.5, borderBottomColor: ink, paddingBottom: 8 },
  headerMain: { flex: 1, paddingRight: 16 },
  headerTitle: { fontSize: 15, fontWeight: 'bold', lineHeight: 1.2 },
  headerSubtitle: { fontSize: 10, marginTop: 4 },
  headerFacts: { width: 150, alignItems: 'flex-end', fontSize: 9 },
  headerCarrier: { textAlign: 'right' },
  headerNumber: { fontSize: 12, fontWeight: 'bold' },
  missingItems: { ...running, borderWidth: 1, borderColor: ink, padding: 5, marginTop: 6, fontWeight: 'bold' },
  headerNote: { fontSize: 8, color: muted, marginTop: 5, marginBottom: 4 },

  section: { marginTop: 12 },
  sectionTitle: {
    fontSize: 11,
    fontWeight: 'bold',
    backgroundColor: shade,
    paddingVertical: 3,
    paddingHorizontal: 5,
    marginBottom: 6,
  },
  blockHeading: { fontSize: 9.5, fontWeight: 'bold', marginTop: 4, marginBottom: 3 },

  fieldGrid: { flexDirection: 'row', flexWrap: 'wrap', marginBottom: 2 },
  field: { width: '33.33%', paddingRight: 8, marginBottom: 6 },
  fieldWide: { width: '100%', paddingRight: 8, marginBottom: 6 },
  fieldLabel: { fontSize: 7.5, color: muted, textTransform: 'uppercase', letterSpacing: 0.3 },
  fieldValue: { fontSize: 10, borderBottomWidth: 0.5, borderBottomColor: rule, paddingBottom: 1, minHeight: 14 },
  entry: { marginBottom: 4 },

  table: { borderWidth: 0.75, borderColor: rule, marginBottom: 4 },
  tableRow: { flexDirection: 'row', borderTopWidth: 0.5, borderTopColor: rule },
  tableHeaderRow: { flexDirection: 'row', backgroundColor: shade },
  tableCell: { paddingVertical: 3, paddingHorizontal: 4, borderLeftWidth: 0.5, borderLeftColor: rule },
  tableFirstCell: { paddingVertical: 3, paddingHorizontal: 4 },
  tableHeaderText: { fontSize: 8, fontWeight: 'bold' },

  paragraph: { ...running, marginBottom: 4, textAlign: 'justify' },
  listItem: { flexDirection: 'row', marginBottom: 2.5 },
  listNumber: { ...running, width: 22, textAlign: 'right', paddingRight: 5 },
  listText: { ...running, flex: 1, textAlign: 'justify' },

  agreement: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'center',
    borderWidth: 0.75,
    borderColor: ink,
    paddingVertical: 4,
    paddingHorizontal: 6,
    marginTop: 4,
  },
  // A long statement (what the office must obtain) wraps in its own column instead of running under the version.
  agreementStatement: { fontWeight: 'bold', flex: 1, paddingRight: 8 },
  agreementVersion: { fontSize: 7.5, color: muted, flexShrink: 0 },

  // The English original of a translated text: set off by a rule on its left, in a smaller size, below the agreed text.
  original: { marginTop: 6, paddingLeft: 8, borderLeftWidth: 1.5, borderLeftColor: rule },
  originalLabel: { fontSize: 7.5, fontWeight: 'bold', color: muted, marginBottom: 3 },
  shownIn: { ...running, borderWidth: 1, borderColor: ink, padding: 5, marginTop: 6 },

  signatureBlock: { marginTop: 12 },
  certification: { fontSize: 10, lineHeight: 1.35, marginBottom: 6 },
  certificationVersion: { fontSize: 7.5, color: muted, marginBottom: 4 },
  signatureRow: { flexDirection: 'row', alignItems: 'flex-end' },
  signatureBox: { width: 245, borderBottomWidth: 1, borderBottomColor: ink },
  signatureImage: { width: 245, height: 105, objectFit: 'contain' },
  signatureMissing: { height: 105, color: muted, paddingTop: 40, textAlign: 'center' },
  signatureDate: { marginLeft: 24, width: 150, borderBottomWidth: 1, borderBottomColor: ink, paddingBottom: 2 },
  signatureCaptions: { flexDirection: 'row', fontSize: 7.5, color: muted, marginTop: 2 },
  signatureCaption: { width: 245 },
  signatureDateCaption: { marginLeft: 24, width: 150 },

  footer: {
    position: 'absolute',
    left: 43,
    right: 43,
    bottom: 24,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 0.5,
    borderTopColor: rule,
    paddingTop: 4,
    fontSize: 7.5,
    color: muted,
  },
});
