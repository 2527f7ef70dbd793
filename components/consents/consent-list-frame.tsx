'use client';

import { useId } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';

/** The consents' heading and what they are for, above their list (./consent-list.tsx). */
export function ConsentListHeading({ headingId }: { headingId: string }) {
  const t = useTranslations('Consents');
  return (
    <>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('heading')}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('intro')}</Typography>
    </>
  );
}

/** Said while the carrier's consents are on their way. */
export function ConsentsLoading() {
  const t = useTranslations('Consents');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }} role="status">
      <CircularProgress size={20} aria-hidden />
      <Typography>{t('loading')}</Typography>
    </Box>
  );
}

/**
 * Step 11 while the list's own code is on its way: the list as it first shows (heading, intro, loading), so that
 * its arrival does not push the certification and the signature pad down under a finger about to sign.
 */
export function ConsentListPlaceholder() {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <ConsentListHeading headingId={headingId} />
      <ConsentsLoading />
    </Box>
  );
}
