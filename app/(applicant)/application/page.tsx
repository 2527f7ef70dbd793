import { connection } from 'next/server';
import { DEFAULT_COMPANY_CODE } from '@/lib/applicant/schema';
import type { SearchParams } from '../company-route';
import { WizardPage } from './wizard-page';

export default async function ApplicationPage({ searchParams }: { searchParams: SearchParams }) {
  // Rendered per request: the carrier's name comes from the database, which a build never reads.
  await connection();
  return <WizardPage compCode={DEFAULT_COMPANY_CODE} searchParams={searchParams} />;
}
