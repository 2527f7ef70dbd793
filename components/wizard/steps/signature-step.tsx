'use client';

import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConsentListPlaceholder } from '@/components/consents/consent-list-frame';
import { useConsentState } from '@/components/consents/consent-store';
import { AgreementCheckbox } from '../agreement-checkbox';
import { SignatureField } from '../signature-field';
import { AGREEMENT_TEXTS } from '@/lib/signed-content/agreement-texts-by-language';
import { useFormField } from '../use-form-field';
import { useHydrated } from '@/components/use-hydrated';
import { useLocale, useTranslations } from 'next-intl';
import { applicantDay } from '@/lib/i18n/wizard-messages';

/**
 * The background-check consents (components/consents): their texts and screens come in a download of their own,
 * asked for as soon as this step's code arrives (while step 10 is open), so the wizard's first download lists
 * nothing more for this step than before.
 */
const loadConsentList = () => import('@/components/consents/consent-list');
const ConsentList = lazy(() => loadConsentList().then((module) => ({ default: module.ConsentList })));
loadConsentList().catch(() => {
  // Offline for now: the step asks again when it shows.
});

const NOTICE_HEADING_ID = 'investigation-notice-heading';
const AUTHORIZATION_HEADING_ID = 'inquiries-authorization-heading';
export const CERTIFICATION_ID = 'applicant-certification';

/**
 * The last step: the 391.21(d) notice, the authorization of the 391.23 inquiries (which refers back to the notice)
 * and the consent to sign electronically, each given with a box, the background-check consents (each opened and
 * agreed to on a screen of its own), then, once those are listed, the 391.21(b)(12) certification directly above the
 * pad, as on the paper form, and the date it is signed. The texts are those of the wizard's language.
 */
export function SignatureStep() {
  const { investigationNotice, safetyHistoryAuthorization, electronicSignature, certification } = AGREEMENT_TEXTS[useLocale()];
  // The certification and the pad come once the consents above them are listed: the list replaces a loading line
  // several times its height, and a pad already there would move under a finger signing (a stroke cut short).
  const consentsListed = useConsentState().due !== null;
  return (
    <Stack spacing={2}>
      <Box component="section" aria-labelledby={NOTICE_HEADING_ID}>
        <Typography id={NOTICE_HEADING_ID} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {investigationNotice.title}
        </Typography>
        {investigationNotice.paragraphs.map((paragraph) => (
          <Typography key={paragraph} sx={{ mt: 1 }}>
            {paragraph}
          </Typography>
        ))}
        <Box sx={{ mt: 1 }}>
          <AgreementCheckbox name="noticeAcknowledged" label={investigationNotice.acknowledgment} />
        </Box>
      </Box>
      <Box component="section" aria-labelledby={AUTHORIZATION_HEADING_ID}>
        <Typography id={AUTHORIZATION_HEADING_ID} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {safetyHistoryAuthorization.title}
        </Typography>
        <Box sx={{ mt: 1 }}>
          <AgreementCheckbox name="safetyHistoryAuthorized" label={safetyHistoryAuthorization.text} />
        </Box>
      </Box>
      <div>
        <AgreementCheckbox name="esignConsent" label={electronicSignature.text} />
      </div>
      <Suspense fallback={<ConsentListPlaceholder />}>
        <ConsentList />
      </Suspense>
      {consentsListed && (
        <>
          <div>
            <Typography id={CERTIFICATION_ID} sx={{ fontWeight: 500, mb: 1.5 }}>
              {certification.text}
            </Typography>
            <SignaturePad />
          </div>
          {/* The date is formatted by the message formatter, which may still be on its way. */}
          <Suspense fallback={null}>
            <ApplicationDate />
          </Suspense>
        </>
      )}
    </Stack>
  );
}

/**
 * Bound to the form here, below the boxes, not in the step itself: fields are registered as they render, and a
 * refused Finish focuses the first one missing in that order, which must be the reading order.
 */
function SignaturePad() {
  const image = useFormField('signature64');
  const strokes = useFormField('signature');
  return (
    <SignatureField
      value={{ signature: strokes.field.value, signature64: image.field.value }}
      onChange={(next) => {
        strokes.field.onChange(next.signature);
        image.change(next.signature64);
      }}
      error={image.message}
      inputRef={image.field.ref}
    />
  );
}

/**
 * Today, in the applicant's own calendar. Only in the browser: the server's date (and time zone) may differ from
 * the applicant's, and a different text in the server HTML would not match the hydrated page.
 */
function ApplicationDate() {
  const hydrated = useHydrated();
  const t = useTranslations('WizardSteps');
  if (!hydrated) return null;
  return <Typography>{t('applicationDate', { date: new Date() }, applicantDay())}</Typography>;
}
