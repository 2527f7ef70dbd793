import type { ConsentBlock, ConsentDocument, ConsentId, ConsentLanguage, ConsentText } from './consent-text';
import { CONSENT_TEXTS, PUBLISHED_CONSENT_TEXTS } from './texts/published-consent-texts';

/**
 * Which words step 11 shows for one document, in the applicant's language: ours (./texts), or the carrier's
 * counsel's wording when the carrier replaced ours (/staff/companies). The wizard resolves it to show it, and the
 * server again to check and record what the wizard says was shown (lib/consents/server/consent-filing.ts).
 */

/** A carrier's wording in one language, as its admin typed it: paragraphs separated by a blank line (`carrierBlocks`). */
export type CarrierWording = { title: string; agree: string; body: string };

/** One version of a carrier's text of a consent: English always, Spanish when the carrier gave one. */
export type CarrierText = { number: number; en: CarrierWording; es: CarrierWording | null };

/** The carrier's current texts, by consent: a consent without one shows ours. */
export type CarrierTexts = Partial<Record<ConsentId, CarrierText>>;

/** The version name of a carrier's text: `carrier/ACME/fcra-disclosure/3`, its Spanish `carrier/ACME/fcra-disclosure/3/es`. */
export function carrierTextVersion(companyCode: string, consent: ConsentId, number: number, language: ConsentLanguage): string {
  return `carrier/${companyCode}/${consent}/${number}${language === 'es' ? '/es' : ''}`;
}

const CARRIER_VERSION = /^carrier\/([A-Z0-9_-]{1,20})\/([a-z-]+)\/([1-9]\d{0,8})(\/es)?$/;

/** The parts of a carrier text's version name; null for one of ours (or anything else). */
export function parseCarrierTextVersion(version: string): { companyCode: string; consent: string; number: number; language: ConsentLanguage } | null {
  const match = CARRIER_VERSION.exec(version);
  return match ? { companyCode: match[1]!, consent: match[2]!, number: Number(match[3]), language: match[4] ? 'es' : 'en' } : null;
}

/**
 * A carrier's wording as a published text: its paragraphs, and the request box the state's law requires (kept from
 * ours: a replaced text cannot drop it).
 */
export function carrierConsentText(companyCode: string, consent: ConsentId, text: CarrierText, language: ConsentLanguage): ConsentText {
  const wording = language === 'es' && text.es ? text.es : text.en;
  const shownIn: ConsentLanguage = language === 'es' && text.es ? 'es' : 'en';
  const request = CONSENT_TEXTS[shownIn][consent].request;
  return {
    version: carrierTextVersion(companyCode, consent, text.number, shownIn),
    consent,
    language: shownIn,
    ...(shownIn === 'es' && { translates: carrierTextVersion(companyCode, consent, text.number, 'en') }),
    title: wording.title,
    agree: wording.agree,
    ...(request !== undefined && { request }),
    blocks: carrierBlocks(wording.body),
  };
}

const LIST_ITEM = /^[-•]\s+/;

/**
 * A typed body as blocks: paragraphs separated by blank lines, each one's line breaks read as spaces; a paragraph
 * whose every line starts with "- " is a list.
 */
export function carrierBlocks(body: string): ConsentBlock[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.split('\n').map((line) => line.trim()).filter(Boolean))
    .filter((lines) => lines.length > 0)
    .map((lines): ConsentBlock =>
      lines.every((line) => LIST_ITEM.test(line))
        ? { kind: 'list', items: lines.map((line) => line.replace(LIST_ITEM, '')) }
        : { kind: 'paragraph', text: lines.join(' ') },
    );
}

/** One document as step 11 shows it. */
export type ShownConsent = {
  consent: ConsentDocument;
  /** The words shown, in the language shown. */
  text: ConsentText;
  source: 'app' | 'carrier';
  /**
   * PSP in Spanish: the FMCSA's English wording shown beneath our translation, which governs; the box agrees to both.
   * null otherwise.
   */
  official: ConsentText | null;
  /** A Spanish applicant shown the carrier's English: the carrier gave no Spanish for its wording. */
  englishFallback: boolean;
};

export function shownConsent(
  consent: ConsentDocument,
  language: ConsentLanguage,
  companyCode: string,
  carrierTexts: CarrierTexts,
): ShownConsent {
  const carrier = consent === 'fcra-summary-of-rights' ? undefined : carrierTexts[consent];
  if (carrier) {
    const text = carrierConsentText(companyCode, consent as ConsentId, carrier, language);
    return { consent, text, source: 'carrier', official: null, englishFallback: text.language !== language };
  }
  const text = CONSENT_TEXTS[language][consent];
  // Our PSP translation names the FMCSA wording it translates, which is shown with it.
  const official = consent === 'psp-disclosure-authorization' && text.translates ? (PUBLISHED_CONSENT_TEXTS.get(text.translates) ?? null) : null;
  return { consent, text, source: 'app', official, englishFallback: false };
}
