import { notFound } from 'next/navigation';
import { companyCodeFromRoute } from '@/lib/applicant/company-code';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A page of the applicant's under a carrier's code (/application/TSKIS, /houston/TSKIS). */
export type CompanyPageProps = { params: Promise<{ compCode: string }>; searchParams: SearchParams };

/** The carrier's code the page's route names; a code the API would never accept answers 404. */
export async function companyCodeOrNotFound(params: CompanyPageProps['params']): Promise<string> {
  const code = companyCodeFromRoute((await params).compCode);
  if (!code) notFound();
  return code;
}
