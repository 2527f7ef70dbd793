import { CONSENT_DOCUMENTS, SUMMARY_OF_RIGHTS, type ConsentDocument, type ConsentId } from './consent-text';

/**
 * Which documents step 11 shows an applicant: the FCRA disclosure, authorization and summary of rights always; the
 * notice of each state the applicant lives or lived in (step 1's current and previous addresses) or where the
 * carrier says its jobs are; PSP when the carrier asks for it; the Clearinghouse consent unless the carrier turned
 * it off. Computed by the wizard from the answers typed, and again by the server from the answers received, which
 * refuses consents that do not match (lib/consents/server/consent-filing.ts).
 */

/** The states with a notice of their own, and the notice. */
export const NOTICE_STATES = {
  CA: 'state-ca',
  NY: 'state-ny',
  MN: 'state-mn',
  OK: 'state-ok',
  WA: 'state-wa',
  NJ: 'state-nj',
  MA: 'state-ma',
} as const satisfies Record<string, ConsentDocument>;
export type NoticeState = keyof typeof NOTICE_STATES;
export const NOTICE_STATE_CODES = Object.keys(NOTICE_STATES) as NoticeState[];

export const isNoticeState = (state: string): state is NoticeState => Object.hasOwn(NOTICE_STATES, state);

/** What a carrier chooses about the consents it asks (lib/consents/server/carrier-consents.ts keeps it). */
export type ConsentChoices = {
  /** The FMCSA Pre-Employment Screening Program consent: optional, off unless the carrier uses PSP. */
  askPsp: boolean;
  /** The consent to the Clearinghouse's annual limited queries: on by default (every job here needs a CDL). */
  askClearinghouse: boolean;
  /**
   * States where the carrier's jobs are whose notices every applicant gets, whatever their addresses: the statutes
   * read by the consumer's residence or by the place of employment, and the app knows only the addresses.
   */
  jobStates: readonly NoticeState[];
};

export const DEFAULT_CONSENT_CHOICES: ConsentChoices = Object.freeze({ askPsp: false, askClearinghouse: true, jobStates: [] });

/** Step 1's states (current address, then the previous ones) as given, upper-case; blanks left out. */
export function addressStates(states: readonly unknown[]): string[] {
  return states.flatMap((state) => (typeof state === 'string' && state.trim() !== '' ? [state.trim().toUpperCase()] : []));
}

/** The documents of step 11, in the order it lists them. */
export function consentDocuments(choices: ConsentChoices, states: readonly string[]): ConsentDocument[] {
  const noticeStates = new Set<string>([...states, ...choices.jobStates]);
  return CONSENT_DOCUMENTS.filter((document) => {
    if (document === 'psp-disclosure-authorization') return choices.askPsp;
    if (document === 'clearinghouse-limited-query') return choices.askClearinghouse;
    if (document.startsWith('state-')) return noticeStates.has(document.slice('state-'.length).toUpperCase());
    return true;
  });
}

/** The documents agreed to, each with its own box: every document shown but the summary of rights. */
export function consentsToSign(choices: ConsentChoices, states: readonly string[]): ConsentId[] {
  return consentDocuments(choices, states).filter((document): document is ConsentId => document !== SUMMARY_OF_RIGHTS);
}
