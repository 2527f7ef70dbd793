'use client';

import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

export type SubmitDialogKind = 'missing-ssn' | 'failed' | 'submitted';

/** Titles and texts of SPEC §8 (the UI contract fixes the spelling of "application"). */
const dialogs: Record<SubmitDialogKind, { title: string; text: string; icon: ReactNode }> = {
  'missing-ssn': { title: 'Error!', text: 'Social required.', icon: <ErrorOutlineIcon color="error" /> },
  failed: { title: 'Alert', text: 'Unable to submit application.', icon: <WarningAmberIcon color="warning" /> },
  submitted: {
    title: 'Information',
    text: 'CDL application submitted.',
    icon: <CheckCircleIcon color="success" data-testid="success-icon" />,
  },
};

export type SubmitDialogProps = {
  kind: SubmitDialogKind;
  open: boolean;
  onClose: () => void;
};

export function SubmitDialog({ kind, open, onClose }: SubmitDialogProps) {
  const { title, text, icon } = dialogs[kind];
  const textId = `submit-dialog-${kind}-text`;
  return (
    <Dialog open={open} onClose={onClose} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {icon}
        <DialogContentText id={textId} sx={{ color: 'text.primary' }}>
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}
