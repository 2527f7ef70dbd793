'use client';

import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type FormEvent } from 'react';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { DraftKey } from '@/lib/drafts/draft-requests';
import type { FormFacts } from '@/lib/applicant/form-facts';
import type { ApplicationFormValues } from '@/lib/applicant/form-values';
import { FormFactsProvider } from './form-facts';
import { createStepResolver, loadSchemaChecks } from './step-resolver';
import { useApplicationSubmit } from './use-application-submit';
import { NativeLeaveQuestion, type LeaveDialogProps } from './leave-question';
import { useLeaveWarning } from './use-leave-warning';
import { SaveDraftButton } from '@/components/drafts/save-draft-button';
import { WizardFormProvider } from './wizard-form';
import { useLocale, useTranslations } from 'next-intl';
import { loadedStep, loadStep, WIZARD_STEPS } from './wizard-steps';
import { headingId, LAST_STEP, WizardStepper } from './wizard-stepper';

/** Only Finish can open a dialog: it is loaded with the last step. */
const SubmitDialog = lazy(() => import('./submit-dialog').then((module) => ({ default: module.SubmitDialog })));
const LeaveDialog = lazy<ComponentType<LeaveDialogProps>>(() =>
  import('./leave-dialog').then(
    (module) => ({ default: module.LeaveDialog }),
    () => ({ default: NativeLeaveQuestion }),
  ),
);

type ApplicationWizardProps = {
  compCode: string;
  /** The carrier's legal name (391.21(b)(1)); null shows the company code itself, for a code without a record. */
  carrierName: string | null;
  /** lib/applicant/form-facts.ts `formFacts()`, from the server: the wizard needs no schema code to show step 1. */
  facts: FormFacts;
  /**
   * Opened from a saved draft (app/(applicant)/resume): its answers, the step to open, its token and the proof the
   * right date of birth earned (to save it again).
   */
  resume?: { token: string; proof: string; values: ApplicationFormValues; step: number };
  /**
   * Where the applicant came from (lib/sources/attribution.ts), as the server read it from the link (or from the
   * resumed draft): sent on with the wizard-start report, each save and Finish, never inside the answers.
   */
  source?: string;
};

/**
 * The 11-step application. Its texts come from next-intl's client provider, which its page puts around it
 * (./wizard-intl-provider.tsx): the applicant's language only.
 */
