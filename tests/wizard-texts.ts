import compile from 'icu-minify/compile';
import en from '@/lib/i18n/messages/en.json';
import es from '@/lib/i18n/messages/es.json';
import type { Locale } from '@/lib/i18n/locales';
import { buildWizardTexts, type WizardMessages, type WizardTexts } from '@/lib/i18n/build-wizard-texts';

/** Every message of a catalog as next-intl's plugin precompiles it in a build (icu-minify's `compile`). */
function precompiled(node: unknown): unknown {
  if (typeof node === 'string') return compile(node);
  return Object.fromEntries(Object.entries(node as Record<string, unknown>).map(([key, value]) => [key, precompiled(value)]));
}

/**
 * What the wizard's page hands the browser (lib/i18n/wizard-texts.ts), built the page's way from the catalogs, for
 * component tests, which render the wizard without a server.
 */
export function testWizardTexts(locale: Locale = 'en'): WizardTexts {
  return buildWizardTexts(locale, precompiled(locale === 'en' ? en : es) as WizardMessages);
}
