import { notFound } from 'next/navigation';
import { ApplicationWizard } from '@/components/wizard/application-wizard';
import { WizardIntlProvider } from '@/components/wizard/wizard-intl-provider';
import { formFacts } from '@/lib/applicant/form-facts';
import { companyCodeFromRoute } from '@/lib/applicant/company-code';
import { carrierNameForWizard } from '@/lib/companies/carrier-for-wizard';
import { attributionFromParams, attributionQuery } from '@/lib/sources/attribution';
import { screeningForWizard, withScreening } from '@/lib/screening/server/wizard-screening';

type Props = {
  params: Promise<{ compCode: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function CompanyApplicationPage({ params, searchParams }: Props) {
  const code = companyCodeFromRoute((await params).compCode);
  if (!code) notFound();
  const carrierName = await carrierNameForWizard(code);
  // The carrier's screening questions, as data: the section that asks them is fetched after the page.
  const facts = withScreening(formFacts(code), await screeningForWizard(code, carrierName));
  // Where the applicant came from: only the link's own ?source= and utm_ parameters, checked here on the server.
  const source = attributionQuery(attributionFromParams(await searchParams));
  return (
    <WizardIntlProvider>
      <ApplicationWizard compCode={code} carrierName={carrierName} facts={facts} source={source} />
    </WizardIntlProvider>
  );
}
