/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { defaultFormValues, type ApplicationFormValues } from '@/lib/applicant/form-values';
import type { Locale } from '@/lib/i18n/locales';
import { TestWizardIntl } from '@/tests/wizard-intl';
import { consentActions, useConsentState, type DueConsent } from '@/components/consents/consent-store';
import { documentActions } from '@/components/documents/document-store';
import { CONSENT_TEXTS } from '@/lib/consents/texts/published-consent-texts';
import { SubmitDialog } from './submit-dialog';
import { useApplicationSubmit } from './use-application-submit';
import { completeFormValues } from '@/tests/fixtures/complete-form';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

/** The hook with a real react-hook-form instance holding `values`, in a wizard shown in `locale`. */
function renderSubmitHook(values: Partial<ApplicationFormValues>, locale: Locale = 'en') {
  const validateFinalStep = jest.fn(async () => true);
  const showStepErrors = jest.fn();
  const held: { form?: ReturnType<typeof useForm<ApplicationFormValues>> } = {};
  const { result } = renderHook(() => {
    const form = useForm<ApplicationFormValues>({ defaultValues: { ...defaultFormValues(), ...values } });
    held.form = form;
    return useApplicationSubmit({ form, compCode: 'TSKIS', validateFinalStep, showStepErrors, locale });
  });
  return { result, validateFinalStep, showStepErrors, form: () => held.form! };
}

/** What the wizard holds after an applicant completed all 11 steps (the API schema accepts it). */
const completeAnswers = completeFormValues();

/** A fetch answer as the client reads it (jsdom has no Response class). */
function apiAnswer(status: number, body?: () => Promise<unknown>) {
  return { ok: status >= 200 && status < 300, status, headers: { get: () => null }, json: body ?? (async () => ({})) } as unknown as Response;
}

/** The page's fetch: a spy, reset before each test, that each test tells what to answer. */
const fetchSpy = jest.fn();
beforeEach(() => {
  fetchSpy.mockReset();
  global.fetch = fetchSpy;
});

