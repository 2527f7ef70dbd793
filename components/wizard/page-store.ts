'use client';

import { useSyncExternalStore } from 'react';

/**
 * State that lives as long as the page, outside the form's answers, read by React through useSyncExternalStore: a
 * step's list writes it, Finish reads it without rendering (the consents of step 11, the documents of step 4).
 */
export function pageStore<State extends object>(initial: State) {
  let state = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const snapshot = () => state;
  return {
    get: snapshot,
    update(next: Partial<State>) {
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    },
    useState: () => useSyncExternalStore(subscribe, snapshot, snapshot),
  };
}
