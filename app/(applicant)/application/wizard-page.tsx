import { ApplicationWizard } from '@/components/wizard/application-wizard';
import { WizardIntlProvider } from '@/components/wizard/wizard-intl-provider';
import { formFacts } from '@/lib/applicant/form-facts';
import { carrierNameForWizard } from '@/lib/companies/carrier-for-wizard';
import { attributionFromParams, attributionQuery } from '@/lib/sources/attribution';
import { screeningForWizard, withScreening } from '@/lib/screening/server/wizard-screening';
import type { SearchParams } from '../company-route';

/** The wizard for one carrier, with its name and screening questions read from the database for this request. */
export async function WizardPage({ compCode, searchParams }: { compCode: string; searchParams: SearchParams }) {
  const carrierName = await carrierNameForWizard(compCode);
  // The carrier's screening questions, as data: the section that asks them is fetched after the page.
  const facts = withScreening(formFacts(compCode), await screeningForWizard(compCode, carrierName));
  // Where the applicant came from: only the link's own ?source= and utm_ parameters, checked here on the server.
  const source = attributionQuery(attributionFromParams(await searchParams));
  return (
    <WizardIntlProvider>
      <ApplicationWizard compCode={compCode} carrierName={carrierName} facts={facts} source={source} />
    </WizardIntlProvider>
  );
}
