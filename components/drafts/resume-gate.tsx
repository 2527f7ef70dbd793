'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApplicationWizard } from '@/components/wizard/application-wizard';
import { loadStep } from '@/components/wizard/wizard-steps';
import { openDraftRequest, type DraftOpened } from '@/lib/drafts/draft-requests';
import type { FormFacts } from '@/lib/applicant/form-facts';
import { IdentityCheckForm, isWholeAnswer } from '@/components/identity-check-form';
import { useTranslations } from 'next-intl';
import { UnknownDraft } from './unknown-draft';
import { restoreSavedDocuments } from '@/components/documents/document-store';

type ResumeGateProps = {
  token: string;
  compCode: string;
  carrierName: string | null;
  facts: FormFacts;
  /** A reuse link ("Start from your last application", lib/reuse) rather than a saved draft's: it makes the draft. */
  reuse?: boolean;
};

/**
 * The resume link's three moments: the date of birth (only the right one brings the answers from the server), the
 * SSN typed again (it is never saved), then the wizard at the first step not complete, with every saved answer.
 * Everything stays in this page's memory: nothing is written to browser storage or the URL.
 */
export function ResumeGate({ token, compCode, carrierName, facts, reuse = false }: ResumeGateProps) {
  const t = useTranslations('Resume');
  const reuseTexts = useTranslations('Reuse');
  const fields = useTranslations('Fields');
  const drafts = useTranslations('DraftApi');
  const [dob, setDob] = useState('');
  const [ssn, setSsn] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [gone, setGone] = useState(false);
  const [draft, setDraft] = useState<DraftOpened | null>(null);
  const [ready, setReady] = useState<{ values: DraftOpened['values']; step: number } | null>(null);

  if (gone) {
    const unknownTexts = { title: t('title'), unknown: reuse ? reuseTexts('linkUnknown') : t('unknown'), unavailable: t('unavailable'), startNew: t('startNew') };
    return <UnknownDraft compCode={compCode} texts={unknownTexts} />;
  }

  if (ready && draft) {
    return (
      <>
        <Alert severity="success" sx={{ mb: 2 }}>
          {reuse ? reuseTexts('welcome') : t('welcomeBack')}
        </Alert>
        <ApplicationWizard
          compCode={draft.compCode}
          carrierName={carrierName}
          facts={facts}
          resume={{ token: draft.draftToken ?? token, proof: draft.proof, values: ready.values, step: ready.step }}
          source={draft.source}
        />
      </>
    );
  }

  const checkDob = async () => {
    if (!isWholeAnswer('dob', dob)) {
      setProblem(drafts('dobFormat'));
      return;
    }
    setBusy(true);
    const opened = await openDraftRequest(token, dob, reuse ? '/api/reuse/open' : undefined);
    setBusy(false);
    if (opened.ok) {
      setProblem(null);
      setDraft(opened);
    } else if (opened.status === 404) {
      setGone(true);
    } else {
      // The server's words are in the applicant's language (the draft routes answer in the request's language).
      setProblem(opened.status === null ? t('offline') : opened.error || t('openFailed'));
    }
  };

  const continueWithSsn = async () => {
    if (!draft) return;
    if (!isWholeAnswer('ssn', ssn)) {
      setProblem(t('ssnFormat'));
      return;
    }
    setBusy(true);
    try {
      // The step opens with its component loaded, as the wizard opens every step.
      await loadStep(draft.step);
      restoreSavedDocuments(draft.documents, reuse ? 'earlier' : 'save');
      setReady({ values: { ...draft.values, ssn }, step: draft.step });
    } catch {
      setProblem(t('downloadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const common = { onSubmit: () => void (draft === null ? checkDob() : continueWithSsn()), invalid: problem !== null, busy };
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h1">{t('title')}</Typography>
      {draft === null ? (
        <IdentityCheckForm
          key="dob"
          check="dob"
          intro={t('dobIntro')}
          label={fields('dob.label')}
          placeholder={t('dobPlaceholder')}
          submitLabel={t('continue')}
          value={dob}
          onChange={setDob}
          {...common}
        />
      ) : (
        <IdentityCheckForm
          key="ssn"
          check="ssn"
          intro={t('ssnIntro')}
          label={fields('ssn.label')}
          placeholder="###-##-####"
          submitLabel={t('open')}
          value={ssn}
          onChange={setSsn}
          {...common}
        />
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
