import 'server-only';
import { getLocale, getMessages } from 'next-intl/server';
import { buildWizardTexts, type WizardMessages, type WizardTexts } from './build-wizard-texts';

export type { WizardMessages, WizardTexts } from './build-wizard-texts';

/** The wizard's texts for this request's language. */
export async function wizardTexts(): Promise<WizardTexts> {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return buildWizardTexts(locale, messages as unknown as WizardMessages);
}
