'use client';

import { useMemo } from 'react';
import { createTranslator } from 'use-intl/core';
import { useWizardTexts } from './wizard-texts';

/**
 * use-intl's translator over the wizard's messages, for texts with values (numbers, dates, plurals). Imported only
 * by the later steps and the dialogs, which are fetched after the page: the formatter never weighs on the first
 * download. Dates are the applicant's own day: the browser's time zone.
 */
export function useWizardTranslator<Namespace extends 'WizardSteps' | 'Wait' | 'SubmitDialog' | 'SaveDraft' | 'DraftApi' | 'Resume'>(
  namespace: Namespace,
  timeZone?: string,
) {
  const { locale, messages } = useWizardTexts();
  return useMemo(
    () =>
      createTranslator({
        locale,
        messages,
        namespace,
        timeZone: timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
        // `{date, date, long}` in a message: "November 22, 2026", "22 de noviembre de 2026".
        formats: { dateTime: { long: { year: 'numeric', month: 'long', day: 'numeric' } } },
      }),
    [locale, messages, namespace, timeZone],
  );
}
