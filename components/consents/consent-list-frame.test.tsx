/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { TestWizardIntl } from '@/tests/wizard-intl';
import { ConsentListPlaceholder } from './consent-list-frame';

/**
 * Step 11 before the consents' list has arrived (its code comes in a download of its own): the section is already
 * there, named and explained, and says it is loading, rather than nothing that later appears above the signature pad.
 */
describe("step 11's consents while their list is on its way", () => {
  it.each([
    ['en', 'Background check consents', 'Loading the consents…'],
    ['es', 'Consentimientos para la verificación de antecedentes', 'Cargando los consentimientos…'],
  ] as const)('in %s: the section named by its heading, with its loading line', (locale, heading, loading) => {
    render(
      <TestWizardIntl locale={locale}>
        <ConsentListPlaceholder />
      </TestWizardIntl>,
    );
    const section = screen.getByRole('region', { name: heading });
    expect(section).toContainElement(screen.getByRole('heading', { level: 3, name: heading }));
    expect(screen.getByRole('status')).toHaveTextContent(loading);
  });
});
