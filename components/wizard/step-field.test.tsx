/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { render, screen } from '@testing-library/react';
import { formFacts } from '@/lib/applicant/form-facts';
import type { ApplicationFormValues, TextFieldName } from '@/lib/applicant/form-values';
import { driverLicense } from '@/lib/applicant/steps/driver-license';
import type { FieldSpec } from '@/lib/applicant/steps/types';
import { TestWizardIntl } from '@/tests/wizard-intl';
import { FormFactsProvider } from './form-facts';
import { StepField } from './step-field';
import { WizardFormProvider } from './wizard-form';

/** A step's providers, as the wizard gives them: its texts, the schema's facts and its form. */
function InWizard({ children }: { children: ReactNode }) {
  const form = useForm<ApplicationFormValues>({ defaultValues: {} as ApplicationFormValues });
  return (
    <TestWizardIntl>
      <FormFactsProvider facts={formFacts()}>
        <WizardFormProvider form={form}>{children}</WizardFormProvider>
      </FormFactsProvider>
    </TestWizardIntl>
  );
}

const draw = (field: string, spec: FieldSpec) =>
  render(
    <InWizard>
      <StepField name={field as TextFieldName} field={field} spec={spec} />
    </InWizard>,
  );

/**
 * Step 1 draws its fields with StepField (the first download keeps typed inputs only): whatever kind a step declares,
 * it must be drawn as that kind, never fall back to a text box.
 */
describe('a step field', () => {
  it('draws a Yes/No declared as radio buttons as its two radio buttons, fetched when first shown', async () => {
    draw('licenseDenied', driverLicense.fields!.licenseDenied!);
    // Fetched when first shown: on a busy machine the chunk takes longer than findBy's default second.
    expect(await screen.findByRole('radiogroup', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('draws a typed answer at once, as a text box', () => {
    draw('driverLicense1', driverLicense.fields!.driverLicense1!);
    expect(screen.getByRole('textbox')).toBeInTheDocument();
  });
});
