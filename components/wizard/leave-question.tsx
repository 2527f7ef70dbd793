'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';

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
  const t = useTranslations('Wizard');
  const [leaveQuestion, leaveWarning] = [t('leaveQuestion'), t('leaveWarning')];
  useEffect(() => {
    if (open) (window.confirm(`${leaveQuestion} ${leaveWarning}`) ? onLeave : onStay)();
  }, [open, onStay, onLeave, leaveQuestion, leaveWarning]);
  return null;
}
