import { CONSENT_DOCUMENTS, type ConsentText } from '../consent-text';
import { CONSENT_TEXTS, PUBLISHED_CONSENT_TEXTS, summaryOfRightsOn } from './published-consent-texts';

/** Every line of a text: title, box labels, each block's words. */
const lines = (text: ConsentText) => [
  text.title,
  ...(text.agree ? [text.agree] : []),
  ...(text.request ? [text.request] : []),
  ...text.blocks.flatMap((block) => (block.kind === 'list' ? block.items : block.kind === 'paragraph' && block.lead ? [block.lead, block.text] : [block.text])),
];
const placeholders = (text: ConsentText) => [...new Set(lines(text).join(' ').match(/\{[a-zA-Z]+\}/g) ?? [])].sort();
/** Every number, citation and phone number ("1786.22", "1-888-567-8688", "2/11/2016"), as the digits and separators read. */
const figures = (text: ConsentText) => (lines(text).join(' ').match(/\d+(?:[./-]\d+)*/g) ?? []).sort();
/** The structure of a text: its blocks' kinds (and lists' lengths), without words. */
const shape = (text: ConsentText) => text.blocks.map((block) => (block.kind === 'list' ? `list:${block.items.length}` : `${block.kind}${'when' in block && block.when ? `:${block.when}` : ''}`));

describe('the consent texts of step 11', () => {
  it('has every document in English and in Spanish, the Spanish naming the English it translates', () => {
    for (const document of CONSENT_DOCUMENTS) {
      const [en, es] = [CONSENT_TEXTS.en[document], CONSENT_TEXTS.es[document]];
      expect([en.consent, en.language, en.version]).toEqual([document, 'en', expect.stringMatching(new RegExp(`^${document}/\\d{4}-\\d\\d-\\d\\d$`))]);
      expect([es.consent, es.language, es.translates]).toEqual([document, 'es', en.version]);
      expect(es.version).toBe(en.version.replace(`${document}/`, `${document}/es/`));
    }
    expect(PUBLISHED_CONSENT_TEXTS.size).toBe(CONSENT_DOCUMENTS.length * 2);
  });

  it.each(CONSENT_DOCUMENTS)('%s: the Spanish has the structure, placeholders and figures of the English, every line in Spanish', (document) => {
    const [en, es] = [CONSENT_TEXTS.en[document], CONSENT_TEXTS.es[document]];
    // The PSP translation opens with the note that the FMCSA's English governs; the rest follows the form.
    const esShape = document === 'psp-disclosure-authorization' ? shape(es).slice(1) : shape(es);
    expect(esShape).toEqual(shape(en));
    expect(placeholders(es)).toEqual(placeholders(en));
    expect(Boolean(es.agree)).toBe(Boolean(en.agree));
    expect(Boolean(es.request)).toBe(Boolean(en.request));
    const englishLines = new Set(lines(en));
    // Headings in capitals and citations may read alike; a whole paragraph may not.
    expect(lines(es).filter((line) => line.length > 60 && englishLines.has(line))).toEqual([]);
    const withoutNote = document === 'psp-disclosure-authorization' ? { ...es, blocks: es.blocks.slice(1) } : es;
    expect(figures(withoutNote)).toEqual(figures(en));
  });

  it('uses only the placeholders the app fills', () => {
    for (const text of PUBLISHED_CONSENT_TEXTS.values()) {
      for (const placeholder of placeholders(text)) {
        expect(['{carrierName}', '{carrierAddress}', '{agencyName}', '{agencyAddress}', '{agencyPhone}', '{agencyWebsite}']).toContain(placeholder);
      }
    }
  });

  it('has a request box on the notices of the states whose law requires one (CA, MN, OK) and on no other text', () => {
    const withBox = CONSENT_DOCUMENTS.filter((document) => CONSENT_TEXTS.en[document].request !== undefined);
    expect(withBox).toEqual(['state-ca', 'state-mn', 'state-ok']);
  });

  it('keeps the FCRA disclosure to the disclosure alone: paragraphs only, no waiver, no other document', () => {
    for (const language of ['en', 'es'] as const) {
      const disclosure = CONSENT_TEXTS[language]['fcra-disclosure'];
      expect(disclosure.blocks.every((block) => block.kind === 'paragraph' && !block.lead && !block.when)).toBe(true);
      const words = lines(disclosure).join(' ');
      expect(words).not.toMatch(/release|waive|hold harmless|liberación|renuncia|exime/i);
      for (const other of CONSENT_DOCUMENTS.filter((document) => document !== 'fcra-disclosure')) {
        expect(words).not.toContain(CONSENT_TEXTS[language][other].title);
      }
    }
    expect(CONSENT_TEXTS.en['fcra-disclosure'].agree).toBe('I have read this disclosure.');
  });

  it('names the summary of rights published on a given day, in its language', () => {
    expect(summaryOfRightsOn('es', new Date('2030-01-01T00:00:00Z')).version).toBe(CONSENT_TEXTS.es['fcra-summary-of-rights'].version);
    expect(summaryOfRightsOn('en', new Date()).language).toBe('en');
  });
});
