'use client';

import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ConsentLanguage, ConsentValues } from '@/lib/consents/consent-text';
import type { ShownConsent } from '@/lib/consents/shown-consent';
import { useLocale, useTranslations } from 'next-intl';
import { ConsentDocument } from './consent-document';
import { consentActions, isAgreed, useConsentState, type DueConsent } from './consent-store';

type ConsentDialogProps = {
  item: ShownConsent;
  /** The consent as due (absent for the summary of rights, which is only read). */
  due?: DueConsent;
  /** The summary of rights, linked from the FCRA disclosure (the one place it is linked from). */
  summary?: ShownConsent;
  values: Record<ConsentLanguage, ConsentValues>;
  onClose: () => void;
};

/**
 * One consent on a screen of its own: its title, its words, and its own box — nothing of any other consent, so the
 * FCRA disclosure is a document that "consists solely of the disclosure" (15 U.S.C. 1681b(b)(2)(A)(i)). A state's
 * request box sits above the agreement, optional and never checked beforehand. Full screen on a phone.
 */
export function ConsentDialog({ item, due, summary, values, onClose }: ConsentDialogProps) {
  const t = useTranslations('Consents');
  const locale = useLocale();
  const state = useConsentState();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [showSummary, setShowSummary] = useState(false);
  const titleId = useId();
  const requestHintId = useId();
  const shown = showSummary && summary ? summary : item;
  const { text, official } = shown;
  // A text in another language than the page's (a carrier's English, the FMCSA's) is marked for screen readers.
  const langOf = (language: ConsentLanguage) => (language === locale ? undefined : language);
  const agreed = due !== undefined && isAgreed(state, due);

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" scroll="paper" aria-labelledby={titleId}>
      <DialogTitle id={titleId} component="h2" lang={langOf(text.language)}>
        {text.title}
      </DialogTitle>
      <DialogContent dividers>
        {shown.englishFallback && (
          <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
            {t('englishOnly')}
          </Alert>
        )}
        <ConsentDocument text={text} values={values[text.language]} lang={langOf(text.language)} />
        {official && (
          <Box component="section" aria-label={t('officialHeading')} sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('officialHeading')}
            </Typography>
            <ConsentDocument text={official} values={values[official.language]} headingLevel={4} lang={langOf(official.language)} />
          </Box>
        )}
        {summary && !showSummary && (
          <Typography sx={{ mt: 1 }}>
            <Link component="button" type="button" variant="body1" onClick={() => setShowSummary(true)} sx={{ textAlign: 'start' }}>
              {summary.text.title}
            </Link>
          </Typography>
        )}
        {!showSummary && due && (
          <Box sx={{ mt: 2, display: 'grid', gap: 1 }}>
            {text.request && (
              <div>
                <FormControlLabel
                  label={text.request}
                  lang={langOf(text.language)}
                  sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -1 } }}
                  control={
                    <Checkbox
                      checked={state.requests[due.consent] === true}
                      onChange={(event) => consentActions.request(due.consent, event.target.checked)}
                      slotProps={{ input: { 'aria-describedby': requestHintId } }}
                    />
                  }
                />
                <FormHelperText id={requestHintId} sx={{ mt: 0, ml: 4 }}>
                  {t('requestOptional')}
                </FormHelperText>
              </div>
            )}
            {text.agree && (
              <FormControlLabel
                label={text.agree}
                lang={langOf(text.language)}
                sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -1 } }}
                control={<Checkbox checked={agreed} onChange={(event) => consentActions.agree(due, event.target.checked)} />}
              />
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {showSummary && <Button onClick={() => setShowSummary(false)}>{t('backToDisclosure')}</Button>}
        <Button variant="contained" onClick={onClose}>
          {t('backToList')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
