'use client';

import { useMemo } from 'react';
import { useWizardT } from './wizard-texts';

/** Yes ('Y') and No ('N') as the applicant reads them; the stored values never change. */
export function useYesNoOptions(): readonly { value: 'Y' | 'N'; label: string }[] {
  const t = useWizardT('Wizard');
  return useMemo(
    () => [
      { value: 'Y', label: t('yes') },
      { value: 'N', label: t('no') },
    ],
    [t],
  );
}
