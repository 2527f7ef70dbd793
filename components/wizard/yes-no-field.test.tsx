/**
 * @jest-environment jsdom
 */
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { ApplicationFormValues } from '@/lib/applicant/form-values';
import { TestWizardIntl } from '@/tests/wizard-intl';
import { WizardFormProvider } from './wizard-form';
import { YesNoField } from './yes-no-field';

// React's act() wants to be told it runs in a test; Testing Library, which this file does without, would tell it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The form around one Yes/No, handed to the test once made. */
function InForm({ children, onForm }: { children: ReactNode; onForm: (form: UseFormReturn<ApplicationFormValues>) => void }) {
  const form = useForm<ApplicationFormValues>({ defaultValues: {} as ApplicationFormValues });
  onForm(form);
  return (
    <TestWizardIntl>
      <WizardFormProvider form={form}>{children}</WizardFormProvider>
    </TestWizardIntl>
  );
}

/**
 * A Yes/No declared on step 1 is in the server's HTML before its scripts arrive: an answer clicked meanwhile must
 * reach the form when they do, not only stay checked on screen (Next would call it missing).
 */
describe('a Yes/No answered before its scripts ran', () => {
  it('goes into the form when the page hydrates', async () => {
    let form: UseFormReturn<ApplicationFormValues> | undefined;
    const page = (
      <InForm onForm={(made) => (form = made)}>
        <YesNoField name="licenseDenied" question="Have you ever been denied a license?" required />
      </InForm>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const yes = container.querySelector<HTMLInputElement>('input[type="radio"][value="Y"]')!;
    yes.click();
    expect(yes.checked).toBe(true);

    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(form!.getValues('licenseDenied')).toBe('Y');
    expect(yes.checked).toBe(true);
  });
});
