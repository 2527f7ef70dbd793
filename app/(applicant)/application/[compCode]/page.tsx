import { companyCodeOrNotFound, type CompanyPageProps } from '../../company-route';
import { WizardPage } from '../wizard-page';

export default async function CompanyApplicationPage({ params, searchParams }: CompanyPageProps) {
  return <WizardPage compCode={await companyCodeOrNotFound(params)} searchParams={searchParams} />;
}
