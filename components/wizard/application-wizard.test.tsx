/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formFacts } from '@/lib/applicant/form-facts';
import { TestWizardIntl } from '@/tests/wizard-intl';
import { ApplicationWizard } from './application-wizard';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

/** The label of every text field drawn, in order: what React re-rendered. */
const drawnFields: string[] = [];
jest.mock('./outlined-text-field', () => {
  const actual = jest.requireActual<typeof import('./outlined-text-field')>('./outlined-text-field');
  return {
    ...actual,
    OutlinedTextField: (props: Parameters<typeof actual.OutlinedTextField>[0]) => {
      drawnFields.push(props.label);
      return actual.OutlinedTextField(props);
    },
  };
});

describe('the wizard on a phone’s main thread', () => {
  it('redraws only the field being typed into, not every field of the step, when the form first changes', async () => {
    const user = userEvent.setup();
    render(
      <TestWizardIntl>
        <ApplicationWizard compCode="TSKIS" carrierName={null} facts={formFacts()} />
      </TestWizardIntl>,
    );
    const name = await screen.findByLabelText('Applicant Name');
    expect(drawnFields).toContain('City');
    // react-hook-form's own start-up updates (isReady) are over before the applicant types.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());

    drawnFields.length = 0;
    // The first keystroke makes the form dirty: the state the wizard itself reads (leave warning) changes.
    await user.type(name, 'J');

    expect(name).toHaveValue('J');
    expect(drawnFields.length).toBeGreaterThan(0);
    expect(new Set(drawnFields)).toEqual(new Set(['Applicant Name']));
  });
});
