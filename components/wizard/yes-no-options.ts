'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';

/** Yes ('Y') and No ('N') as the applicant reads them; the stored values never change. */
export function useYesNoOptions(): readonly { value: 'Y' | 'N'; label: string }[] {
  const t = useTranslations('Wizard');
  return useMemo(
    () => [
      { value: 'Y', label: t('yes') },
      { value: 'N', label: t('no') },
    ],
    [t],
  );
}