export function ApplicationWizard({ compCode, carrierName, facts, resume, source = '' }: ApplicationWizardProps) {
  const { stepFieldNames } = facts;
  const t = useTranslations('Wizard');
  const locale = useLocale();
  const [activeStep, setActiveStep] = useState(resume?.step ?? 0);
  const [loadingStep, setLoadingStep] = useState(false);
  // Next could not fetch what it needed (a step's code, the schema checks): on a phone that lost its connection.
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [steps] = useState(() => {
    const resolver = createStepResolver();
    resolver.setStep(resume?.step ?? 0);
    return resolver;
  });
  // The saved draft's token and proof, in memory only: saving again updates that draft, and Finish deletes it.
  const draft = useRef<DraftKey | null>(resume ? { token: resume.token, proof: resume.proof } : null);
  const form = useForm<ApplicationFormValues>({
    defaultValues: resume?.values ?? facts.defaultValues,
    resolver: steps.resolver,
    mode: 'onTouched',
    // Steps unmount when left; their answers must stay (Back never loses anything).
    shouldUnregister: false,
  });
  const navigating = useRef(false);
  // The dashboard's "started" is reported once, when step 1 is first passed; a resumed application already was.
  const startReported = useRef(Boolean(resume));
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
    draft,
    locale,
    source,
    screening: facts.screening,
    shownPage: facts.shownPage,
    showStepErrors: (step) => void goToStep(step, 'errors'),
  });
  const unsavedAnswers = form.formState.isDirty && !submit.submitted;
  const leaveWarning = useLeaveWarning(unsavedAnswers);

  const next = async (event: FormEvent) => {
    event.preventDefault();
    // A double click must neither skip a step unchecked nor add the same employer twice.
    if (navigating.current || submit.submitting) return;
    navigating.current = true;
    setDownloadFailed(false);
    try {
      const step = steps.getStep();
      if (step === LAST_STEP) await submit.finish();
      else if (await validateStep(step)) {
        if (step === 0 && !startReported.current) {
          startReported.current = true;
          // Fetched when needed, not with the page: the applicant's first download stays as it was.
          import('@/lib/sources/report-wizard-start').then(
            ({ reportWizardStart }) => reportWizardStart(compCode, source),
            () => {
              // Offline: the start is not counted.
            },
          );
        }
        await goToStep(step + 1);
      }
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

  // A switch of language re-renders the page with the other texts (and <html lang>, which the checks read): the
  // messages already on screen are checked again so they follow, and no field without one gains one.
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    const withMessages = stepFieldNames[steps.getStep()]?.filter((name) => form.getFieldState(name).error) ?? [];
    if (withMessages.length > 0) void form.trigger(withMessages);
  }, [locale, form, stepFieldNames, steps]);

  // The schema checks are needed by the first field left or the first Next: fetched at once, after step 1 shows.
  useEffect(() => {
    loadSchemaChecks().catch(() => {
      // Offline for now: the first check that needs them tries again.
    });
  }, []);

  // While the applicant fills a step, the next one is fetched, so Next finds it ready.
  useEffect(() => {
    loadStep(activeStep + 1).catch(() => {
      // Offline for now: Next tries again.
    });
  }, [activeStep]);

  // Once the step has opened (the previous one has folded away), bring its top into view on small screens.
  const onStepEntered = useCallback((step: number) => {
    const heading = document.getElementById(headingId(step));
    if (heading && document.activeElement === heading) heading.scrollIntoView({ block: 'nearest' });
  }, []);
  // The memoized stepper gets callbacks that never change and call the latest handlers.
  const onNext = useStableCallback(next);
  const onBack = useStableCallback((step: number) => void goToStep(step));
  // One element for the memoized stepper: it keeps its identity, so the stepper does not re-render for it.
  const saveDraftButton = useMemo(
    // A submitted application is not saved for later (its draft is already deleted).
    () => (submit.submitted ? null : <SaveDraftButton compCode={compCode} getStep={steps.getStep} draft={draft} source={source} />),
    [compCode, steps, submit.submitted, source],
  );

  return (
    <FormFactsProvider facts={facts}>
      <WizardFormProvider form={form}>
        {/* The carrier's legal name (391.21(b)(1)), or the company code itself for a code without a record. */}
        <Typography variant="h1">{t('title', { company: carrierName ?? compCode })}</Typography>
        {carrierName && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('companyCode', { code: compCode })}
          </Typography>
        )}
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('intro')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('requiredNote')}
        </Typography>
        <WizardStepper
          activeStep={activeStep}
          loadingStep={loadingStep}
          downloadFailed={downloadFailed}
          submitting={submit.submitting}
          onNext={onNext}
          onBack={onBack}
          onStepEntered={onStepEntered}
          extraAction={saveDraftButton}
        />
        {/* Mounted from the first answer on, so its code is fetched then, well before any Back needs it. */}
        {(unsavedAnswers || leaveWarning.asking) && (
          <Suspense fallback={null}>
            <LeaveDialog open={leaveWarning.asking} onStay={leaveWarning.stay} onLeave={leaveWarning.leave} />
          </Suspense>
        )}
        {(activeStep === LAST_STEP || submit.dialog.open) && (
          <Suspense fallback={null}>
            <SubmitDialog {...submit.dialog} onClose={submit.closeDialog} />
          </Suspense>
        )}
      </WizardFormProvider>
    </FormFactsProvider>
  );
}

/** A function whose identity never changes and that calls the latest `callback` (set after each render). */
function useStableCallback<Args extends unknown[]>(callback: (...args: Args) => void) {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
