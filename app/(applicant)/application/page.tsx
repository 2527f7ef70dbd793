import { connection } from 'next/server';
import { ApplicationWizard } from '@/components/wizard/application-wizard';
import { WizardIntlProvider } from '@/components/wizard/wizard-intl-provider';
import { formFacts } from '@/lib/applicant/form-facts';
import { DEFAULT_COMPANY_CODE } from '@/lib/applicant/schema';
import { carrierNameForWizard } from '@/lib/companies/carrier-for-wizard';
import { attributionFromParams, attributionQuery } from '@/lib/sources/attribution';
import { screeningForWizard, withScreening } from '@/lib/screening/server/wizard-screening';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ApplicationPage({ searchParams }: Props) {
  // Rendered per request: the carrier's name comes from the database, which a build never reads.
  await connection();
  const compCode = DEFAULT_COMPANY_CODE;
  const carrierName = await carrierNameForWizard(compCode);
  const facts = withScreening(formFacts(compCode), await screeningForWizard(compCode, carrierName));
  const source = attributionQuery(attributionFromParams(await searchParams));
  return (
    <WizardIntlProvider>
      <ApplicationWizard compCode={compCode} carrierName={carrierName} facts={facts} source={source} />
    </WizardIntlProvider>
  );
}
