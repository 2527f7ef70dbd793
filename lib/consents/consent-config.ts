import type { ConsentLanguage, ConsentValues } from './consent-text';
import type { ConsentChoices } from './consents-to-sign';
import type { CarrierTexts } from './shown-consent';

/**
 * What step 11 needs from the server to show a carrier's consents (GET /api/consents/{code}): the carrier's choices,
 * the values its texts are filled with in each language, and the texts its counsel wrote in place of ours.
 */
export type ConsentConfig = {
  companyCode: string;
  choices: ConsentChoices;
  values: Record<ConsentLanguage, ConsentValues>;
  carrierTexts: CarrierTexts;
};

/**
 * One consent as a client sends it with the application (POST /api/drivers, `consents`: a list, in any order;
 * docs/consents.md): which consent, the version of the text shown (and for PSP in Spanish the FMCSA English shown
 * with it), optionally the SHA-256 the client computed of that text, when the applicant agreed by the device's
 * clock, and the answer of a state notice's request box.
 */
export type SubmittedConsent = {
  consent: string;
  version: string;
  official?: string;
  sha256?: string;
  agreedAt?: string;
  requestedCopy?: boolean;
};
