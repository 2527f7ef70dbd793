import { notFound } from 'next/navigation';
import { ApplicationWizard } from '@/components/wizard/application-wizard';
import { formFacts } from '@/lib/applicant/form-facts';
import { companyCodeFromRoute } from '@/lib/applicant/company-code';
import { carrierNameForWizard } from '@/lib/companies/carrier-for-wizard';
import { wizardTexts } from '@/lib/i18n/wizard-texts';

export default async function CompanyApplicationPage({ params }: { params: Promise<{ compCode: string }> }) {
  const code = companyCodeFromRoute((await params).compCode);
  if (!code) notFound();
  const [texts, carrierName] = await Promise.all([wizardTexts(), carrierNameForWizard(code)]);
  return <ApplicationWizard compCode={code} carrierName={carrierName} facts={formFacts()} texts={texts} />;
}
