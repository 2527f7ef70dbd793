'use client';

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { SubmissionReceipt } from '@/lib/applicant/submit-application';
import { useWaitText } from './use-wait-text';
import { useTranslations } from 'next-intl';
import { applicantDay } from '@/lib/i18n/wizard-messages';

export type SubmitDialogKind = 'missing-ssn' | 'failed' | 'submitted';

/**
 * Titles and texts of docs/specification.md §8 (`SubmitDialog` messages; English's misspelt "applicaton"
 * corrected to "application").
 */
const dialogs = {
  'missing-ssn': { title: 'missingSsnTitle', text: 'missingSsnText', icon: <ErrorOutlineIcon color="error" /> },
  failed: { title: 'failedTitle', text: 'failedText', icon: <WarningAmberIcon color="warning" /> },
  submitted: {
    title: 'submittedTitle',
    text: 'submittedText',
    icon: <CheckCircleIcon color="success" data-testid="success-icon" />,
  },
} as const satisfies Record<SubmitDialogKind, { title: string; text: string; icon: ReactNode }>;

export type SubmitDialogProps = {
  kind: SubmitDialogKind;
  open: boolean;
  onClose: () => void;
  /** After a successful submit: the stored number and date, shown below the text (null: the answer was unreadable). */
  receipt?: SubmissionReceipt | null;
  /** Set after a 429 (too many applications from this network): its Retry-After, '' when it had none. */
  tooManyRetryAfter?: string | null;
  /** The time zone the stored day is told in: the applicant's own (the browser's) unless given. */
  timeZone?: string;
};

export function SubmitDialog({ kind, open, onClose, receipt, tooManyRetryAfter, timeZone }: SubmitDialogProps) {
  const t = useTranslations('SubmitDialog');
  const waitText = useWaitText();
  const { icon } = dialogs[kind];
  const title = t(dialogs[kind].title);
  const text = t(dialogs[kind].text);
  const textId = `submit-dialog-${kind}-text`;
  const details: { id: string; text: string }[] = [];
  if (kind === 'submitted' && receipt) {
    // The number as stored, not grouped as a count would be ("1042", never "1,042").
    details.push({ id: 'submit-dialog-number', text: t('number', { number: String(receipt.numberId) }) });
    // submitApplication checked the timestamp; a bad one would make Intl throw, so it is skipped, not shown. The
    // server's timestamp is UTC; the day is the one in the applicant's own time zone.
    if (!Number.isNaN(Date.parse(receipt.creationDate))) {
      details.push({ id: 'submit-dialog-date', text: t('date', { date: new Date(receipt.creationDate) }, applicantDay(timeZone)) });
    }
  }
  if (kind === 'failed' && typeof tooManyRetryAfter === 'string') {
    details.push({
      id: 'submit-dialog-too-many',
      text: t('tooMany', { wait: waitText(tooManyRetryAfter) }),
    });
  }
  // Each line is its own description part, so a screen reader reads them as separate phrases.
  const describedBy = [textId, ...details.map((detail) => detail.id)].join(' ');
  return (
    <Dialog open={open} onClose={onClose} aria-describedby={describedBy} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', alignItems: details.length ? 'flex-start' : 'center', gap: 1.5 }}>
        {icon}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <DialogContentText id={textId} sx={{ color: 'text.primary' }}>
            {text}
          </DialogContentText>
          {details.map((detail) => (
            <DialogContentText key={detail.id} id={detail.id} sx={{ color: 'text.primary' }}>
              {detail.text}
            </DialogContentText>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {kind === 'submitted' && receipt?.copyUrl && (
          // The link's own page asks for the date of birth; a new tab keeps this dialog and its number in place.
          <Button href={receipt.copyUrl} target="_blank" rel="noopener">
            {t('downloadCopy')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
