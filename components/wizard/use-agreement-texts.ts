'use client';

import { AGREEMENT_TEXTS, type AgreementTexts } from '@/lib/applicant/agreement-texts-by-language';
import { useWizardTexts } from './wizard-texts';

/**
 * The texts of steps 9–11 in the wizard's language, as published (lib/applicant/agreement-texts*.ts): what the
 * applicant agrees to, and what the submit's Shown-Language makes the signature record name. Imported only by
 * those steps, which are fetched after the page: neither language's legal texts weigh on the first download.
 */
export function useAgreementTexts(): AgreementTexts {
  return AGREEMENT_TEXTS[useWizardTexts().locale];
}
