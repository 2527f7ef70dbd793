import type { Formats } from 'next-intl';
import type en from './messages/en.json';

/** The catalog namespaces the wizard's browser code reads (every other one stays on the server). */
export const WIZARD_NAMESPACES = ['Wizard', 'WizardSteps', 'Wait', 'SubmitDialog', 'SaveDraft', 'DraftApi', 'Resume', 'Steps', 'Fields', 'Screening', 'Consents', 'Documents', 'CdlScan', 'ApplicationFile', 'Reuse'] as const;
export type WizardMessages = Pick<typeof en, (typeof WIZARD_NAMESPACES)[number]>;

/**
 * The wizard's namespaces of the active language's catalog, which its page hands next-intl's client provider
 * (components/wizard/wizard-intl-provider.tsx): the page's flight data carries these, not the whole catalog.
 */
export function wizardMessages(messages: WizardMessages): WizardMessages {
  return Object.fromEntries(WIZARD_NAMESPACES.map((namespace) => [namespace, messages[namespace]])) as WizardMessages;
}

const LONG_DATE = { year: 'numeric', month: 'long', day: 'numeric' } as const;

/**
 * `{date, date, long}` in a message: "November 22, 2026", "22 de noviembre de 2026". Precompiled messages are
 * formatted by icu-minify, which knows no named date style of its own.
 */
export const WIZARD_FORMATS = { dateTime: { long: LONG_DATE } } satisfies Formats;

/**
 * The formats of a message that tells a day (`t('date', values, applicantDay())`): the day in the applicant's own
 * time zone, the browser's unless `timeZone` says otherwise. The provider's time zone is the server's, which may
 * put the day before or after the applicant's; these texts are shown only in the browser.
 */
export function applicantDay(timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone) {
  return { dateTime: { long: { ...LONG_DATE, timeZone } } } satisfies Formats;
}
