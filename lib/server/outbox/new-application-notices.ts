import 'server-only';
import type { Applicant } from '@/lib/applicant/schema';
import { readMissingItems } from '@/lib/applicant/missing-items';
import { staffServerTexts } from '@/lib/i18n/server/catalog-texts';
import { isEmailAddress, parseEmailList } from '@/lib/mail/email-list.mjs';
import type { ServerConfig } from '../env';
import type { DeliveryKind } from './delivery-kinds';
import type { Locale } from '@/lib/i18n/locales';
import { storedMailJson } from '@/lib/mail/server/mail-content';
import { storedNoticeJson } from './webhook-body';

export type OutboxRow = { kind: DeliveryKind; body: string; recipients: string };
type Carrier = { legalName: string; notifyEmails: string } | null;

/** The address the applicant's receipt goes to, or null: mail cannot take every address the wizard accepts. */
export function receiptAddress(applicant: Applicant): string | null {
  const email = (applicant.email ?? '').trim();
  return email && isEmailAddress(email) ? email : null;
}

/**
 * The outbox rows announcing one new application, written in the same transaction as the application: the webhook
 * when one is configured; with mail, the office's notice (to the carrier's list, else OFFICE_NOTIFY_EMAILS) and,
 * when the applicant gave a usable address that has not had its receipts for the day (`receiptSkipped`,
 * lib/mail/server/receipt-limit.ts), their receipt. [] when there is nothing to send.
 */
export function newApplicationNotices(
  applicant: Applicant,
  stored: { receivedAt: Date; missingItems: string; copyLink?: { url: string; expiresAt: Date }; receiptSkipped?: boolean; language?: Locale },
  carrier: Carrier,
  config: Pick<ServerConfig, 'webhook' | 'mail'>,
): OutboxRow[] {
  const rows: OutboxRow[] = [];
  const receivedAt = stored.receivedAt.toISOString();
  if (config.webhook) {
    rows.push({
      kind: 'webhook',
      recipients: '',
      body: storedNoticeJson({
        receivedAt,
        applicantName: applicant.applicantName,
        compCode: applicant.compCode,
        appBaseUrl: config.webhook.appBaseUrl,
      }),
    });
  }
  const mail = config.mail;
  if (!mail) return rows;

  const content = {
    receivedAt,
    applicantName: applicant.applicantName,
    compCode: applicant.compCode,
    carrierName: carrier?.legalName ?? '',
    phone: applicant.phone ?? '',
    // In the office's English: only the office's notice lists them.
    missingItems: readMissingItems(stored.missingItems).map((item) => staffServerTexts(`missingItems.${item}`)),
    appBaseUrl: mail.appBaseUrl,
  };
  const body = storedMailJson(content);
  // The carrier's list was checked when it was saved; read again with the same rule, a bad entry sends nothing.
  const carrierList = parseEmailList(carrier?.notifyEmails ?? '', 'notifyEmails');
  const office = carrierList.ok && carrierList.addresses.length > 0 ? carrierList.addresses : mail.officeNotify;
  if (office.length > 0) rows.push({ kind: 'office-mail', body, recipients: office.join(',') });
  // The wizard's rule for the address is looser than the mail rule; an address mail cannot take gets no receipt.
  const email = receiptAddress(applicant);
  if (email && !stored.receiptSkipped) {
    // The receipt alone carries the link to the applicant's own copy; the office's notice never does.
    const copyLink = stored.copyLink && { url: stored.copyLink.url, expiresAt: stored.copyLink.expiresAt.toISOString() };
    rows.push({ kind: 'receipt-mail', body: storedMailJson({ ...content, copyLink, locale: stored.language ?? 'en' }), recipients: email });
  }
  return rows;
}
