'use client';

import { useEffect } from 'react';

/**
 * While `unsavedAnswers` is true, closing the tab, reloading or typing another address asks the browser's
 * "Leave site?" question first: answers are kept only in the page (never in storage, the SSN among them), so a
 * stray swipe on a phone would otherwise throw away the whole application.
 */
export function useLeaveWarning(unsavedAnswers: boolean) {
  useEffect(() => {
    if (!unsavedAnswers) return;
    const askFirst = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [unsavedAnswers]);
}
