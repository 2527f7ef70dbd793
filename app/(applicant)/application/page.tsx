import { ApplicationWizard } from '@/components/wizard/application-wizard';
import { DEFAULT_COMPANY_CODE } from '@/lib/applicant/schema';

export default function ApplicationPage() {
  return <ApplicationWizard compCode={DEFAULT_COMPANY_CODE} />;
}
