import { connection } from 'next/server';
import { ApplicationWizard } from '@/components/wizard/application-wizard';
import { formFacts } from '@/lib/applicant/form-facts';
import { DEFAULT_COMPANY_CODE } from '@/lib/applicant/schema';
import { carrierNameForWizard } from '@/lib/companies/carrier-for-wizard';

export default async function ApplicationPage() {
  // Rendered per request: the carrier's name comes from the database, which a build never reads.
  await connection();
  return <ApplicationWizard compCode={DEFAULT_COMPANY_CODE} carrierName={await carrierNameForWizard(DEFAULT_COMPANY_CODE)} facts={formFacts()} />;
}
