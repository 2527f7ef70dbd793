import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { WIZARD_FORMATS, wizardMessages } from '@/lib/i18n/wizard-messages';

/**
 * next-intl's client provider around the wizard (and the resume and reuse gates that lead into it), rendered on the
 * server: the applicant's language and only the namespaces the wizard reads (lib/i18n/wizard-messages.ts), as
 * next-intl's plugin precompiled them. Its components read them with `useTranslations` and `useLocale`.
 */
export async function WizardIntlProvider({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={wizardMessages(messages)} formats={WIZARD_FORMATS}>
      {children}
    </NextIntlClientProvider>
  );
}
