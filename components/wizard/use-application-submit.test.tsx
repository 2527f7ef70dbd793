/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { defaultFormValues, type ApplicationFormValues } from '@/lib/applicant/form';
import { SubmitDialog } from './submit-dialog';
import { useApplicationSubmit } from './use-application-submit';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

/** The hook with a real react-hook-form instance holding `values`. */
function renderSubmitHook(values: Partial<ApplicationFormValues>) {
  const validateFinalStep = jest.fn(async () => true);
  const { result } = renderHook(() => {
    const form = useForm<ApplicationFormValues>({ defaultValues: { ...defaultFormValues(), ...values } });
    return useApplicationSubmit({ form, compCode: 'TSKIS', validateFinalStep, showStepErrors: jest.fn() });
  });
  return { result, validateFinalStep };
}

describe('Finish without a social security number (SPEC §8)', () => {
  const fetchSpy = jest.fn();
  beforeEach(() => {
    fetchSpy.mockReset();
    global.fetch = fetchSpy;
  });

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
    render(<SubmitDialog kind="missing-ssn" open onClose={onClose} />);

    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent('Social required.');
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
