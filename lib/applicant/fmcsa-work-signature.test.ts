import type * as z from 'zod/mini';
import { defaultFormValues, type ApplicationFormValues, type EarlierJob, type WorkEntry } from './form-values';
import { FMCSA_FORM_VERSION } from './form-version';
import { toApplicantPayload } from './payload';
import { YES_NO_MESSAGE } from './rules';
import { stepSchemas, WORK_HISTORY_STEP, workDraftSchema } from './step-schemas';
import { englishMessage } from '@/lib/i18n/english-validation';

const ESIGN_REQUIRED_MESSAGE = englishMessage({ key: 'esignRequired' });
const NOTICE_REQUIRED_MESSAGE = englishMessage({ key: 'noticeRequired' });
const INQUIRIES_AUTHORIZATION_REQUIRED_MESSAGE = englishMessage({ key: 'inquiriesAuthorizationRequired' });

/** Issue path → message, for what `schema` says about `values` ({} when it accepts them). */
function problems(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const SIGNATURE_STEP = stepSchemas.length - 1;
const workStep = stepSchemas[WORK_HISTORY_STEP]!;
const signatureStep = stepSchemas[SIGNATURE_STEP]!;

/** A 1×1 PNG: the schema checks the data-URL prefix. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function workEntry(overrides: Partial<WorkEntry> = {}): WorkEntry {
  return {
    id: 'entry-1',
    employer1: 'Acme Freight',
    address1: '100 Main St',
    city_St_Zip1: 'Houston, TX 77002',
    empFrom1: '01/2018',
    empTo1: '03/2024',
    position1: 'OTR Driver',
    salary1: '',
    contact1: '',
    phone1: '',
    reason1: '',
    fmcsr1: 'Y',
    drugTest1: 'N',
    ...overrides,
  } as WorkEntry;
}

function earlierJob(n: number, overrides: Partial<EarlierJob> = {}): EarlierJob {
  return {
    id: `earlier-${n}`,
    earlierEmployer1: `Carrier ${n}`,
    earlierAddress1: `${n} Depot Rd, Waco, TX`,
    earlierFrom1: '01/2012',
    earlierTo1: '06/2013',
    earlierPosition1: 'Driver',
    earlierReason1: 'Laid off',
    earlierFmcsr1: 'Y',
    earlierDrugTest1: 'Y',
    ...overrides,
  } as EarlierJob;
}

const workValues = (overrides: Partial<ApplicationFormValues> = {}) => ({
  workEntries: [workEntry()],
  earlierJobs: [],
  ...overrides,
});

describe('work history step (391.21(b)(10), (b)(11))', () => {
  it('accepts employers with both answers and no earlier jobs', () => {
    expect(problems(workStep, workValues())).toEqual({});
    expect(problems(workDraftSchema, workEntry())).toEqual({});
  });

  it('refuses a work entry without the two Yes/No answers, in the list and in the entry being typed', () => {
    const unanswered = workEntry({ fmcsr1: '', drugTest1: '' } as Partial<WorkEntry>);
    expect(problems(workDraftSchema, unanswered)).toEqual({ fmcsr1: YES_NO_MESSAGE, drugTest1: YES_NO_MESSAGE });
    expect(problems(workStep, workValues({ workEntries: [workEntry(), unanswered] }))).toEqual({
      'workEntries.1.fmcsr1': YES_NO_MESSAGE,
      'workEntries.1.drugTest1': YES_NO_MESSAGE,
    });
  });

  it('refuses an answer other than Y or N', () => {
    const odd = workEntry({ fmcsr1: 'maybe' } as unknown as Partial<WorkEntry>);
    expect(problems(workDraftSchema, odd)).toEqual({ fmcsr1: YES_NO_MESSAGE });
  });

  it('shows the missing answers together with the other missing fields of the entry being typed', () => {
    const typedEmployerOnly = { ...workEntry(), address1: '', fmcsr1: '', drugTest1: '' };
    expect(problems(workDraftSchema, typedEmployerOnly)).toEqual({
      address1: 'Street Address Required.',
      fmcsr1: YES_NO_MESSAGE,
      drugTest1: YES_NO_MESSAGE,
    });
  });

  it('accepts complete earlier jobs', () => {
    expect(problems(workStep, workValues({ earlierJobs: [earlierJob(1), earlierJob(2)] }))).toEqual({});
  });

  it('names each missing field of a partially filled earlier job', () => {
    const partial = earlierJob(2, {
      earlierAddress1: '',
      earlierFrom1: '',
      earlierTo1: '',
      earlierPosition1: '',
      earlierReason1: '',
      earlierFmcsr1: '',
      earlierDrugTest1: '',
    } as Partial<EarlierJob>);
    expect(problems(workStep, workValues({ earlierJobs: [earlierJob(1), partial] }))).toEqual({
      'earlierJobs.1.earlierAddress1': 'Address Required.',
      'earlierJobs.1.earlierFrom1': 'Date From Required.',
      'earlierJobs.1.earlierTo1': 'Date To Required.',
      'earlierJobs.1.earlierPosition1': 'Position Required.',
      'earlierJobs.1.earlierReason1': 'Reason for leaving Required.',
      'earlierJobs.1.earlierFmcsr1': YES_NO_MESSAGE,
      'earlierJobs.1.earlierDrugTest1': YES_NO_MESSAGE,
    });
    const onlyDates = earlierJob(1, { earlierEmployer1: '' });
    expect(problems(workStep, workValues({ earlierJobs: [onlyDates] }))).toEqual({
      'earlierJobs.0.earlierEmployer1': 'Employer Required.',
    });
  });

  it('refuses an earlier job whose Date To is before its Date From', () => {
    const backwards = earlierJob(1, { earlierFrom1: '06/2013', earlierTo1: '01/2012' });
    expect(problems(workStep, workValues({ earlierJobs: [backwards] }))).toEqual({
      'earlierJobs.0.earlierTo1': 'Date To cannot be before Date From.',
    });
    // The same month is a job of under a month, not an error.
    const sameMonth = earlierJob(1, { earlierFrom1: '06/2013', earlierTo1: '06/2013' });
    expect(problems(workStep, workValues({ earlierJobs: [sameMonth] }))).toEqual({});
  });

  it('refuses an earlier job date that is not a month as MM/YYYY', () => {
    const badMonth = earlierJob(1, { earlierFrom1: '13/2012' });
    expect(problems(workStep, workValues({ earlierJobs: [badMonth] }))).toEqual({
      'earlierJobs.0.earlierFrom1': 'Date From must be a month as MM/YYYY.',
    });
  });

  it('takes at most 7 earlier jobs', () => {
    const jobs = (count: number) => Array.from({ length: count }, (_, index) => earlierJob(index + 1));
    expect(problems(workStep, workValues({ earlierJobs: jobs(7) }))).toEqual({});
    expect(problems(workStep, workValues({ earlierJobs: jobs(8) }))).toEqual({
      earlierJobs: 'At most 7 earlier driving jobs.',
    });
  });
});

describe('signature step (391.21(d) notice, 391.23 authorization, consent to sign electronically)', () => {
  const signed = { signature: '[[{"x":1,"y":2,"time":1}]]', signature64: PNG };
  const boxes = { noticeAcknowledged: true, safetyHistoryAuthorized: true, esignConsent: true };

  it('accepts the three boxes checked and a signature', () => {
    expect(problems(signatureStep, { ...boxes, ...signed })).toEqual({});
  });

  it('refuses without the notice acknowledged', () => {
    expect(problems(signatureStep, { ...boxes, noticeAcknowledged: false, ...signed })).toEqual({
      noticeAcknowledged: NOTICE_REQUIRED_MESSAGE,
    });
  });

  it('refuses without the authorization to ask the previous employers', () => {
    expect(problems(signatureStep, { ...boxes, safetyHistoryAuthorized: false, ...signed })).toEqual({
      safetyHistoryAuthorized: 'Check that you authorize the questions to your previous employers to continue.',
    });
    expect(INQUIRIES_AUTHORIZATION_REQUIRED_MESSAGE).toBe('Check that you authorize the questions to your previous employers to continue.');
  });

  it('refuses without the consent to sign electronically', () => {
    expect(problems(signatureStep, { ...boxes, esignConsent: false, ...signed })).toEqual({
      esignConsent: ESIGN_REQUIRED_MESSAGE,
    });
  });

  it('names everything missing at once, the signature included', () => {
    const { noticeAcknowledged, safetyHistoryAuthorized, esignConsent, signature, signature64 } = defaultFormValues();
    expect(problems(signatureStep, { noticeAcknowledged, safetyHistoryAuthorized, esignConsent, signature, signature64 })).toEqual({
      noticeAcknowledged: NOTICE_REQUIRED_MESSAGE,
      safetyHistoryAuthorized: INQUIRIES_AUTHORIZATION_REQUIRED_MESSAGE,
      esignConsent: ESIGN_REQUIRED_MESSAGE,
      signature64: 'Signature Required.',
    });
  });
});

describe('toApplicantPayload with the 391.21 items', () => {
  const values = (overrides: Partial<ApplicationFormValues> = {}): ApplicationFormValues => ({
    ...defaultFormValues(),
    workEntries: [workEntry(), workEntry({ id: 'entry-2', employer1: 'Blue Line', fmcsr1: 'N', drugTest1: 'Y' } as Partial<WorkEntry>)],
    earlierJobs: [earlierJob(1), earlierJob(2, { earlierFmcsr1: 'N', earlierDrugTest1: 'N' } as Partial<EarlierJob>)],
    noticeAcknowledged: true,
    safetyHistoryAuthorized: true,
    esignConsent: true,
    ...overrides,
  });

  it('flattens earlier jobs into earlierEmployer1..7 and the like, unused slots empty', () => {
    const payload = toApplicantPayload(values(), 'ABC') as Record<string, unknown>;
    // The first job's fields are named as its payload slot (earlierEmployer1 …): every one of them is sent as typed.
    const { id: _firstId, ...firstJob } = earlierJob(1);
    expect(payload).toMatchObject({
      ...firstJob,
      earlierEmployer2: 'Carrier 2',
      earlierFmcsr2: 'N',
      earlierDrugTest2: 'N',
    });
    for (const n of [3, 4, 5, 6, 7]) {
      for (const base of ['earlierEmployer', 'earlierAddress', 'earlierFrom', 'earlierTo', 'earlierPosition', 'earlierReason', 'earlierFmcsr', 'earlierDrugTest']) {
        expect(payload[`${base}${n}`]).toBe('');
      }
    }
    expect(payload).not.toHaveProperty('earlierJobs');
    expect(payload).not.toHaveProperty('earlierEmployer8');
    expect(payload).not.toHaveProperty('earlierEmployer0');
  });

  it("sends each employer's two answers in its work slot", () => {
    const payload = toApplicantPayload(values(), 'ABC') as Record<string, unknown>;
    expect(payload).toMatchObject({ fmcsr1: 'Y', drugTest1: 'N', fmcsr2: 'N', drugTest2: 'Y', fmcsr3: '', drugTest3: '' });
  });

  it("sends the three boxes as 'Y' and the form version", () => {
    const payload = toApplicantPayload(values(), 'ABC') as Record<string, unknown>;
    expect(payload).toMatchObject({ noticeAcknowledged: 'Y', safetyHistoryAuthorized: 'Y', esignConsent: 'Y', formVersion: FMCSA_FORM_VERSION });
    const unchecked = toApplicantPayload(values({ noticeAcknowledged: false, safetyHistoryAuthorized: false, esignConsent: false }), 'ABC');
    expect(unchecked).toMatchObject({ noticeAcknowledged: '', safetyHistoryAuthorized: '', esignConsent: '', formVersion: FMCSA_FORM_VERSION });
  });
});
