'use client';

import { useEffect, useId, useState, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  emailDraftLinkRequest,
  saveDraftRequest,
  type DraftKey,
  type DraftRefused,
  type DraftSaved,
} from '@/lib/drafts/draft-requests';
import { isEmailAddress } from '@/lib/mail/email-list.mjs';
import { useWaitText } from '@/components/wizard/use-wait-text';
import { useWizardForm } from '@/components/wizard/wizard-form';
import { useTranslations } from 'next-intl';
import { applicantDay } from '@/lib/i18n/wizard-messages';
import { documentIdsToSend } from '@/components/documents/document-store';

export type SaveDraftDialogProps = {
  compCode: string;
  step: number;
  draft: RefObject<DraftKey | null>;
  /** Where the applicant came from (lib/sources/attribution.ts). */
  source?: string;
  onClose: () => void;
};

/**
 * Saves the answers as the dialog opens and shows the resume link: when it expires, Copy link, what is not saved,
 * and that the office can see a saved application. The link is shown, never written anywhere by the page.
 */
export function SaveDraftDialog({ compCode, step, draft, source = '', onClose }: SaveDraftDialogProps) {
  const form = useWizardForm();
  const [outcome, setOutcome] = useState<DraftSaved | DraftRefused | null>(null);
  const [copied, setCopied] = useState(false);
  /** "Email me the link": null before a press, 'sending' while the server sends it, then what it came to. */
  const [emailed, setEmailed] = useState<null | 'sending' | { ok: true; sentTo: string } | DraftRefused>(null);
  const titleId = useId();
  const linkId = useId();
  const t = useTranslations('SaveDraft');
  const waitText = useWaitText();
  // The server's words (the draft routes answer in the request's language), the page's own when it sent none.
  const refusal = (refused: DraftRefused, fallback: 'saveFailed' | 'emailFailed') =>
    refused.status === null ? t('offline') : refused.error || t(fallback);

  useEffect(() => {
    let current = true;
    void saveDraftRequest({ draft: draft.current, compCode, step, values: form.getValues(), source, documents: documentIdsToSend() }).then((result) => {
      if (!current) return;
      if (result.ok) draft.current = { token: result.token, proof: result.proof };
      setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [compCode, step, draft, form, source]);

  const copy = async () => {
    if (!outcome?.ok) return;
    try {
      await navigator.clipboard.writeText(outcome.link);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, a denied permission): the link is selected for the applicant to copy.
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
    }
  };

  // Offered when the server sends mail and step 1 holds an address mail can take (the draft just saved holds it).
  const email = String(form.getValues().email ?? '').trim();
  const canEmail = outcome?.ok === true && outcome.mailAvailable && isEmailAddress(email);
  const sendEmail = async () => {
    if (!outcome?.ok) return;
    setEmailed('sending');
    setEmailed(await emailDraftLinkRequest({ token: outcome.token, proof: outcome.proof }));
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{outcome === null ? t('saving') : outcome.ok ? t('saved') : t('notSaved')}</DialogTitle>
      <DialogContent>
        {outcome === null && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label={t('savingLabel')} />
            <DialogContentText>{t('oneMoment')}</DialogContentText>
          </Stack>
        )}
        {outcome?.ok && (
          <Stack spacing={2}>
            <DialogContentText sx={{ color: 'text.primary' }}>
              {/* The day the link stops working, in the applicant's own time zone. */}
              {t.rich('linkUntil', { date: new Date(outcome.expiresAt), strong: (chunks) => <strong>{chunks}</strong> }, applicantDay())}
            </DialogContentText>
            <TextField
              id={linkId}
              label={t('yourLink')}
              value={outcome.link}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, inputLabel: { shrink: true } }}
              onFocus={(event) => event.target.select()}
            />
            <DialogContentText>{t('privacy')}</DialogContentText>
            <DialogContentText>{t('officeSees')}</DialogContentText>
            {copied && <Alert severity="success">{t('copied')}</Alert>}
            {emailed !== null && emailed !== 'sending' && (
              <Alert severity={emailed.ok ? 'success' : 'error'} role={emailed.ok ? 'status' : 'alert'}>
                {emailed.ok
                  ? t('sentTo', { email: emailed.sentTo })
                  : emailed.status === 429
                    ? t('tooManyEmail', { wait: waitText(emailed.retryAfter) })
                    : refusal(emailed, 'emailFailed')}
              </Alert>
            )}
          </Stack>
        )}
        {outcome && !outcome.ok && (
          <Stack spacing={1}>
            <Alert severity="error">
              {outcome.status === 429
                ? t('tooManySave', { wait: waitText(outcome.retryAfter) })
                : refusal(outcome, 'saveFailed')}
            </Alert>
            {outcome.fields && (
              <ul style={{ margin: 0 }}>
                {[...new Set(Object.values(outcome.fields))]
                  .filter((message) => message !== outcome.error)
                  .map((message) => (
                    <li key={message}>
                      <DialogContentText component="span">{message}</DialogContentText>
                    </li>
                  ))}
              </ul>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {canEmail && (
          <Button onClick={() => void sendEmail()} disabled={emailed === 'sending' || (emailed !== null && emailed.ok)}>
            {emailed === 'sending' ? t('sending') : t('emailMe')}
          </Button>
        )}
        {outcome?.ok && <Button onClick={() => void copy()}>{t('copyLink')}</Button>}
        <Button variant="contained" onClick={onClose}>
          {outcome?.ok ? t('keepGoing') : t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
