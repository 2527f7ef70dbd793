import type { getMessages } from 'next-intl/server';
import { basicInformation } from '@/lib/applicant/steps/basic-information';
import type { Locale } from './locales';
import { overlayStepSpec, type StepsMessages } from './step-messages';

export type Messages = Awaited<ReturnType<typeof getMessages>>;

/** The catalog namespaces the wizard's browser code reads (every other one stays on the server). */
const WIZARD_NAMESPACES = ['Wizard', 'WizardSteps', 'Wait', 'SubmitDialog', 'SaveDraft', 'DraftApi', 'Resume'] as const;
export type WizardMessages = Pick<Messages, (typeof WIZARD_NAMESPACES)[number]>;

/**
 * What the wizard's browser code needs to speak the applicant's language, handed to it as data by the page (the
 * page's flight data, not its scripts): only the active language, only the namespaces above.
 */
export type WizardTexts = {
  locale: Locale;
  /** As next-intl's plugin precompiled them: a message without values is its text; one with values is formatted by use-intl. */
  messages: WizardMessages;
  /** The registry's steps in this language (lib/i18n/step-messages.ts); null in English, the registry's own. */
  steps: StepsMessages | null;
  /** The company header, formatted here where its values are known. */
  heading: { title: string; companyCode: string | null };
  /**
   * Step 1's numbered texts, formatted here: step 1 is part of the page's first download, which has no room for a
   * message formatter (tests/api/first-load-js.test.ts). The later steps format theirs with use-intl.
   */
  previousAddresses: { legend: string; remove: string; fields: Record<string, string> }[];
};

/** The `Wizard` namespace's formatter: next-intl's on the server, use-intl's own in component tests. */
type WizardTranslate = (key: 'title' | 'companyCode' | 'previousAddressEntry' | 'removePreviousAddress' | 'previousAddressField', values: Record<string, string | number>) => string;

/**
 * The texts from a language's catalog, with its formatter: the page's and the component tests' (tests/wizard-texts.ts)
 * one way of building them.
 */
export function buildWizardTexts({
  locale,
  messages,
  t,
  compCode,
  carrierName,
}: {
  locale: Locale;
  messages: Messages;
  t: WizardTranslate;
  compCode: string;
  carrierName: string | null;
}): WizardTexts {
  const steps = locale === 'en' ? null : ((messages as { Steps?: StepsMessages }).Steps ?? null);
  const step1 = overlayStepSpec(basicInformation, steps?.['basic-information']);
  const { entryName, numbers, fields } = step1.groups.previousAddresses;
  return {
    locale,
    messages: Object.fromEntries(WIZARD_NAMESPACES.map((namespace) => [namespace, messages[namespace]])) as WizardMessages,
    steps,
    heading: {
      title: t('title', { company: carrierName ?? compCode }),
      companyCode: carrierName ? t('companyCode', { code: compCode }) : null,
    },
    previousAddresses: numbers.map((n) => ({
      legend: t('previousAddressEntry', { entryName, n }),
      remove: t('removePreviousAddress', { n }),
      fields: Object.fromEntries(
        Object.entries(fields).map(([name, spec]) => [name, t('previousAddressField', { label: spec.label, n })]),
      ),
    })),
  };
}
