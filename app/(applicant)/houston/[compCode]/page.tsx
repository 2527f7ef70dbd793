import { notFound } from 'next/navigation';
import { HomeScreen } from '@/components/home-screen';
import { companyCodeFromRoute } from '@/lib/applicant/company-code';

export default async function CompanyHomePage({ params }: { params: Promise<{ compCode: string }> }) {
  const code = companyCodeFromRoute((await params).compCode);
  if (!code) notFound();
  return <HomeScreen compCode={code} />;
}
