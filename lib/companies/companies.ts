import 'server-only';
import { carrierCache, forgetCarrier } from '@/lib/server/carrier-cache';
import { getDb } from '@/lib/server/db';
import type { CompanyInput } from './company-input';

/** notifyEmails: "a@x,b@y", or "" when the office's default list (OFFICE_NOTIFY_EMAILS) applies. */
export type Company = { code: string; legalName: string; address: string; notifyEmails: string };

const COMPANY_COLUMNS = { code: true, legalName: true, address: true, notifyEmails: true } as const;

/** The carrier behind a company code, or null for a code without a record (such codes keep working). */
export async function findCompany(code: string): Promise<Company | null> {
  const db = await getDb();
  return db.company.findUnique({ where: { code }, select: COMPANY_COLUMNS });
}

/** findCompany as a submission reads it: from memory, at most a few seconds old (lib/server/carrier-cache.ts). */
export const recentCompany = carrierCache(findCompany);

export async function listCompanies(): Promise<Company[]> {
  const db = await getDb();
  return db.company.findMany({ select: COMPANY_COLUMNS, orderBy: { code: 'asc' } });
}

/** Creates the record or replaces its name, address and notification list; says which, for the audit log. */
export async function saveCompany(input: CompanyInput): Promise<{ created: boolean }> {
  const db = await getDb();
  const existing = await db.company.findUnique({ where: { code: input.code }, select: { code: true } });
  await db.company.upsert({
    where: { code: input.code },
    create: input,
    update: { legalName: input.legalName, address: input.address, notifyEmails: input.notifyEmails },
  });
  forgetCarrier(input.code);
  return { created: !existing };
}
