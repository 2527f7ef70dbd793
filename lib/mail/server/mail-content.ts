import 'server-only';
import { z } from 'zod';
import { formatDateTime } from '@/lib/staff/format';

/**
 * The two mails about a new application: the office's notice and the applicant's receipt. As with the webhook,
 * the outbox row keeps what is known before the insert (this schema, as JSON) and the number is added when the
 * mail is sent. By construction neither holds the SSN, date of birth, any address or the signature: they are not
 * in the stored part, so no template change can put them in.
 */
const storedMailSchema = z.object({
  receivedAt: z.string(),
  applicantName: z.string(),
  compCode: z.string(),
  /** The carrier's legal name from its record; "" for a code without one. */
  carrierName: z.string(),
  phone: z.string(),
  /** The 49 CFR 391.21 items the application lacks, as the office reads them; [] when complete. */
  missingItems: z.array(z.string()),
  /** Where staff open the app, without a trailing slash. */
  appBaseUrl: z.string(),
  /**
   * Receipts only: the applicant's own copy (PDF) and when that link stops working. It carries a live secret, so it
   * is taken off the row once the receipt is delivered (withoutCopyLink); the mail leaves it out once expired.
   */
  copyLink: z.optional(z.object({ url: z.string(), expiresAt: z.string() })),
});

export type StoredMail = z.infer<typeof storedMailSchema>;
export type MailContent = {
  subject: string;
  text: string;
  html: string;
  /** Headers of this mail beside the ones every mail has (a reminder's List-Unsubscribe). */
  headers?: Record<string, string>;
};

export const storedMailJson = (mail: StoredMail) =>
  JSON.stringify({ ...mail, appBaseUrl: mail.appBaseUrl.replace(/\/+$/, '') });

function readStored(storedBody: string): StoredMail | null {
  try {
    const parsed = storedMailSchema.safeParse(JSON.parse(storedBody));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * One line of text: no control characters (CR/LF could start a new header in a subject), spaces collapsed,
 * bounded. nodemailer encodes headers as well; this keeps a name from ever reaching it with a line break.
 */
export const oneLine = (value: string, max = 100) =>
  value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A simple HTML part: the same lines as the text part, a heading and a link; no images, no remote content. */
export function html(heading: string, lines: string[], link?: { href: string; label: string }, lang = 'en'): string {
  const body = lines.map((line) => (line === '' ? '' : `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`)).join('\n');
  const button = link ? `<p style="margin:16px 0"><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.4;color:#1a1a1a">
<h1 style="font-size:19px;margin:0 0 12px">${escapeHtml(heading)}</h1>
${body}
${button}
</body></html>
`;
}

const carrierLine = (mail: StoredMail) => (mail.carrierName ? `${mail.carrierName} (${mail.compCode})` : mail.compCode);

/** "New application: {name} ({company code})": what the office needs to decide to open it, and the link. */
export function officeNotice(storedBody: string, numberId: number): MailContent | null {
  const mail = readStored(storedBody);
  if (!mail) return null;
  const name = oneLine(mail.applicantName) || '(no name)';
  const url = `${mail.appBaseUrl}/staff/applications/${numberId}`;
  const lines = [
    `Application number: ${numberId}`,
    `Received: ${formatDateTime(mail.receivedAt)}`,
    `Applicant: ${name}`,
    `Company: ${oneLine(carrierLine(mail), 160)}`,
    `Phone: ${oneLine(mail.phone) || 'not given'}`,
    ...(mail.missingItems.length > 0
      ? ['', `Incomplete under 49 CFR 391.21: it lacks ${mail.missingItems.map((item) => oneLine(item, 120)).join('; ')}.`]
      : []),
  ];
  return {
    subject: `New application: ${name} (${oneLine(mail.compCode, 20)})`,
    text: `${lines.join('\n')}\n\nOpen it in the staff area: ${url}\n`,
    html: html(`New application No. ${numberId}`, lines, { href: url, label: 'Open it in the staff area' }),
  };
}

/** The stored receipt without its copy link: what the outbox row keeps once the receipt is delivered. */
export function withoutCopyLink(storedBody: string): string {
  const mail = readStored(storedBody);
  if (!mail?.copyLink) return storedBody;
  const { copyLink: _sent, ...rest } = mail;
  return storedMailJson(rest);
}

/** The applicant's receipt: that it arrived, its number, the carrier, their own copy, and what happens next. */
export function applicantReceipt(storedBody: string, numberId: number, now = new Date()): MailContent | null {
  const mail = readStored(storedBody);
  if (!mail) return null;
  // A receipt that goes out late (the mail server was down) does not offer a link that no longer works.
  const copy = mail.copyLink && Date.parse(mail.copyLink.expiresAt) > now.getTime() ? mail.copyLink : null;
  const carrier = oneLine(mail.carrierName || mail.compCode, 120);
  const name = oneLine(mail.applicantName);
  const lines = [
    name ? `Hello ${name},` : 'Hello,',
    '',
    `${carrier} received your driver application on ${formatDateTime(mail.receivedAt)}.`,
    `Your application number is ${numberId}. Please give it when you contact the office about your application.`,
    '',
    ...(copy
      ? [
          `A copy of your application (PDF) can be downloaded until ${formatDateTime(copy.expiresAt)}, with your date of birth:`,
          copy.url,
          '',
        ]
      : []),
    'What happens next: the office reviews your application and, as federal rules require (49 CFR 391.23), ' +
      'checks your driving record and asks your previous employers about your safety performance. ' +
      'They will contact you by phone or email.',
    '',
    'You do not need to reply to this message. If you did not apply, please tell the office.',
  ];
  return {
    subject: `Application received: No. ${numberId} (${carrier})`,
    text: `${lines.join('\n')}\n`,
    html: html(`Application No. ${numberId} received`, lines, copy ? { href: copy.url, label: 'Download your copy (PDF)' } : undefined),
  };
}

/**
 * "Email me the link" from the save dialog: the carrier's name, the resume link and when it stops working, and
 * that the SSN and signature are not saved. Nothing of the answers: the link asks for the date of birth itself.
 */
export function draftLinkMail(input: { carrierName: string; link: string; expiresAt: Date }): MailContent {
  const carrier = oneLine(input.carrierName, 120);
  const lines = [
    `You saved your driver application for ${carrier} to finish later.`,
    '',
    `Open this link to finish it, on any device, until ${formatDateTime(input.expiresAt)}:`,
    input.link,
    '',
    'The link asks for your date of birth before it shows your answers. Keep it to yourself.',
    'Your Social Security Number and your signature are not saved: you type the number again and sign at the end.',
    '',
    'If you did not start this application, you can ignore this message.',
  ];
  return {
    subject: `Finish your application (${carrier})`,
    text: `${lines.join('\n')}\n`,
    html: html('Finish your application', lines, { href: input.link, label: 'Finish your application' }),
  };
}
