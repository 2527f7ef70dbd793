'use client';

import { waitDuration } from '@/lib/wait-text';
import { useTranslations } from 'next-intl';

/** "a minute", "5 minutos", "unos minutos": a 429's Retry-After as the applicant reads it (`Wait` messages). */
export function useWaitText(): (retryAfter: string | number | null | undefined) => string {
  const t = useTranslations('Wait');
  return (retryAfter) => {
    const wait = waitDuration(retryAfter);
    return wait.unit === 'fewMinutes' ? t('fewMinutes') : t(wait.unit, { count: wait.count });
  };
}
