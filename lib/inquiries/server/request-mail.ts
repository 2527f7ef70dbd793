import 'server-only';
import { z } from 'zod';
import { formatDateTime } from '@/lib/staff/format';
import { html, oneLine, type MailContent } from '@/lib/mail/server/mail-content';
import type { Outcome } from '@/lib/server/outbox/outcome';
import { deliverMessage, type MailConfig } from '@/lib/mail/server/send-mail';
import { openSealedMail, sealedMailJson } from '@/lib/mail/server/sealed-mail';

/**
 * The 391.23 request mailed to a previous employer, sent through the outbox like every notice. The row holds the
 * carrier's and driver's names, the employer's, the deadline and the link's token — the token sealed with the
 * data key (AES-256-GCM), so the database alone opens no employer's form (the inquiry itself keeps only its hash).
 * Nothing else of the application: no SSN, date of birth, address or signature.
 */
const storedSchema = z.object({
  carrierName: z.string(),
  driverName: z.string(),
  employerName: z.string(),
  expiresAt: z.string(),
  appBaseUrl: z.string(),
  sealedToken: z.string(),
});
export type StoredInquiryMail = Omit<z.infer<typeof storedSchema>, 'sealedToken'>;

export function storedInquiryMailJson(mail: StoredInquiryMail, token: string, dataKey: Buffer): string {
  return sealedMailJson(mail, token, dataKey);
}

export function inquiryRequestMail(storedBody: string, dataKey: Buffer): MailContent | null {
  const opened = openSealedMail(storedBody, storedSchema, dataKey);
  if (!opened) return null;
  const { mail, token } = opened;
  const url = `${mail.appBaseUrl}/inquiries/${token}`;
  const carrier = oneLine(mail.carrierName, 120);
  const driver = oneLine(mail.driverName) || 'a driver';
  const lines = [
    `${carrier} is considering ${driver} for a job driving a commercial motor vehicle. ${driver} named ` +
      `${oneLine(mail.employerName, 120)} as an employer of the past three years and authorized us to ask you for ` +
      'their safety performance history (49 CFR 391.23): employment dates, accidents, and, for a DOT-tested job, ' +
      'drug and alcohol test results (49 CFR 40.25).',
    '',
    `Please answer by ${formatDateTime(mail.expiresAt)} (the rules allow 30 days). The form takes a few minutes and needs no account.`,
    'The link is for you only and can be used once; please do not forward it.',
  ];
  return {
    subject: `Safety performance history request: ${driver} (${carrier})`,
    text: `${lines.join('\n')}\n\nAnswer here: ${url}\n`,
    html: html('Safety performance history request', lines, { href: url, label: 'Answer the request' }),
  };
}

export function sendInquiryMail(storedBody: string, recipients: string, mail: MailConfig, dataKey: Buffer): Promise<Outcome> {
  return deliverMessage(inquiryRequestMail(storedBody, dataKey), recipients, mail);
}
