import 'server-only';
import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { catalogTexts } from '@/lib/i18n/server/catalog-texts';
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
  /** Receipts only: the language the wizard was shown in (rows stored before it was kept: English). */
  locale: z.optional(z.enum(LOCALES)),
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

/** Each language's way of writing a date and time, in UTC (the server knows no applicant's zone). */
const MAIL_DATE_TIME: Record<Locale, Intl.DateTimeFormat> = Object.fromEntries(
  LOCALES.map((locale) => [locale, new Intl.DateTimeFormat(`${locale}-US`, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })]),
) as Record<Locale, Intl.DateTimeFormat>;

/** A date as an applicant's mail gives it, in its language. */
const mailDateTime = (value: Date | string, locale: Locale) => `${MAIL_DATE_TIME[locale].format(new Date(value))} UTC`;

/**
 * The applicant's receipt, in the language the wizard was shown in: that it arrived, its number, the carrier, their
 * own copy, and what happens next.
 */
export function applicantReceipt(storedBody: string, numberId: number, now = new Date()): MailContent | null {
  const mail = readStored(storedBody);
  if (!mail) return null;
  const locale = mail.locale ?? 'en';
  const t = catalogTexts(locale, 'ReceiptMail');
  // A receipt that goes out late (the mail server was down) does not offer a link that no longer works.
  const copy = mail.copyLink && Date.parse(mail.copyLink.expiresAt) > now.getTime() ? mail.copyLink : null;
  const carrier = oneLine(mail.carrierName || mail.compCode, 120);
  const name = oneLine(mail.applicantName);
  const number = String(numberId);
  const lines = [
    name ? t('helloName', { name }) : t('hello'),
    '',
    t('received', { carrier, date: mailDateTime(mail.receivedAt, locale) }),
    t('number', { number }),
    '',
    ...(copy ? [t('copy', { date: mailDateTime(copy.expiresAt, locale) }), copy.url, ''] : []),
    t('next'),
    '',
    t('noReply'),
  ];
  return {
    subject: t('subject', { number, carrier }),
    text: `${lines.join('\n')}\n`,
    html: html(t('heading', { number }), lines, copy ? { href: copy.url, label: t('button') } : undefined, locale),
  };
}

/**
 * "Email me the link" from the save dialog, in the wizard's language: the carrier's name, the resume link and when
 * it stops working, and that the SSN and signature are not saved. Nothing of the answers: the link asks for the date
 * of birth itself.
 */
export function draftLinkMail(input: { carrierName: string; link: string; expiresAt: Date; locale: Locale }): MailContent {
  const t = catalogTexts(input.locale, 'DraftLinkMail');
  const carrier = oneLine(input.carrierName, 120);
  const lines = [
    t('saved', { carrier }),
    '',
    t('openLink', { date: mailDateTime(input.expiresAt, input.locale) }),
    input.link,
    '',
    t('privacy'),
    t('notSaved'),
    '',
    t('notYou'),
  ];
  return {
    subject: t('subject', { carrier }),
    text: `${lines.join('\n')}\n`,
    html: html(t('heading'), lines, { href: input.link, label: t('button') }, input.locale),
  };
}
