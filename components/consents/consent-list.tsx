'use client';

import { useEffect, useId, useMemo, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { DEFAULT_COMPANY_CODE } from '@/lib/applicant/schema';
import type { FormFieldName } from '@/lib/applicant/form-values';
import { signature } from '@/lib/applicant/steps/agreements';
import { SUMMARY_OF_RIGHTS, type ConsentDocument } from '@/lib/consents/consent-text';
import { addressStates, consentDocuments } from '@/lib/consents/consents-to-sign';
import { shownConsent, type ShownConsent } from '@/lib/consents/shown-consent';
import { useFormFacts } from '@/components/wizard/form-facts';
import { useWizardForm } from '@/components/wizard/wizard-form';
import { useLocale, useTranslations } from 'next-intl';
import { ConsentDialog } from './consent-dialog';
import { ConsentListHeading, ConsentsLoading } from './consent-list-frame';
import { consentActions, consentButtonId, CONSENT_LIST_ID, isAgreed, missingConsents, useConsentState, type DueConsent } from './consent-store';
import { useConsentConfig } from './use-consent-config';

/** The step's own boxes and signature, whose messages a refused Finish shows. */
const STEP_FIELDS = Object.keys(signature.fields) as FormFieldName[];

/**
 * Step 11's list of the background-check consents, before the signature: each document with whether it is agreed
 * to, and a button that opens it on a screen of its own (./consent-dialog.tsx). Which documents are listed follows
 * the carrier's choices (fetched when the step first shows) and the states of step 1's addresses, as typed.
 */
export function ConsentList() {
  const t = useTranslations('Consents');
  const locale = useLocale();
  const companyCode = useFormFacts().companyCode ?? DEFAULT_COMPANY_CODE;
  const { control } = useWizardForm();
  const [currentState, previousAddresses] = useWatch({ control, name: ['state', 'previousAddresses'] });
  // Finish refused for a box or the signature of this step: the consents still missing are marked at the same time.
  const { errors } = useFormState({ control, name: STEP_FIELDS });
  const stepRefused = STEP_FIELDS.some((name) => errors[name] !== undefined);
  const consentState = useConsentState();
  const loaded = useConsentConfig(companyCode, consentState.refused);
  const [opened, setOpened] = useState<ConsentDocument | null>(null);
  const headingId = useId();
  const messageId = useId();

  const config = loaded.status === 'ready' ? loaded.config : null;
  const states = addressStates([currentState, ...(previousAddresses ?? []).map((address) => address.prevState1)]);
  const statesKey = states.join(',');
  const items = useMemo<ShownConsent[] | null>(
    () =>
      config &&
      consentDocuments(config.choices, statesKey ? statesKey.split(',') : []).map((document) =>
        shownConsent(document, locale, companyCode, config.carrierTexts),
      ),
    [config, statesKey, locale, companyCode],
  );
  const due = useMemo<DueConsent[] | null>(
    () =>
      items &&
      items.flatMap((item) =>
        item.consent === SUMMARY_OF_RIGHTS || item.text.agree === null
          ? []
          : [{ consent: item.consent, version: item.text.version, official: item.official?.version ?? null, hasRequest: item.text.request !== undefined }],
      ),
    [items],
  );
  useEffect(() => {
    if (due) consentActions.setDue(due);
  }, [due]);

  const missing = missingConsents(consentState) ?? [];
  const showMissing = (consentState.showMissing || stepRefused) && (missing.length > 0 || !config);
  const summary = items?.find((item) => item.consent === SUMMARY_OF_RIGHTS);
  const openedItem = items?.find((item) => item.consent === opened);
  // The titles of the texts the server said changed, as the list now shows them: "The text of … changed".
  const changedItems = items?.filter((item) => consentState.changedTexts.includes(item.consent)) ?? [];
  const changedTitles = changedItems.length > 0 ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(changedItems.map((item) => `“${item.text.title}”`)) : null;

  return (
    <Box component="section" id={CONSENT_LIST_ID} aria-labelledby={headingId} tabIndex={-1} sx={{ outline: 'none' }}>
      <ConsentListHeading headingId={headingId} />
      {consentState.refused > 0 && (
        <Alert severity="warning" variant="outlined" sx={{ mt: 1 }}>
          {changedTitles ? t('textChanged', { titles: changedTitles }) : t('changed')}
        </Alert>
      )}
      {loaded.status === 'loading' && <ConsentsLoading />}
      {loaded.status === 'failed' && (
        <Alert
          severity="error"
          sx={{ mt: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={loaded.retry}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      )}
      {items && (
        <Box component="ul" aria-describedby={showMissing ? messageId : undefined} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1 }}>
          {items.map((item) => {
            const itemDue = due?.find((entry) => entry.consent === item.consent);
            const agreed = itemDue !== undefined && isAgreed(consentState, itemDue);
            const flagged = showMissing && itemDue !== undefined && !agreed;
            const status = itemDue === undefined ? t('toRead') : agreed ? t('agreed') : t('notAgreed');
            const Icon = itemDue === undefined ? MenuBookIcon : agreed ? CheckCircleIcon : RadioButtonUncheckedIcon;
            return (
              <Box
                component="li"
                key={item.consent}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1.5,
                  border: 1,
                  borderRadius: 1,
                  borderColor: flagged ? 'error.main' : 'divider',
                }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500 }} lang={item.text.language === locale ? undefined : item.text.language}>
                    {item.text.title}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: flagged ? 'error.main' : agreed ? 'success.main' : 'text.secondary' }}
                  >
                    <Icon fontSize="inherit" aria-hidden />
                    {status}
                  </Typography>
                </Box>
                <Button
                  id={consentButtonId(item.consent)}
                  variant={agreed || itemDue === undefined ? 'text' : 'outlined'}
                  onClick={() => setOpened(item.consent)}
                  aria-label={t(itemDue === undefined ? 'readNamed' : 'openNamed', { title: item.text.title })}
                  sx={{ flexShrink: 0 }}
                >
                  {itemDue === undefined ? t('read') : t('open')}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
      {showMissing && (
        <Typography id={messageId} role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {t('required')}
        </Typography>
      )}
      {openedItem && config && (
        <ConsentDialog
          item={openedItem}
          due={due?.find((entry) => entry.consent === openedItem.consent)}
          summary={openedItem.consent === 'fcra-disclosure' ? summary : undefined}
          values={config.values}
          // The dialog gives focus back to the document's button in the list.
          onClose={() => setOpened(null)}
        />
      )}
    </Box>
  );
}
