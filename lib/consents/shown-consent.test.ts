import { CONSENT_TEXTS } from './texts/published-consent-texts';
import { carrierBlocks, carrierConsentText, carrierTextVersion, parseCarrierTextVersion, shownConsent, type CarrierText } from './shown-consent';

/** Which words step 11 shows for a consent: ours in the applicant's language, or the carrier's own wording. */
const COUNSEL: CarrierText = {
  number: 3,
  en: { title: 'Our notice', agree: 'I have read it.', body: 'First paragraph\nstill the first.\r\n\r\nI understand that:\n\n- one\n- two' },
  es: null,
};

describe('the text a consent shows', () => {
  it('is ours, in the applicant’s language, without a carrier’s wording', () => {
    expect(shownConsent('state-ca', 'es', 'ACME', {})).toEqual({
      consent: 'state-ca',
      text: CONSENT_TEXTS.es['state-ca'],
      source: 'app',
      official: null,
      englishFallback: false,
    });
  });

  it('is, for PSP in Spanish, our translation with the FMCSA English it translates beneath it', () => {
    const psp = shownConsent('psp-disclosure-authorization', 'es', 'ACME', {});
    expect(psp.text).toBe(CONSENT_TEXTS.es['psp-disclosure-authorization']);
    expect(psp.official).toBe(CONSENT_TEXTS.en['psp-disclosure-authorization']);
    expect(shownConsent('psp-disclosure-authorization', 'en', 'ACME', {}).official).toBeNull();
  });

  it("is the carrier's wording when it replaced ours: its own version, the state's request box kept", () => {
    const shown = shownConsent('state-ca', 'en', 'ACME', { 'state-ca': COUNSEL });
    expect(shown).toMatchObject({ source: 'carrier', englishFallback: false, official: null });
    expect(shown.text).toEqual({
      version: 'carrier/ACME/state-ca/3',
      consent: 'state-ca',
      language: 'en',
      title: 'Our notice',
      agree: 'I have read it.',
      request: CONSENT_TEXTS.en['state-ca'].request,
      blocks: [
        { kind: 'paragraph', text: 'First paragraph still the first.' },
        { kind: 'paragraph', text: 'I understand that:' },
        { kind: 'list', items: ['one', 'two'] },
      ],
    });
  });

  it("shows a Spanish applicant the carrier's English where it gave no Spanish, and says so; its Spanish where it did", () => {
    expect(shownConsent('state-ca', 'es', 'ACME', { 'state-ca': COUNSEL })).toMatchObject({ englishFallback: true, text: { language: 'en', version: 'carrier/ACME/state-ca/3' } });
    const both: CarrierText = { ...COUNSEL, es: { title: 'Nuestro aviso', agree: 'Lo he leído.', body: 'Párrafo.' } };
    const spanish = shownConsent('state-ca', 'es', 'ACME', { 'state-ca': both });
    expect(spanish).toMatchObject({ englishFallback: false, text: { language: 'es', version: 'carrier/ACME/state-ca/3/es', translates: 'carrier/ACME/state-ca/3' } });
    expect(spanish.text.request).toBe(CONSENT_TEXTS.es['state-ca'].request);
  });

  it('names a carrier’s versions so they can be read back, and no version of ours as one', () => {
    expect(parseCarrierTextVersion(carrierTextVersion('ACME_2', 'fcra-authorization', 12, 'es'))).toEqual({
      companyCode: 'ACME_2',
      consent: 'fcra-authorization',
      number: 12,
      language: 'es',
    });
    expect(parseCarrierTextVersion(CONSENT_TEXTS.en['fcra-authorization'].version)).toBeNull();
    expect(parseCarrierTextVersion('carrier/acme/fcra-authorization/1')).toBeNull();
  });

  it('reads a typed body into paragraphs and lists, whatever the line endings', () => {
    expect(carrierBlocks('\n\nOne\r\ntwo\n \n- a\n• b\n\n- c\nnot a list\n')).toEqual([
      { kind: 'paragraph', text: 'One two' },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', text: '- c not a list' },
    ]);
    expect(carrierConsentText('ACME', 'fcra-disclosure', COUNSEL, 'en').request).toBeUndefined();
  });
});
