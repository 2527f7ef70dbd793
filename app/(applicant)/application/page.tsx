import { connection } from 'next/server';
import { ApplicationWizard } from '@/components/wizard/application-wizard';
import { formFacts } from '@/lib/applicant/form-facts';
import { DEFAULT_COMPANY_CODE } from '@/lib/applicant/schema';
import { carrierNameForWizard } from '@/lib/companies/carrier-for-wizard';
import { wizardTexts } from '@/lib/i18n/wizard-texts';
import { attributionFromParams, attributionQuery } from '@/lib/sources/attribution';
import { screeningForWizard, withScreening } from '@/lib/screening/server/wizard-screening';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ApplicationPage({ searchParams }: Props) {
  // Rendered per request: the carrier's name comes from the database, which a build never reads.
  await connection();
  const compCode = DEFAULT_COMPANY_CODE;
  const [texts, carrierName] = await Promise.all([wizardTexts(), carrierNameForWizard(compCode)]);
  const facts = withScreening(formFacts(compCode), await screeningForWizard(compCode, carrierName));
  const source = attributionQuery(attributionFromParams(await searchParams));
  return <ApplicationWizard compCode={compCode} carrierName={carrierName} facts={facts} texts={texts} source={source} />;
}
