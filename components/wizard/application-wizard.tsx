'use client';

import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm } from 'react-hook-form';
import type { ApplicationFormValues, FormFacts } from '@/lib/applicant/form';
import { FormFactsProvider } from './form-facts';
import { NextButton } from './next-button';
import { createStepResolver, loadSchemaChecks } from './step-resolver';
import { useApplicationSubmit } from './use-application-submit';
import { useLeaveWarning } from './use-leave-warning';
import { loadedStep, loadStep, WIZARD_STEPS } from './wizard-steps';

const LAST_STEP = WIZARD_STEPS.length - 1;
/** Only Finish can open a dialog: it is loaded with the last step. */
const SubmitDialog = lazy(() => import('./submit-dialog').then((module) => ({ default: module.SubmitDialog })));
const headingId = (step: number) => `wizard-step-${step}-heading`;

type ApplicationWizardProps = {
  compCode: string;
  /**
   * The legal name of the carrier behind the company code (391.21(b)(1)), or null for a code without a record,
   * which keeps working and is shown as it is.
   */
  carrierName?: string | null;
  /** lib/applicant/form.ts `formFacts()`, from the server: the wizard needs no schema code to show step 1. */
  facts: FormFacts;
};

export function ApplicationWizard({ compCode, carrierName = null, facts }: ApplicationWizardProps) {
  const { stepFieldNames } = facts;
  const [activeStep, setActiveStep] = useState(0);
  const [loadingStep, setLoadingStep] = useState(false);
  // Next could not fetch what it needed (a step's code, the schema checks): on a phone that lost its connection.
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [steps] = useState(createStepResolver);
  const form = useForm<ApplicationFormValues>({
    defaultValues: facts.defaultValues,
    resolver: steps.resolver,
    mode: 'onTouched',
    // Steps unmount when left; their answers must stay (Back never loses anything).
    shouldUnregister: false,
  });
  const navigating = useRef(false);
  // What gets focus when a step opens: its heading, or its first invalid field.
  const focusOnEnter = useRef<'heading' | 'errors'>('heading');

  // A step opens once its component is loaded, so it never shows half-built and its fields can take focus at once.
  const goToStep = async (step: number, focus: 'heading' | 'errors' = 'heading') => {
    if (step === steps.getStep()) {
      if (focus === 'errors') void form.trigger(stepFieldNames[step], { shouldFocus: true });
      return;
    }
    if (!loadedStep(step)) {
      // Only on a slow connection, when the step's code has not arrived yet: Next shows it is working.
      setLoadingStep(true);
      try {
        await loadStep(step);
      } finally {
        setLoadingStep(false);
      }
    }
    steps.setStep(step);
    focusOnEnter.current = focus;
    setActiveStep(step);
  };

  const validateStep = (step: number) =>
    WIZARD_STEPS[step]?.validate?.(form) ?? form.trigger(stepFieldNames[step], { shouldFocus: true });

  const submit = useApplicationSubmit({
    form,
    compCode,
    validateFinalStep: () => validateStep(LAST_STEP),
    showStepErrors: (step) => void goToStep(step, 'errors'),
  });
  useLeaveWarning(form.formState.isDirty && !submit.submitted);

  const next = async (event: FormEvent) => {
    event.preventDefault();
    // A double click must neither skip a step unchecked nor add the same employer twice.
    if (navigating.current || submit.submitting) return;
    navigating.current = true;
    setDownloadFailed(false);
    try {
      const step = steps.getStep();
      if (step === LAST_STEP) await submit.finish();
      else if (await validateStep(step)) await goToStep(step + 1);
    } catch {
      // Everything else Next does is local or answers with its own dialog; what can fail here is a download.
      setDownloadFailed(true);
    } finally {
      navigating.current = false;
    }
  };

  // After a step change, focus goes to the new step's heading (screen readers announce it, Tab continues into
  // its fields), or to its first invalid field when the applicant was sent back to fix it. Done at once, not
  // after the opening animation, so it can never pull focus away from a field the applicant already clicked.
  const shownStep = useRef(activeStep);
  useEffect(() => {
    if (shownStep.current === activeStep) return;
    shownStep.current = activeStep;
    if (focusOnEnter.current === 'errors') void form.trigger(stepFieldNames[activeStep], { shouldFocus: true });
    else document.getElementById(headingId(activeStep))?.focus({ preventScroll: true });
  }, [activeStep, form, stepFieldNames]);

  // The schema checks are needed by the first field left or the first Next: fetched at once, after step 1 shows.
  useEffect(() => {
    loadSchemaChecks().catch(() => {
      // Offline for now: the first check tries again.
    });
  }, []);

  // While the applicant fills a step, the next one is fetched, so Next finds it ready.
  useEffect(() => {
    loadStep(activeStep + 1).catch(() => {
      // Offline for now: Next tries again.
    });
  }, [activeStep]);

  // Once the step has opened (the previous one has folded away), bring its top into view on small screens.
  const onStepEntered = (step: number) => {
    const heading = document.getElementById(headingId(step));
    if (heading && document.activeElement === heading) heading.scrollIntoView({ block: 'nearest' });
  };

  return (
    <FormFactsProvider facts={facts}>
      <FormProvider {...form}>
        <Typography variant="h1">Driver Application {carrierName ?? compCode}</Typography>
        {carrierName && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Company code {compCode}
          </Typography>
        )}
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          The following information must be completed
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Fields marked * are required.
        </Typography>
        <Box component="form" method="post" noValidate onSubmit={next}>
          <Stepper activeStep={activeStep} orientation="vertical">
            {WIZARD_STEPS.map(({ label }, index) => {
              const Component = loadedStep(index);
              return (
                <Step key={label}>
                  <StepLabel>
                    <Box
                      component="span"
                      id={headingId(index)}
                      role="heading"
                      aria-level={2}
                      tabIndex={-1}
                      sx={{ outline: 'none', fontSize: { sm: '1.0625rem' } }}
                    >
                      {label}
                    </Box>
                  </StepLabel>
                  <StepContent slotProps={{ transition: { onEntered: () => onStepEntered(index) } }}>
                    <Box role="group" aria-labelledby={headingId(index)} sx={{ pt: 1 }}>
                      {Component && <Component />}
                    </Box>
                    <Box sx={{ display: 'flex', gap: 1, mt: 3, mb: 1 }}>
                      <Button
                        onClick={() => void goToStep(index - 1)}
                        disabled={index === 0 || submit.submitting}
                        variant="outlined"
                      >
                        Back
                      </Button>
                      <NextButton loading={index === LAST_STEP ? submit.submitting : loadingStep}>
                        {index === LAST_STEP ? 'Finish' : 'Next'}
                      </NextButton>
                    </Box>
                    {downloadFailed && (
                      <Typography role="alert" color="error" variant="body2" sx={{ mb: 1 }}>
                        Part of the application could not be downloaded. Check your connection, then press{' '}
                        {index === LAST_STEP ? 'Finish' : 'Next'} again. Your answers are kept.
                      </Typography>
                    )}
                  </StepContent>
                </Step>
              );
            })}
          </Stepper>
        </Box>
        {(activeStep === LAST_STEP || submit.dialog.open) && (
          <Suspense fallback={null}>
            <SubmitDialog {...submit.dialog} onClose={submit.closeDialog} />
          </Suspense>
        )}
      </FormProvider>
    </FormFactsProvider>
  );
}
