import { notFound } from 'next/navigation';
import { ApplicationWizard } from '@/components/wizard/application-wizard';
import { formFacts } from '@/lib/applicant/form-facts';
import { companyCodeFromRoute } from '@/lib/applicant/company-code';
import { carrierNameForWizard } from '@/lib/companies/carrier-for-wizard';

export default async function CompanyApplicationPage({ params }: { params: Promise<{ compCode: string }> }) {
  const code = companyCodeFromRoute((await params).compCode);
  if (!code) notFound();
  return <ApplicationWizard compCode={code} carrierName={await carrierNameForWizard(code)} facts={formFacts()} />;
}
