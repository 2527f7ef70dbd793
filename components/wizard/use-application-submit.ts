'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { UseFormReturn } from 'react-hook-form';
import {
  stepFieldNames,
  toApplicantPayload,
  WORK_HISTORY_STEP,
  type ApplicationFormValues,
} from '@/lib/applicant/form';
import { randomId } from '@/lib/applicant/random-id';
import { applicantSchema, WORK_FIELD_BASES } from '@/lib/applicant/schema';
import { submitApplication } from '@/lib/applicant/submit-application';
import type { SubmitDialogKind } from './submit-dialog';

const REDIRECT_AFTER_MS = 3_000;

/** The step that owns a payload field; employer1..3 and the like come from the work-history list. */
function stepOfPayloadField(field: string): number {
  const step = stepFieldNames.findIndex((names) => (names as string[]).includes(field));
  if (step >= 0) return step;
  return WORK_FIELD_BASES.some((base) => field.startsWith(base)) ? WORK_HISTORY_STEP : -1;
}

type Options = {
  form: UseFormReturn<ApplicationFormValues>;
  compCode: string;
  /** Checks the final step's own fields (the signature). */
  validateFinalStep: () => Promise<boolean>;
  /** Sends the applicant back to a step whose answers the API would refuse. */
  showStepErrors: (step: number) => void;
};

/** Finish: the SSN guard and dialogs of SPEC §8, one POST at a time, and home after success. */
export function useApplicationSubmit({ form, compCode, validateFinalStep, showStepErrors }: Options) {
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);
  const [dialog, setDialog] = useState<{ kind: SubmitDialogKind; open: boolean }>({ kind: 'failed', open: false });
  // One key per wizard session, so a retry after a lost answer cannot store the application twice.
  const idempotencyKey = useRef<string | null>(null);

  const submitted = dialog.kind === 'submitted';
  const showingSuccess = submitted && dialog.open;
  useEffect(() => {
    if (!showingSuccess) return;
    const timer = window.setTimeout(() => router.push('/'), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [showingSuccess, router]);

  const finish = async () => {
    const values = form.getValues();
    if (values.ssn.trim() === '') {
      setDialog({ kind: 'missing-ssn', open: true });
      return;
    }
    if (!(await validateFinalStep())) return;

    const payload = toApplicantPayload(values, compCode);
    const check = applicantSchema.safeParse(payload);
    const stepToFix = check.success ? -1 : stepOfPayloadField(String(check.error.issues[0]?.path[0] ?? ''));
    if (stepToFix >= 0) {
      showStepErrors(stepToFix);
      return;
    }

    setSubmitting(true);
    idempotencyKey.current ??= randomId();
    const outcome = await submitApplication(payload, idempotencyKey.current);
    setSubmitting(false);
    setDialog({ kind: outcome.ok ? 'submitted' : 'failed', open: true });
  };

  const closeDialog = () => {
    setDialog((current) => ({ ...current, open: false }));
    if (submitted) router.push('/');
  };

  return { submitting, submitted, dialog, finish, closeDialog };
}
