'use client';

import { useEffect } from 'react';

export const LEAVE_QUESTION = 'Leave the application?';
export const LEAVE_WARNING = 'Your answers will be lost. Use Back under the form to go to an earlier step.';

export type LeaveDialogProps = {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
};

/**
 * The browser's own confirm(), for a phone that lost its connection before the dialog's code arrived (it is
 * fetched on the first answer): the question is still asked, and nothing is left to chance.
 */
export function NativeLeaveQuestion({ open, onStay, onLeave }: LeaveDialogProps) {
  useEffect(() => {
    if (open) (window.confirm(`${LEAVE_QUESTION} ${LEAVE_WARNING}`) ? onLeave : onStay)();
  }, [open, onStay, onLeave]);
  return null;
}
