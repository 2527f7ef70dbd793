import { ApplicationWizard } from '@/components/wizard/application-wizard';
import { WizardIntlProvider } from '@/components/wizard/wizard-intl-provider';
import { attributionFromParams, attributionQuery } from '@/lib/sources/attribution';
import { wizardFacts } from '@/lib/screening/server/wizard-screening';
import type { SearchParams } from '../company-route';

/** The wizard for one carrier, with its name and screening questions read from the database for this request. */
export async function WizardPage({ compCode, searchParams }: { compCode: string; searchParams: SearchParams }) {
  // The carrier's screening questions come as data: the section that asks them is fetched after the page.
  const { carrierName, facts } = await wizardFacts(compCode);
  // Where the applicant came from: only the link's own ?source= and utm_ parameters, checked here on the server.
  const source = attributionQuery(attributionFromParams(await searchParams));
  return (
    <WizardIntlProvider>
      <ApplicationWizard compCode={compCode} carrierName={carrierName} facts={facts} source={source} />
    </WizardIntlProvider>
  );
}
