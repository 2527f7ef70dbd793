import { addressStates, consentDocuments, consentsToSign, DEFAULT_CONSENT_CHOICES, NOTICE_STATES, type NoticeState } from './consents-to-sign';

/** Which documents step 11 shows, from the carrier's choices and the states of step 1's addresses. */
const ADDRESS_FIELDS = ['state', 'prevState1', 'prevState2', 'prevState3'] as const;
const statesOf = (answers: Partial<Record<(typeof ADDRESS_FIELDS)[number], string>>) => addressStates(ADDRESS_FIELDS.map((field) => answers[field]));

describe('the consents step 11 asks for', () => {
  it('asks the FCRA texts, the summary of rights and the Clearinghouse consent by default, no PSP and no state notice', () => {
    expect(consentDocuments(DEFAULT_CONSENT_CHOICES, statesOf({ state: 'TX' }))).toEqual([
      'fcra-disclosure',
      'fcra-authorization',
      'fcra-summary-of-rights',
      'clearinghouse-limited-query',
    ]);
    expect(consentsToSign(DEFAULT_CONSENT_CHOICES, [])).not.toContain('fcra-summary-of-rights');
  });

  describe.each(Object.entries(NOTICE_STATES) as [NoticeState, string][])('the %s notice', (state, notice) => {
    it.each(ADDRESS_FIELDS)('appears for an address in that state given as %s', (field) => {
      expect(consentsToSign(DEFAULT_CONSENT_CHOICES, statesOf({ state: 'TX', [field]: state.toLowerCase() }))).toContain(notice);
    });

    it('does not appear for addresses in other states only', () => {
      const others = (Object.keys(NOTICE_STATES) as NoticeState[]).filter((other) => other !== state);
      const answers = { state: others[0], prevState1: others[1], prevState2: others[2], prevState3: 'TX' };
      const documents = consentsToSign(DEFAULT_CONSENT_CHOICES, statesOf(answers));
      expect(documents).not.toContain(notice);
      expect(documents).toContain(NOTICE_STATES[others[0]!]);
    });

    it("appears for every applicant when the carrier's jobs are in that state", () => {
      expect(consentsToSign({ ...DEFAULT_CONSENT_CHOICES, jobStates: [state] }, statesOf({ state: 'TX' }))).toContain(notice);
    });
  });

  it('lists each notice once, in a fixed order, and PSP and the Clearinghouse as the carrier chooses', () => {
    const choices = { askPsp: true, askClearinghouse: false, jobStates: ['NY'] as NoticeState[] };
    expect(consentsToSign(choices, statesOf({ state: 'NY', prevState1: 'CA', prevState2: 'CA', prevState3: 'ma' }))).toEqual([
      'fcra-disclosure',
      'fcra-authorization',
      'state-ca',
      'state-ny',
      'state-ma',
      'psp-disclosure-authorization',
    ]);
  });

  it('reads blank and padded states as the applicant typed them', () => {
    expect(addressStates([' ca ', '', undefined, null, 'Ny'])).toEqual(['CA', 'NY']);
  });
});
