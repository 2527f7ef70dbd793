'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export const LEAVE_DIALOG_TITLE = 'Leave the application?';

type LeaveDialogProps = {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
};

/**
 * Asked before the browser's Back or a link would take the applicant off the wizard. Imported with the wizard, not
 * lazily: it must open even when the phone has just lost its connection, which is when a stray Back is likeliest.
 */
export function LeaveDialog({ open, onStay, onLeave }: LeaveDialogProps) {
  return (
    // Escape, a tap beside the dialog and Android's Back all mean "stay": only the Leave button throws answers away.
    <Dialog open={open} onClose={onStay} aria-describedby="leave-dialog-text" maxWidth="xs" fullWidth>
      <DialogTitle>{LEAVE_DIALOG_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-dialog-text" sx={{ color: 'text.primary' }}>
          Your answers will be lost. Use Back under the form to go to an earlier step.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={onLeave}>
          Leave
        </Button>
        <Button variant="contained" onClick={onStay} autoFocus>
          Stay
        </Button>
      </DialogActions>
    </Dialog>
  );
}
