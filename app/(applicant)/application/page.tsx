import { connection } from 'next/server';
import { ApplicationWizard } from '@/components/wizard/application-wizard';
import { formFacts } from '@/lib/applicant/form-facts';
import { DEFAULT_COMPANY_CODE } from '@/lib/applicant/schema';
import { carrierNameForWizard } from '@/lib/companies/carrier-for-wizard';
import { wizardTexts } from '@/lib/i18n/wizard-texts';
import { attributionFromParams, attributionQuery } from '@/lib/sources/attribution';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ApplicationPage({ searchParams }: Props) {
  // Rendered per request: the carrier's name comes from the database, which a build never reads.
  await connection();
  const compCode = DEFAULT_COMPANY_CODE;
  const [texts, carrierName] = await Promise.all([wizardTexts(), carrierNameForWizard(compCode)]);
  const source = attributionQuery(attributionFromParams(await searchParams));
  return <ApplicationWizard compCode={compCode} carrierName={carrierName} facts={formFacts(compCode)} texts={texts} source={source} />;
}
