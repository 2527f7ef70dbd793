import type en from './messages/en.json';
import type { Locale } from './locales';

/** The catalog namespaces the wizard's browser code reads (every other one stays on the server). */
export const WIZARD_NAMESPACES = ['Wizard', 'WizardSteps', 'Wait', 'SubmitDialog', 'SaveDraft', 'DraftApi', 'Resume', 'Steps', 'Fields', 'Screening', 'Consents', 'Documents', 'CdlScan', 'ApplicationFile', 'Reuse'] as const;
export type WizardMessages = Pick<typeof en, (typeof WIZARD_NAMESPACES)[number]>;

/**
 * What the wizard's browser code needs to speak the applicant's language, handed to it as data by the page (the
 * page's flight data, not its scripts): only the active language, only the namespaces above, as next-intl's
 * plugin precompiled them (a message without values is its text; one with values, icu-minify's compact form).
 */
export type WizardTexts = { locale: Locale; messages: WizardMessages };

/** The texts from a language's catalog: the page's and the component tests' (tests/wizard-texts.ts) one way. */
export function buildWizardTexts(locale: Locale, messages: WizardMessages): WizardTexts {
  return {
    locale,
    messages: Object.fromEntries(WIZARD_NAMESPACES.map((namespace) => [namespace, messages[namespace]])) as WizardMessages,
  };
}
