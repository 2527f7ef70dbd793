import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { EmployerResponsePage, LinkMessage } from '@/components/inquiries/employer-response-page';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { openInquiry } from '@/lib/inquiries/server/open-inquiry';
import { inquiryAllowance } from '@/lib/server/rate-limit/limits';
import { requestFacts } from '@/lib/server/http/request-facts';

/**
 * /inquiries/{token} — a previous employer's answer to a 49 CFR 391.23 inquiry, opened from the carrier's
 * mail. No account: the token is the key. next.config.mjs sends no-referrer and no-store for this path, so the
 * address (with its token) is neither passed to other sites nor kept by a cache.
 * Links mailed with the feature's first address are redirected here (proxy.ts).
 */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Safety performance history request', referrer: 'no-referrer', robots: { index: false, follow: false } };

export default async function EmployerInquiryPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const facts = requestFacts(await headers());
  const allowance = await inquiryAllowance(facts.ip);
  if (!allowance.allowed) {
    return <LinkMessage title="Too many requests">Too many requests came from this network. Please wait a minute, then reload.</LinkMessage>;
  }
  const state = await openInquiry(token);
  if (state.kind === 'unknown') {
    return <LinkMessage title="This link is not valid">Check that the whole link was copied from the mail, or ask the carrier for a new one.</LinkMessage>;
  }
  if (state.kind === 'expired') {
    return <LinkMessage title="This link has expired">Links are valid for 30 days. Please ask the carrier for a new one, or answer by fax or mail.</LinkMessage>;
  }
  if (state.kind === 'answered') {
    return <LinkMessage title="Already answered">This request has already been answered. Thank you.</LinkMessage>;
  }
  const { inquiry } = state;
  await recordAuditEvent(
    { action: 'inquiry-viewed-by-employer', numberId: inquiry.numberId, detail: { inquiryId: inquiry.inquiryId, job: inquiry.job } },
    null,
    facts,
  );
  return <EmployerResponsePage token={token} inquiry={inquiry} />;
}
