'use client';

import { Activity, memo, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { NextButton } from './next-button';
import { loadedStep, WIZARD_STEPS } from './wizard-steps';
import { useTranslations } from 'next-intl';

export const LAST_STEP = WIZARD_STEPS.length - 1;
export const headingId = (step: number) => `wizard-step-${step}-heading`;

type WizardStepperProps = {
  activeStep: number;
  /** Next is waiting for the next step's code (slow connections only). */
  loadingStep: boolean;
  /** Next could not fetch what it needed (a step's code, the schema checks). */
  downloadFailed: boolean;
  submitting: boolean;
  /** Callbacks must keep their identity: the stepper re-renders only when what it shows changes. */
  onNext: (event: FormEvent) => void;
  onBack: (step: number) => void;
  onStepEntered: (step: number) => void;
  /** Shown beside Back / Next on every step ("Save and finish later"); an element that keeps its identity. */
  extraAction?: ReactNode;
};

/**
 * The vertical stepper with every step's heading, the open step's fields and its Back / Next buttons.
 *
 * Memoized: the component holding the form re-renders when react-hook-form updates its state — once right after
 * hydration (isReady), then when the answers first become dirty — and that redrew every step and field each time,
 * right after hydration a second long task on a phone.
 *
 * Its content is an <Activity> boundary: React hydrates the page around it first and the stepper afterwards, at a
 * lower priority and in slices, so hydrating it does not hold the main thread in one piece (figures: docs/performance.md). A tap or a key inside it before then makes React hydrate it at once and deliver the event. Unlike a
 * Suspense boundary, React renders an Activity's HTML in place: a Suspense boundary this large is streamed after the
 * page and revealed by script, so the form would show later. The boundary sits inside the memo, so the wizard's re-renders right
 * after hydration do not reach it (an update to a boundary not yet hydrated makes React hydrate it all at once).
 */
export const WizardStepper = memo(function WizardStepper({
  activeStep,
  loadingStep,
  downloadFailed,
  submitting,
  onNext,
  onBack,
  onStepEntered,
  extraAction,
}: WizardStepperProps) {
  const t = useTranslations('Wizard');
  const steps = useTranslations('Steps');
  return (
    <Activity>
      <Box component="form" method="post" noValidate onSubmit={onNext}>
        <Stepper activeStep={activeStep} orientation="vertical">
          {WIZARD_STEPS.map(({ id }, index) => {
            const Component = loadedStep(index);
            return (
              <Step key={id}>
                <StepLabel>
                  <Box
                    component="span"
                    id={headingId(index)}
                    role="heading"
                    aria-level={2}
                    tabIndex={-1}
                    sx={{ outline: 'none', fontSize: { sm: '1.0625rem' } }}
                  >
                    {steps(`${id}.title`)}
                  </Box>
                </StepLabel>
                <StepContent slotProps={{ transition: { onEntered: () => onStepEntered(index) } }}>
                  <Box role="group" aria-labelledby={headingId(index)} sx={{ pt: 1 }}>
                    {Component && <Component />}
                  </Box>
                  <Box sx={{ display: 'flex', gap: 1, mt: 3, mb: 1, flexWrap: 'wrap' }}>
                    <Button onClick={() => onBack(index - 1)} disabled={index === 0 || submitting} variant="outlined">
                      {t('back')}
                    </Button>
                    <NextButton loading={index === LAST_STEP ? submitting : loadingStep}>
                      {index === LAST_STEP ? t('finish') : t('next')}
                    </NextButton>
                    {extraAction}
                  </Box>
                  {downloadFailed && (
                    <Typography role="alert" color="error" variant="body2" sx={{ mb: 1 }}>
                      {index === LAST_STEP ? t('downloadFailedFinish') : t('downloadFailedNext')}
                    </Typography>
                  )}
                </StepContent>
              </Step>
            );
          })}
        </Stepper>
      </Box>
    </Activity>
  );
});
