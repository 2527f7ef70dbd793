import 'server-only';
import type { Staff } from '@/lib/auth/staff-session';
import { findCompany } from '@/lib/companies/companies';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { getDb } from '@/lib/server/db';
import { withStoredAnswers } from '@/lib/server/stored-answers';
import { serverConfig } from '@/lib/server/env';
import { employersToAsk } from '@/lib/inquiries/server/employer-facts';
import { storedInquiryMailJson } from '@/lib/inquiries/server/request-mail';
import { newResponseToken, responseDeadline } from '@/lib/inquiries/server/token';
import type { RequestFacts } from '@/lib/server/http/request-facts';
import type { ContactInput } from '@/lib/inquiries/inquiry-input';

/**
 * What a reviewer does about one employer of an application (job 1–3 of step 6): correct the contact, send the
 * request by mail, print it, note a good-faith effort. Each is audited. Only employers 391.23 applies to (under the
 * FMCSRs, past three years) have an inquiry.
 */
type Refusal = { kind: 'not-found' | 'not-asked' | 'no-email' | 'no-mail' | 'answered' };

async function inquiryFor(numberId: number, job: number) {
  const db = await getDb();
  const row = await db.applicant.findUnique({ where: { numberId } });
  if (!row) return { kind: 'not-found' } as const;
  const application = withStoredAnswers(row);
  const employer = employersToAsk(application).find((entry) => entry.job === job);
  if (!employer) return { kind: 'not-asked' } as const;
  // One row per application and job, made on first use (two reviewers at once reach the same row).
  const inquiry = await db.safetyInquiry.upsert({ where: { numberId_job: { numberId, job } }, create: { numberId, job }, update: {} });
  return { kind: 'found', db, application, employer, inquiry } as const;
}

const audit = (action: 'inquiry-contact-saved' | 'inquiry-sent' | 'inquiry-printed' | 'inquiry-note-added', numberId: number, inquiryId: number, job: number, staff: Staff, facts: RequestFacts) =>
  recordAuditEvent({ action, numberId, detail: { inquiryId, job } }, staff, facts);

export async function saveInquiryContact(numberId: number, job: number, contact: ContactInput, staff: Staff, facts: RequestFacts): Promise<Refusal | { kind: 'saved' }> {
  const found = await inquiryFor(numberId, job);
  if (found.kind !== 'found') return found;
  await found.db.safetyInquiry.update({ where: { id: found.inquiry.id }, data: contact });
  await audit('inquiry-contact-saved', numberId, found.inquiry.id, job, staff, facts);
  return { kind: 'saved' };
}

/**
 * Send request: a new link (the previous one stops working), valid 30 days, and the mail in the outbox in the same
 * transaction, so a request is recorded as sent exactly when its mail is queued.
 */
export async function sendInquiryRequest(numberId: number, job: number, staff: Staff, facts: RequestFacts, now = new Date()): Promise<Refusal | { kind: 'sent'; sentTo: string; expiresAt: Date }> {
  const config = serverConfig();
  if (!config.mail) return { kind: 'no-mail' };
  const found = await inquiryFor(numberId, job);
  if (found.kind !== 'found') return found;
  const { db, application, employer, inquiry } = found;
  if (inquiry.answeredAt) return { kind: 'answered' };
  if (!inquiry.contactEmail) return { kind: 'no-email' };

  const company = application.compCode ? await findCompany(application.compCode.toUpperCase()) : null;
  const { token, tokenHash } = newResponseToken();
  const expiresAt = responseDeadline(now);
  const body = storedInquiryMailJson({
    carrierName: company?.legalName ?? application.compCode.toUpperCase(),
    driverName: application.applicantName,
    employerName: employer.name,
    expiresAt: expiresAt.toISOString(),
    appBaseUrl: config.mail.appBaseUrl,
  }, token, config.dataKey);
  await db.$transaction([
    db.safetyInquiry.update({
      where: { id: inquiry.id },
      data: { tokenHash, sentAt: now, expiresAt, sentTo: inquiry.contactEmail, sentByName: staff.name || staff.email },
    }),
    db.delivery.create({ data: { kind: 'inquiry-mail', numberId, body, recipients: inquiry.contactEmail } }),
  ]);
  await audit('inquiry-sent', numberId, inquiry.id, job, staff, facts);
  return { kind: 'sent', sentTo: inquiry.contactEmail, expiresAt };
}

export async function addInquiryNote(numberId: number, job: number, note: string, staff: Staff, facts: RequestFacts): Promise<Refusal | { kind: 'noted' }> {
  const found = await inquiryFor(numberId, job);
  if (found.kind !== 'found') return found;
  await found.db.safetyInquiryNote.create({ data: { inquiryId: found.inquiry.id, staffUserId: staff.id, staffName: staff.name || staff.email, note } });
  await audit('inquiry-note-added', numberId, found.inquiry.id, job, staff, facts);
  return { kind: 'noted' };
}

/** For Print request: the facts of the paper form, audited as printed. */
export async function inquiryForPrint(numberId: number, job: number, staff: Staff, facts: RequestFacts) {
  const found = await inquiryFor(numberId, job);
  if (found.kind !== 'found') return found;
  const company = found.application.compCode ? await findCompany(found.application.compCode.toUpperCase()) : null;
  await audit('inquiry-printed', numberId, found.inquiry.id, job, staff, facts);
  return { kind: 'found', application: found.application, employer: found.employer, inquiry: found.inquiry, company } as const;
}

export const INQUIRY_REFUSALS: Record<Refusal['kind'], [number, string]> = {
  'not-found': [404, 'No such application.'],
  'not-asked': [404, 'This job is not one of the past three years under the FMCSRs: no inquiry is needed.'],
  'no-email': [422, "Add the employer's email first, or print the request for fax or mail."],
  'no-mail': [503, 'Mail is not set up on this server (SMTP_URL): print the request for fax or mail instead.'],
  answered: [409, 'This employer has already answered.'],
};
