'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';

/**
 * Marks this page's own history entries in `history.state`: 'page' is the entry the wizard was opened on, 'guard'
 * the copy of it pushed on top once answers are typed. Next keeps custom state beside its own on a Back/Forward
 * (its traverse action preserves it) and copies its own keys into entries we push, so both live side by side.
 */
const ENTRY_KEY = '__driverApplicationEntry';
type EntryMark = 'page' | 'guard';

function currentMark(): EntryMark | undefined {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null) return undefined;
  const mark = (state as Record<string, unknown>)[ENTRY_KEY];
  return mark === 'page' || mark === 'guard' ? mark : undefined;
}

/**
 * No URL is passed: Next's patched pushState/replaceState then only copy its router state into ours, without a
 * router update, so the wizard is neither re-rendered from the server nor remounted.
 */
function markCurrentEntry(mark: EntryMark) {
  window.history.replaceState({ ...window.history.state, [ENTRY_KEY]: mark }, '');
}

function pushGuard() {
  window.history.pushState({ ...window.history.state, [ENTRY_KEY]: 'guard' }, '');
}

/** Where the applicant was about to go when we asked. */
type Destination = { kind: 'back' } | { kind: 'link'; href: string };

export type LeaveWarning = {
  /** The "Leave the application?" dialog is open. */
  asking: boolean;
  stay: () => void;
  leave: () => void;
};

/**
 * While `unsavedAnswers` is true, nothing takes the applicant off the wizard without asking: answers are kept only
 * in the page (never in storage, the SSN among them), so a stray swipe on a phone would otherwise throw away the
 * whole application.
 *
 * - Closing the tab, reloading or typing another address: the browser's own "Leave site?" (beforeunload).
 * - The browser's Back button or gesture: a copy of the current history entry (the guard) is pushed on the first
 *   answer, so Back only pops the guard and stays on this page, and the applicant is asked. The guard is pushed
 *   again at once, so Stay needs nothing more.
 *   Back asks on every step rather than going one step back, though on a phone that is what Back usually does: it
 *   would mean pushing the guard again without a tap, and Chrome's back button skips every entry a page pushed
 *   without a user activation (its "history manipulation intervention"), so the second Back in a row would leave
 *   the page silently, answers lost. Here the tap on Stay is that activation, and every Back asks. (A second Back
 *   while the dialog is still open, with no tap in between, is skipped that way too: nothing a page can do.)
 * - In-app links (the nav bar, the logo): Next's <Link> navigates without unloading the page, so their clicks are
 *   caught before Next sees them.
 */
export function useLeaveWarning(unsavedAnswers: boolean): LeaveWarning {
  const router = useRouter();
  const [destination, setDestination] = useState<Destination | null>(null);
  // Set once the applicant chose Leave: from then on nothing asks again, not even the browser's beforeunload.
  const leaving = useRef(false);
  const armed = useRef(false);

  useEffect(() => {
    if (!unsavedAnswers) {
      // Submitted (or every answer cleared): the guard would only make Back look broken once, so it is taken off.
      // Not on unmount: that happens when the applicant leaves, and going back then would undo their navigation.
      if (armed.current && currentMark() === 'guard') window.history.back();
      armed.current = false;
      return;
    }
    armed.current = true;
    // A wizard opened again on an old guard entry (Back from the page it was left for) already has one.
    if (currentMark() !== 'guard') {
      markCurrentEntry('page');
      pushGuard();
    }

    const askFirst = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older Chromium and Safari show the question only when returnValue is set.
      event.returnValue = '';
    };

    const onPopState = () => {
      // Anything but the page's own entry is still this page: a jump to #main (the skip link) and Back from there,
      // or Forward onto the guard.
      if (leaving.current || currentMark() !== 'page') return;
      pushGuard();
      setDestination({ kind: 'back' });
    };

    // Capture on window runs before React's handlers, so Next's <Link> sees the click as already handled
    // (it skips clicks whose default was prevented) and does not navigate.
    const onClick = (event: MouseEvent) => {
      if (leaving.current || event.defaultPrevented || event.button !== 0) return;
      // Modified clicks open another tab or window: this page and its answers stay.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if (link.target && link.target !== '_self') return;
      const url = new URL(link.href);
      // Another site unloads the page, and beforeunload asks.
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) {
        // A jump within the page, like the skip link, is harmless; a link to the page itself would at best do
        // nothing, so it does nothing.
        if (!url.hash) event.preventDefault();
        return;
      }
      event.preventDefault();
      setDestination({ kind: 'link', href: `${url.pathname}${url.search}${url.hash}` });
    };

    window.addEventListener('beforeunload', askFirst);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('click', onClick, { capture: true });
    return () => {
      window.removeEventListener('beforeunload', askFirst);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('click', onClick, { capture: true });
    };
  }, [unsavedAnswers]);

  // The guard was pushed again when Back was pressed, so staying needs nothing more.
  const stay = useCallback(() => setDestination(null), []);

  const leave = useCallback(() => {
    if (!destination) return;
    leaving.current = true;
    setDestination(null);
    if (destination.kind === 'link') {
      // Replacing the guard rather than pushing after it: Back from the new page then comes to this page once,
      // not to it and then to its guard (the same page again, Back looking broken).
      if (currentMark() === 'guard') router.replace(destination.href);
      else router.push(destination.href);
    } else if (window.history.length > 2) {
      // Past the guard and the page itself: where Back would have gone without the guard.
      window.history.go(-2);
    } else {
      // The wizard was the tab's first page (opened from a text message): there is nothing to go back to, and a
      // page cannot close a tab it did not open, so Leave goes to the home page.
      router.replace('/');
    }
  }, [destination, router]);

  return { asking: destination !== null, stay, leave };
}
