'use client';

import { useRef, useState, type RefObject } from 'react';
import { useRouter } from 'next/navigation';
import type { UseFormReturn } from 'react-hook-form';
import type { DraftKey } from '@/lib/drafts/draft-requests';
import type { ApplicationFormValues } from '@/lib/applicant/form-values';
import { randomId } from '@/lib/applicant/random-id';
import type { SubmissionReceipt } from '@/lib/applicant/submit-application';
import { loadSchemaChecks } from './step-resolver';
import type { Locale } from '@/lib/i18n/locales';
import type { SubmitDialogKind } from './submit-dialog';
import type { WizardScreening } from '@/lib/screening/wizard-screening';

type Options = {
  form: UseFormReturn<ApplicationFormValues>;
  compCode: string;
  /** Checks the final step's own fields (the signature). */
  validateFinalStep: () => Promise<boolean>;
  /** Sends the applicant back to a step whose answers the API would refuse. */
  showStepErrors: (step: number) => void;
  /** The saved draft (token and proof), if any: the server deletes that draft with the stored application. */
  draft?: RefObject<DraftKey | null>;
  /**
   * The wizard's language when the applicant signs: steps 9–11 showed their texts in it, and the submit declares it
   * so the signature record names those texts.
   */
  locale: Locale;
  /** Where the applicant came from (lib/sources/attribution.ts): declared with the submit, not signed with the answers. */
  source?: string;
  /** The carrier's screening questions shown on step 1 (lib/screening): their answers go with the application. */
  screening?: WizardScreening;
  /** The page's record of the questions it showed (lib/applicant/form-facts.ts): sent back with the answers. */
  shownPage?: string;
};

type DialogState = {
  kind: SubmitDialogKind;
  open: boolean;
  /** Only after a successful submit whose answer could be read: the stored number and date to show. */
  receipt?: SubmissionReceipt | null;
  /** After a 429: the Retry-After of the answer, so the dialog can say how long to wait. */
  tooManyRetryAfter?: string | null;
};

/**
 * Finish: the SSN guard and dialogs of docs/specification.md §8, one POST at a time, and home once the success dialog is closed.
 * There is no timed redirect: the dialog carries the application number, and someone reading slowly or
 * with a screen reader must not lose it; it stays until Ok, Escape or a click beside it closes it.
 */
export function useApplicationSubmit({ form, compCode, validateFinalStep, showStepErrors, draft, locale, source = '', screening, shownPage }: Options) {
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'failed', open: false });
  // One key per application sent: a retry of the same answers after a lost reply reuses it, so it cannot be
  // stored twice. Answers changed after a failure are a different application to the server, which already holds
  // the earlier one under the old key and would refuse every retry with it (422): they get a new key.
  const lastAttempt = useRef<{ key: string; body: string } | null>(null);

  // Stays true once the dialog is closed (the kind is kept): the leave warning is off for a stored application.
  const submitted = dialog.kind === 'submitted';

  const finish = async () => {
    const values = form.getValues();
    if (values.ssn.trim() === '') {
      setDialog({ kind: 'missing-ssn', open: true });
      return;
    }
    if (!(await validateFinalStep())) return;

    const checks = await loadSchemaChecks();
    const { payload, stepToFix } = checks.checkedPayload(values, compCode, screening, shownPage);
    if (stepToFix >= 0) {
      showStepErrors(stepToFix);
      return;
    }

    setSubmitting(true);
    let sent = payload;
    let body = JSON.stringify(sent);
    let earlierAttempt: string | null = null;
    if (lastAttempt.current && lastAttempt.current.body !== body) {
      // Other answers after an attempt that may have been stored: that one filed the documents it named, so they
      // are sent again under new ids for this application.
      const documents = await import('@/components/documents/document-sending');
      if (!(await documents.sendAllAgain())) {
        setSubmitting(false);
        setDialog({ kind: 'failed', open: true });
        return;
      }
      sent = { ...payload, documents: documents.heldDocumentIds() };
      body = JSON.stringify(sent);
      // The documents this page holds no file of keep their ids: the server copies them from that try, if it filed them.
      earlierAttempt = lastAttempt.current.key;
    }
    if (lastAttempt.current?.body !== body) lastAttempt.current = { key: randomId(), body };
    const outcome = await checks.submitApplication(sent, lastAttempt.current.key, undefined, draft?.current ?? null, locale, source, earlierAttempt);
    setSubmitting(false);
    if (outcome.ok) setDialog({ kind: 'submitted', open: true, receipt: outcome.receipt });
    else if (outcome.status === 429) setDialog({ kind: 'failed', open: true, tooManyRetryAfter: outcome.retryAfter ?? '' });
    // Nothing failed: step 11's list says which consents to read again, and Finish works once they are agreed to.
    else if (outcome.consentsRefused) return;
    else setDialog({ kind: 'failed', open: true });
  };

  const closeDialog = () => {
    setDialog((current) => ({ ...current, open: false }));
    if (submitted) router.push('/');
  };

  return { submitting, submitted, dialog, finish, closeDialog };
}
