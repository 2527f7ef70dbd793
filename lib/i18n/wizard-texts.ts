import 'server-only';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { buildWizardTexts, type WizardTexts } from './build-wizard-texts';

export type { WizardMessages, WizardTexts } from './build-wizard-texts';

/** The wizard's texts for this request's language; `carrierName` null shows the company code itself. */
export async function wizardTexts({ compCode, carrierName }: { compCode: string; carrierName: string | null }): Promise<WizardTexts> {
  const [locale, messages, t] = await Promise.all([getLocale(), getMessages(), getTranslations('Wizard')]);
  return buildWizardTexts({ locale, messages, t, compCode, carrierName });
}

