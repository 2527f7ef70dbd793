import { INVESTIGATION_NOTICE, INQUIRIES_AUTHORIZATION } from '@/lib/signed-content/agreement-texts';
import { MISSING_ITEMS } from '@/lib/applicant/missing-items';
import en from '@/lib/i18n/messages/en.json';
import { legacyApplicant, validApplicant } from '@/tests/fixtures/applicant.mjs';
import { behaviourEngine } from './engines';
import { pdfText, staffAppPerSuite, submitApplication } from './staff-client';

/**
 * The 49 CFR 391.21 items over real HTTP, on each engine: stored when sent, refused with the field's message when
 * malformed, and — for the original client's payload without them — stored and flagged in the staff area with
 * exactly the items it lacks.
 */
const engines = behaviourEngine();
const REVIEWER = { email: 'rita.reviewer@example.com', name: 'Rita Reviewer', role: 'reviewer', password: 'correct horse battery staple' };
const ALL_ITEMS = MISSING_ITEMS.join(',');

describe.each(engines)('391.21 items on %s', (_engine, createDatabase) => {
  const suite = staffAppPerSuite(createDatabase, [REVIEWER]);
  const reviewer = () => suite.staff[0]!;

  const row = async (numberId: number) =>
    (await suite.database.rows()).find((stored) => Number(stored.numberId) === numberId)!;
  const listRow = async (name: string) => {
    const html = (await reviewer().get(`/staff?q=${encodeURIComponent(name)}`)).text;
    return /<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  };

  it("stores every item of this wizard's payload and flags nothing", async () => {
    const numberId = await submitApplication(suite.applicant, {
      applicantName: 'Wanda Wizard',
      licenseDenied: 'Y',
      licenseDeniedReason: 'Suspended 30 days in 2019 for an unpaid ticket; reinstated.',
      prevStreet1: '9 Old Rd', prevCity1: 'Katy', prevState1: 'tx', prevZip1: '77450', prevMovedIn1: '01/2015',
    });
    const stored = await row(numberId);
    expect(stored).toMatchObject({
      phone: '(713) 555-0142',
      email: 'jordan.rivers@example.com',
      street: '4410 Westheimer Rd',
      state: 'TX',
      zip: '77027',
      prevState1: 'TX',
      licenseDenied: 'Y',
      fmcsr1: 'Y',
      drugTest2: 'N',
      earlierEmployer1: 'Bayou Haulers',
      earlierDrugTest1: 'Y',
      noticeAcknowledged: 'Y',
      safetyHistoryAuthorized: 'Y',
      esignConsent: 'Y',
      missingItems: '',
    });
    expect(await listRow('Wanda Wizard')).not.toContain('391.21 incomplete');

    const page = (await reviewer().get(`/staff/applications/${numberId}`)).text;
    expect(page).not.toContain('Missing 391.21 items');
    const pdf = (await pdfText((await reviewer().get(`/staff/applications/${numberId}/pdf`)).bytes)).replace(/\s+/g, ' ');
    for (const expected of [
      '(713) 555-0142',
      '4410 Westheimer Rd',
      '9 Old Rd',
      'Suspended 30 days in 2019',
      'Subject to the FMCSRs',
      'Earlier commercial driving jobs (years 4 to 10)',
      'Bayou Haulers',
      INVESTIGATION_NOTICE.title,
      'Acknowledged',
      INQUIRIES_AUTHORIZATION.title,
      'Authorized (box checked)',
      'Consented',
    ]) {
      // Field labels print in capitals (a form's style): compare without case.
      expect(pdf.toLowerCase()).toContain(expected.toLowerCase());
    }
    expect(pdf).not.toContain('Missing 391.21 items');
  });

  it("stores the original client's payload and flags exactly the items it lacks", async () => {
    const numberId = await submitApplication(suite.applicant, { applicantName: 'Otto Original' }, legacyApplicant);
    expect((await row(numberId)).missingItems).toBe(ALL_ITEMS);
    expect(await listRow('Otto Original')).toContain('391.21 incomplete');
    const page = (await reviewer().get(`/staff/applications/${numberId}`)).text.replaceAll('&#x27;', "'");
    expect(page).toContain('Missing 391.21 items');
    for (const item of MISSING_ITEMS) expect(page).toContain(en.StaffServer.missingItems[item]);
    const pdf = (await pdfText((await reviewer().get(`/staff/applications/${numberId}/pdf`)).bytes)).replace(/\s+/g, ' ');
    expect(pdf).toContain('Missing 391.21 items');
    expect(pdf).toContain('Not acknowledged');
    // The authorization is not a 391.21 item, so it is not listed as missing, but the office reads what to do.
    expect(pdf).toContain("No electronic authorization on file (not asked by the form used): obtain the driver's written authorization");
    expect(page).toContain('No electronic authorization on file');
  });

  it('lists only what is missing when a payload carries some of the items', async () => {
    const numberId = await submitApplication(suite.applicant, { applicantName: 'Pia Partial', licenseDenied: '', fmcsr2: '' });
    expect((await row(numberId)).missingItems).toBe('b9-license-denial,b10-employer-answers');
    const recent = new Date();
    recent.setMonth(recent.getMonth() - 6);
    const movedIn = `${String(recent.getMonth() + 1).padStart(2, '0')}/${recent.getFullYear()}`;
    const shortStay = await submitApplication(suite.applicant, { applicantName: 'Sam Short', movedIn });
    expect((await row(shortStay)).missingItems).toBe('b3-residence');
  });

  it.each([
    ['phone', { phone: '555-0142' }, 'Phone must be 10 digits as (000) 000-0000.'],
    ['email', { email: 'jordan@' }, 'Email must look like name@example.com.'],
    ['state', { state: 'Texas' }, 'State: the 2-letter state code, e.g. TX.'],
    ['zip', { zip: '7702' }, 'ZIP Code must be 5 digits (or ZIP+4).'],
    ['movedIn', { movedIn: '13/2020' }, 'Moved In must be a month as MM/YYYY.'],
    ['movedIn', { movedIn: '01/2999' }, 'Moved In cannot be in the future.'],
    ['licenseDeniedReason', { licenseDenied: 'Y', licenseDeniedReason: '' }, 'Explain what happened: which license, when, and why.'],
    ['fmcsr1', { fmcsr1: 'maybe' }, 'Please answer Yes or No.'],
    ['earlierPosition2', { earlierEmployer2: 'Half Filled LLC' }, 'Position Required.'],
    ['earlierTo1', { earlierFrom1: '05/2014', earlierTo1: '01/2013' }, 'Date To cannot be before Date From.'],
    ['noticeAcknowledged', { noticeAcknowledged: 'yes please' }, 'Check that you have read the notice.'],
    ['safetyHistoryAuthorized', { safetyHistoryAuthorized: 'N' }, 'Check that you authorize the questions to your previous employers.'],
  ])('refuses a malformed %s with its message and stores nothing', async (field, overrides, message) => {
    const before = (await suite.database.rows()).length;
    const answer = await suite.applicant.post('/api/drivers', validApplicant(overrides));
    expect(answer.status).toBe(422);
    expect(answer.json().fields).toMatchObject({ [field]: message });
    expect((await suite.database.rows()).length).toBe(before);
  });
});
