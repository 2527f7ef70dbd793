import { createTranslator } from 'use-intl/core';
import { basicInformation } from '@/lib/applicant/steps/basic-information';
import en from '@/lib/i18n/messages/en.json';
import es from '@/lib/i18n/messages/es.json';
import type { Locale } from '@/lib/i18n/locales';
import { overlayStepSpec, type StepsMessages } from '@/lib/i18n/step-messages';
import type { WizardMessages, WizardTexts } from '@/lib/i18n/wizard-texts';

/**
 * What the wizard's page hands the browser (lib/i18n/wizard-texts.ts), built from the catalogs for component
 * tests, which render the wizard without a server. Messages stay ICU text here (next-intl's plugin precompiles
 * them in a build); use-intl formats either.
 */
export function testWizardTexts(locale: Locale = 'en', { compCode = 'TSKIS', carrierName = null as string | null } = {}): WizardTexts {
  const catalog = locale === 'en' ? en : es;
  const steps = locale === 'en' ? null : (es.Steps as StepsMessages);
  const { entryName, numbers, fields } = overlayStepSpec(basicInformation, steps?.['basic-information']).groups.previousAddresses;
  const t = createTranslator({ locale, messages: catalog, namespace: 'Wizard' });
  return {
    locale,
    messages: {
      Wizard: catalog.Wizard,
      WizardSteps: catalog.WizardSteps,
      Wait: catalog.Wait,
      SubmitDialog: catalog.SubmitDialog,
      SaveDraft: catalog.SaveDraft,
      DraftApi: catalog.DraftApi,
      Resume: catalog.Resume,
    } as WizardMessages,
    steps,
    heading: {
      title: t('title', { company: carrierName ?? compCode }),
      companyCode: carrierName ? t('companyCode', { code: compCode }) : null,
    },
    previousAddresses: numbers.map((n) => ({
      legend: t('previousAddressEntry', { entryName, n }),
      remove: t('removePreviousAddress', { n }),
      fields: Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, t('previousAddressField', { label: spec.label, n })])),
    })),
  };
}
