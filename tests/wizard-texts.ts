import { createTranslator } from 'use-intl/core';
import en from '@/lib/i18n/messages/en.json';
import es from '@/lib/i18n/messages/es.json';
import type { Locale } from '@/lib/i18n/locales';
import { buildWizardTexts, type WizardTexts } from '@/lib/i18n/build-wizard-texts';

/**
 * What the wizard's page hands the browser (lib/i18n/wizard-texts.ts), built the page's way from the catalogs, for
 * component tests, which render the wizard without a server. Messages stay ICU text here (next-intl's plugin
 * precompiles them in a build); use-intl formats either.
 */
export function testWizardTexts(locale: Locale = 'en', { compCode = 'TSKIS', carrierName = null as string | null } = {}): WizardTexts {
  const messages = locale === 'en' ? en : es;
  const t = createTranslator({ locale, messages, namespace: 'Wizard' });
  return buildWizardTexts({ locale, messages: messages as never, t: (key, values) => t(key, values), compCode, carrierName });
}
