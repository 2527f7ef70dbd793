import { notFound } from 'next/navigation';
import { HomeScreen } from '@/components/home-screen';
import { companyCodeFromRoute } from '@/lib/applicant/company-code';
import { attributionFromParams, attributionQuery } from '@/lib/sources/attribution';

type Props = {
  params: Promise<{ compCode: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function CompanyHomePage({ params, searchParams }: Props) {
  const code = companyCodeFromRoute((await params).compCode);
  if (!code) notFound();
  // The start button keeps where the applicant came from (lib/sources/attribution.ts).
  return <HomeScreen compCode={code} source={attributionQuery(attributionFromParams(await searchParams))} />;
}
