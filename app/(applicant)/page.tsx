import { HomeScreen } from '@/components/home-screen';
import { DEFAULT_COMPANY_CODE } from '@/lib/applicant/schema';
import { attributionFromParams, attributionQuery } from '@/lib/sources/attribution';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function HomePage({ searchParams }: Props) {
  // The start button keeps where the applicant came from (lib/sources/attribution.ts).
  return <HomeScreen compCode={DEFAULT_COMPANY_CODE} source={attributionQuery(attributionFromParams(await searchParams))} />;
}
