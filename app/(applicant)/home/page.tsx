import { HomeScreen } from '@/components/home-screen';
import { DEFAULT_COMPANY_CODE } from '@/lib/applicant/schema';

export default function HomeAliasPage() {
  return <HomeScreen compCode={DEFAULT_COMPANY_CODE} />;
}
