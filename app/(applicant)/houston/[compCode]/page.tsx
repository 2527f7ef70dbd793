import { HomeScreen } from '@/components/home-screen';
import { attributionFromParams, attributionQuery } from '@/lib/sources/attribution';
import { companyCodeOrNotFound, type CompanyPageProps } from '../../company-route';

export default async function CompanyHomePage({ params, searchParams }: CompanyPageProps) {
  const code = await companyCodeOrNotFound(params);
  // The start button keeps where the applicant came from (lib/sources/attribution.ts).
  return <HomeScreen compCode={code} source={attributionQuery(attributionFromParams(await searchParams))} />;
}
