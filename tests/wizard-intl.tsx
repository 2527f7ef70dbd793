import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/lib/i18n/messages/en.json';
import es from '@/lib/i18n/messages/es.json';
import type { Locale } from '@/lib/i18n/locales';
import { WIZARD_FORMATS, wizardMessages } from '@/lib/i18n/wizard-messages';

/**
 * What the wizard's page puts around it (components/wizard/wizard-intl-provider.tsx), for component tests, which
 * render the wizard without a server: next-intl's client provider with the wizard's namespaces of a catalog.
 */
export function TestWizardIntl({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={wizardMessages(locale === 'en' ? en : es)} formats={WIZARD_FORMATS} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
