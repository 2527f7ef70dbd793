'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

import type { LeaveDialogProps } from './leave-question';
import { useTranslations } from 'next-intl';

/**
 * Asked before the browser's Back or a link would take the applicant off the wizard. Loaded when the first answer
 * is typed (application-wizard.tsx), not with the page: MUI's dialog is ~6 KB the first paint does not need.
 */
export function LeaveDialog({ open, onStay, onLeave }: LeaveDialogProps) {
  const t = useTranslations('Wizard');
  return (
    // Escape, a tap beside the dialog and Android's Back all mean "stay": only the Leave button throws answers away.
    <Dialog open={open} onClose={onStay} aria-describedby="leave-dialog-text" maxWidth="xs" fullWidth>
      <DialogTitle>{t('leaveQuestion')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-dialog-text" sx={{ color: 'text.primary' }}>
          {t('leaveWarning')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={onLeave}>
          {t('leave')}
        </Button>
        <Button variant="contained" onClick={onStay} autoFocus>
          {t('stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