describe('Finish without a social security number (docs/specification.md §8)', () => {
  it.each(['', '   '])('opens the "Error!" dialog and sends nothing when the SSN is %j', async (ssn) => {
    const { result, validateFinalStep } = renderSubmitHook({ ssn });
    await act(() => result.current.finish());

    expect(result.current.dialog).toEqual({ kind: 'missing-ssn', open: true });
    expect(result.current.submitting).toBe(false);
    expect(validateFinalStep).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('with an SSN present, goes on to check the final step instead', async () => {
    const { result, validateFinalStep } = renderSubmitHook({ ssn: '123-45-6789' });
    validateFinalStep.mockResolvedValueOnce(false);
    await act(() => result.current.finish());

    expect(validateFinalStep).toHaveBeenCalledTimes(1);
    expect(result.current.dialog.open).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('the dialog reads "Error!" / "Social required." and Ok closes it', async () => {
    const onClose = jest.fn();
    render(
      <TestWizardIntl>
        <SubmitDialog kind="missing-ssn" open onClose={onClose} />
      </TestWizardIntl>,
    );

    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent('Social required.');
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

/** Step 11 listed the FCRA disclosure (components/consents) and the applicant agreed to it, unless `agreed` is false. */
const DISCLOSURE: DueConsent = { consent: 'fcra-disclosure', version: CONSENT_TEXTS.en['fcra-disclosure'].version, official: null, hasRequest: false };
function consentsOfStep11(agreed = true) {
  consentActions.setDue([DISCLOSURE]);
  consentActions.agree(DISCLOSURE, agreed);
}

/** Step 4's documents sent (components/documents): the CDL's two sides and the medical card, by the ids the server gave. */
const DOCUMENT_IDS = { 'cdl-front': 'AAAAAAAAAAAAAAAAAAAAAA', 'cdl-back': 'BBBBBBBBBBBBBBBBBBBBBB', 'medical-card': 'CCCCCCCCCCCCCCCCCCCCCC' } as const;
function documentsOfStep4() {
  for (const [kind, id] of Object.entries(DOCUMENT_IDS)) {
    documentActions.put({ key: kind, kind: kind as keyof typeof DOCUMENT_IDS, status: 'uploaded', progress: 100, id, fileName: `${kind}.jpg`, mediaType: 'image/jpeg' });
  }
}

describe('Finish with a complete application (docs/specification.md §8; the success dialog stays until closed)', () => {
  beforeEach(() => {
    push.mockReset();
    jest.useFakeTimers();
    consentsOfStep11();
    documentsOfStep4();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('stored: the "submitted" dialog carries the number and date, stays open, and only closing it goes home', async () => {
    const receipt = { numberId: 1042, creationDate: '2026-11-22T18:30:00.000Z' };
    fetchSpy.mockResolvedValueOnce(apiAnswer(201, async () => receipt));
    const { result, showStepErrors } = renderSubmitHook(completeAnswers);
    await act(() => result.current.finish());

    expect(showStepErrors).not.toHaveBeenCalled();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(result.current.dialog).toEqual({ kind: 'submitted', open: true, receipt });
    expect(result.current.submitted).toBe(true);
    expect(result.current.submitting).toBe(false);

    // No timed redirect: a minute later the applicant is still reading the dialog.
    act(() => jest.advanceTimersByTime(60_000));
    expect(push).not.toHaveBeenCalled();
    expect(result.current.dialog.open).toBe(true);

    act(() => result.current.closeDialog());
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/');
    expect(result.current.dialog).toMatchObject({ kind: 'submitted', open: false });
    // The leave warning stays off for a stored application while the router leaves.
    expect(result.current.submitted).toBe(true);
  });

  it.each(['en', 'es'] as const)('declares the language the wizard is shown in (%s) with the submit: the record names its texts', async (locale) => {
    fetchSpy.mockResolvedValueOnce(apiAnswer(201, async () => ({ numberId: 7, creationDate: '2026-11-25T10:00:00.000Z' })));
    const { result } = renderSubmitHook(completeAnswers, locale);
    await act(() => result.current.finish());
    const [, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'Shown-Language': locale });
  });

  it('a 201 whose body cannot be read still counts as submitted, without a number', async () => {
    fetchSpy.mockResolvedValueOnce(
      apiAnswer(201, async () => {
        throw new SyntaxError('Unexpected end of JSON input');
      }),
    );
    const { result } = renderSubmitHook(completeAnswers);
    await act(() => result.current.finish());

    expect(result.current.dialog).toEqual({ kind: 'submitted', open: true, receipt: null });
    expect(result.current.submitted).toBe(true);
  });

  it('refused: the "failed" dialog, and closing it keeps the applicant in the wizard', async () => {
    fetchSpy.mockResolvedValueOnce(apiAnswer(503));
    const { result } = renderSubmitHook(completeAnswers);
    await act(() => result.current.finish());

    expect(result.current.dialog).toEqual({ kind: 'failed', open: true });
    expect(result.current.submitted).toBe(false);
    act(() => result.current.closeDialog());
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current.dialog.open).toBe(false);
    expect(push).not.toHaveBeenCalled();
  });
});

describe("Finish and step 4's documents (docs/documents.md)", () => {
  beforeEach(() => {
    consentsOfStep11();
    documentsOfStep4();
  });

  it('sends the ids of the documents sent, never the files', async () => {
    fetchSpy.mockResolvedValueOnce(apiAnswer(201, async () => ({ numberId: 9, creationDate: '2026-11-25T10:00:00.000Z' })));
    const { result } = renderSubmitHook(completeAnswers);
    await act(() => result.current.finish());
    const [, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect((JSON.parse(String(init.body)) as Record<string, unknown>).documents).toEqual(Object.values(DOCUMENT_IDS));
  });

  it("after a lost reply and a corrected answer, names that try's key so the server can copy the photos this page holds no file of", async () => {
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchSpy.mockResolvedValueOnce(apiAnswer(201, async () => ({ numberId: 10, creationDate: '2026-11-25T10:00:00.000Z' })));
    const { result, form } = renderSubmitHook(completeAnswers);
    await act(() => result.current.finish());
    expect(result.current.dialog).toEqual({ kind: 'failed', open: true });
    act(() => form().setValue('phone', '(713) 555-0199'));
    await act(() => result.current.finish());

    const [first, second] = fetchSpy.mock.calls.map(([, init]) => new Headers((init as RequestInit).headers));
    expect(first!.get('Earlier-Attempt')).toBeNull();
    expect(second!.get('Idempotency-Key')).not.toBe(first!.get('Idempotency-Key'));
    expect(second!.get('Earlier-Attempt')).toBe(first!.get('Idempotency-Key'));
    const [, init] = fetchSpy.mock.calls[1] as [string, RequestInit];
    expect((JSON.parse(String(init.body)) as Record<string, unknown>).documents).toEqual(Object.values(DOCUMENT_IDS));
  });

  it("with the CDL's back missing, sends nothing and shows step 4", async () => {
    documentActions.remove('cdl-back');
    const { result, showStepErrors } = renderSubmitHook(completeAnswers);
    await act(() => result.current.finish());
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(showStepErrors).toHaveBeenCalledWith(3);
  });
});

describe('Finish and the background-check consents of step 11 (docs/consents.md)', () => {
  beforeEach(() => {
    documentsOfStep4();
  });

  it('sends each consent agreed to beside the answers: its version and the moment the box was checked', async () => {
    consentsOfStep11();
    fetchSpy.mockResolvedValueOnce(apiAnswer(201, async () => ({ numberId: 8, creationDate: '2026-11-25T10:00:00.000Z' })));
    const { result } = renderSubmitHook(completeAnswers);
    await act(() => result.current.finish());
    const [, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body.consents).toEqual([{ consent: 'fcra-disclosure', version: DISCLOSURE.version, agreedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) }]);
    expect(body.applicantName).toBe('Jordan Rivers');
  });

  it('with a consent not agreed to, sends nothing and shows step 11, the list saying what is missing', async () => {
    consentsOfStep11(false);
    const { result, showStepErrors } = renderSubmitHook(completeAnswers);
    const consents = renderHook(() => useConsentState());
    await act(() => result.current.finish());
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(showStepErrors).toHaveBeenCalledWith(10);
    expect(consents.result.current.showMissing).toBe(true);
  });

  it('with consents refused by the server (409: the carrier changed a text meanwhile), has step 11 load them again and name it, no "failed" dialog', async () => {
    consentsOfStep11();
    const consents = renderHook(() => useConsentState());
    const refusedBefore = consents.result.current.refused;
    fetchSpy.mockResolvedValueOnce(apiAnswer(409, async () => ({ code: 'consentTextChanged', changedConsents: ['fcra-disclosure'] })));
    const { result } = renderSubmitHook(completeAnswers);
    await act(() => result.current.finish());
    expect(result.current.dialog.open).toBe(false);
    expect(consents.result.current.refused).toBe(refusedBefore + 1);
    expect(consents.result.current.changedTexts).toEqual(['fcra-disclosure']);
  });
});
