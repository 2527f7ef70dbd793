'use client';

import { pageStore } from '@/components/wizard/page-store';
import type { ConsentDocument, ConsentId } from '@/lib/consents/consent-text';
import type { SubmittedConsent } from '@/lib/consents/consent-config';

/**
 * What the applicant did with the consents of step 11, for the page's life: which text of each they agreed to,
 * when, and the answers of the request boxes. Kept here, outside the form's answers: a consent is given at signing,
 * never saved in a draft, and agreed to a text as shown (a box checked under an English text no longer counts once
 * the page shows the Spanish one). The step's list writes the consents due; Finish reads what to send.
 */

/** Where a refused Finish sends the focus: the list, or the button of the first consent not agreed. */
export const CONSENT_LIST_ID = 'background-check-consents';
export const consentButtonId = (consent: ConsentDocument) => `consent-open-${consent}`;

/** A consent due, as the list shows it: the version of its text (and the FMCSA English shown with our PSP translation). */
export type DueConsent = { consent: ConsentId; version: string; official: string | null; hasRequest: boolean };

type Agreement = { version: string; official: string | null; agreedAt: string };

export type ConsentState = {
  /** null until the carrier's consents are loaded and listed. */
  due: readonly DueConsent[] | null;
  agreements: Readonly<Partial<Record<ConsentId, Agreement>>>;
  requests: Readonly<Partial<Record<ConsentId, boolean>>>;
  /** Finish was pressed with a consent missing: the list says so. */
  showMissing: boolean;
  /** The server refused the consents sent (they changed meanwhile): the list loads them again and says so. */
  refused: number;
  /** Of those, the consents whose text changed (the list names them); empty when the server did not say. */
  changedTexts: readonly string[];
};

const store = pageStore<ConsentState>({ due: null, agreements: {}, requests: {}, showMissing: false, refused: 0, changedTexts: [] });
const update = store.update;

export function useConsentState(): ConsentState {
  return store.useState();
}

/** Whether the applicant agreed to the text this consent shows now. */
export function isAgreed(current: ConsentState, due: DueConsent): boolean {
  const agreement = current.agreements[due.consent];
  return agreement !== undefined && agreement.version === due.version && agreement.official === due.official;
}

export const consentActions = {
  setDue(due: readonly DueConsent[]) {
    update({ due });
  },
  agree(due: DueConsent, agreed: boolean) {
    const { [due.consent]: _earlier, ...others } = store.get().agreements;
    update({
      agreements: agreed ? { ...others, [due.consent]: { version: due.version, official: due.official, agreedAt: new Date().toISOString() } } : others,
    });
  },
  request(consent: ConsentId, requested: boolean) {
    update({ requests: { ...store.get().requests, [consent]: requested } });
  },
  showMissing() {
    update({ showMissing: true });
  },
  refused(changedTexts: readonly string[]) {
    update({ refused: store.get().refused + 1, showMissing: true, changedTexts });
  },
};

/** The consents due that are not agreed to as shown; all of them while the list is not loaded. */
export function missingConsents(current: ConsentState = store.get()): readonly DueConsent[] | null {
  return current.due && current.due.filter((due) => !isAgreed(current, due));
}

/** The consents as Finish sends them (POST /api/drivers, `consents`); undefined before step 11 listed them. */
export function consentsToSend(): SubmittedConsent[] | undefined {
  const current = store.get();
  if (!current.due) return undefined;
  return current.due.flatMap((due) => {
    const agreement = current.agreements[due.consent];
    if (!agreement || !isAgreed(current, due)) return [];
    return [
      {
        consent: due.consent,
        version: due.version,
        ...(due.official && { official: due.official }),
        agreedAt: agreement.agreedAt,
        ...(due.hasRequest && { requestedCopy: current.requests[due.consent] === true }),
      },
    ];
  });
}
