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
import { waitText } from '@/lib/wait-text';

export type SubmitDialogKind = 'missing-ssn' | 'failed' | 'submitted';

/** Titles and texts of docs/specification.md §8, its misspelt "applicaton" corrected to "application". */
const dialogs: Record<SubmitDialogKind, { title: string; text: string; icon: ReactNode }> = {
  'missing-ssn': { title: 'Error!', text: 'Social required.', icon: <ErrorOutlineIcon color="error" /> },
  failed: { title: 'Alert', text: 'Unable to submit application.', icon: <WarningAmberIcon color="warning" /> },
  submitted: {
    title: 'Information',
    text: 'CDL application submitted.',
    icon: <CheckCircleIcon color="success" data-testid="success-icon" />,
  },
};

/**
 * The day an application was stored, as the applicant reads it: "November 22, 2026". The server's timestamp is
 * UTC; the day is the one in the applicant's own time zone (the browser's, unless `timeZone` is given).
 */
export function formatSubmissionDate(isoTimestamp: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date(isoTimestamp));
}

export type SubmitDialogProps = {
  kind: SubmitDialogKind;
  open: boolean;
  onClose: () => void;
  /** After a successful submit: the stored number and date, shown below the text (null: the answer was unreadable). */
  receipt?: SubmissionReceipt | null;
  /** Set after a 429 (too many applications from this network): its Retry-After, '' when it had none. */
  tooManyRetryAfter?: string | null;
};

export function SubmitDialog({ kind, open, onClose, receipt, tooManyRetryAfter }: SubmitDialogProps) {
  const { title, text, icon } = dialogs[kind];
  const textId = `submit-dialog-${kind}-text`;
  const details: { id: string; text: string }[] = [];
  if (kind === 'submitted' && receipt) {
    details.push({ id: 'submit-dialog-number', text: `Application number: ${receipt.numberId}` });
    // submitApplication checked the timestamp; a bad one would make Intl throw, so it is skipped, not shown.
    if (!Number.isNaN(Date.parse(receipt.creationDate))) {
      details.push({ id: 'submit-dialog-date', text: `Date: ${formatSubmissionDate(receipt.creationDate)}` });
    }
  }
  if (kind === 'failed' && typeof tooManyRetryAfter === 'string') {
    details.push({
      id: 'submit-dialog-too-many',
      text:
        `Too many applications were sent from this network. Please wait ${waitText(tooManyRetryAfter)}, ` +
        'then press Finish again. Your answers are kept.',
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
          <Button href={receipt.copyUrl} download>
            Download your copy (PDF)
          </Button>
        )}
        <Button variant="contained" onClick={onClose} autoFocus>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}
