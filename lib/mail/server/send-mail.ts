import 'server-only';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '@/lib/server/env';
import { applicantReceipt, officeNotice, type MailContent } from './mail-content';
import type { Outcome } from '@/lib/server/outbox/outcome';
import { networkFailure } from '@/lib/server/outbox/send-webhook';

export type MailConfig = NonNullable<ServerConfig['mail']>;
export type MailKind = 'office-mail' | 'receipt-mail';

/** A mail server gets this long per step (connect, greeting, each reply); a slow one costs the worker time only. */
const SMTP_TIMEOUT_MS = 10_000;

// One transporter per process and SMTP_URL: it holds no connection between sends (no pool), only the parsed settings.
let cached: { url: string; transporter: ReturnType<typeof nodemailer.createTransport> } | undefined;

function transporter(mail: MailConfig) {
  if (cached?.url !== mail.smtpUrl) {
    cached = {
      url: mail.smtpUrl,
      // smtp:// upgrades with STARTTLS whenever the server offers it; smtps:// is TLS from the first byte.
      // Certificates are checked against the system's CAs (and NODE_EXTRA_CA_CERTS for a private CA).
      transporter: nodemailer.createTransport({
        url: mail.smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
        // nodemailer's own logger stays off: it would write addresses and message text to the log.
        logger: false,
        debug: false,
      }),
    };
  }
  return cached.transporter;
}

/** Sends one outbox row's mail to its recipients. */
export async function sendMail(
  kind: MailKind,
  numberId: number,
  storedBody: string,
  recipients: string,
  mail: MailConfig,
): Promise<Outcome> {
  const content = kind === 'office-mail' ? officeNotice(storedBody, numberId) : applicantReceipt(storedBody, numberId);
  return deliverMessage(content, recipients, mail);
}

/** Sends one composed mail to an outbox row's recipients (comma-separated): every mail kind goes out here. */
export async function deliverMessage(content: MailContent | null, recipients: string, mail: MailConfig): Promise<Outcome> {
  const to = recipients.split(',').map((address) => address.trim()).filter(Boolean);
  if (!content || to.length === 0) return { ok: false, status: null, error: 'unreadable outbox row' };
  return deliverMail(content, to, mail);
}

/**
 * Sends one mail now, with the outbox's transport and settings, and gives up after `deadlineMs` in all (a request
 * that waits for it cannot wait for three 10-second steps). For a mail that must not sit in the outbox table: the
 * resume link (lib/drafts/server/draft-link-mail.ts) carries a secret the database keeps only hashed.
 */
export async function sendMailNow(content: MailContent, to: string, mail: MailConfig, deadlineMs: number): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, status: null, error: `no answer within ${deadlineMs / 1000} s` }), deadlineMs);
  });
  try {
    return await Promise.race([deliverMail(content, [to], mail), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

async function deliverMail(content: MailContent, to: string[], mail: MailConfig): Promise<Outcome> {
  try {
    const info = await transporter(mail).sendMail({
      from: mail.from,
      to,
      subject: content.subject,
      text: content.text,
      html: content.html,
      // RFC 3834: an automatic message, so vacation auto-replies stay away.
      headers: { 'Auto-Submitted': 'auto-generated', ...content.headers },
    });
    const refused = (info.rejected ?? []).map(String);
    return refused.length > 0
      ? { ok: true, status: smtpCode(info.response) ?? 250, refused: `refused by the mail server: ${refused.join(', ')}` }
      : { ok: true, status: smtpCode(info.response) ?? 250 };
  } catch (error) {
    return { ok: false, ...describeSmtpFailure(error) };
  }
}

const smtpCode = (response: unknown) => {
  const code = typeof response === 'string' ? Number(/^\d{3}/.exec(response)?.[0]) : NaN;
  return Number.isInteger(code) ? code : null;
};

/**
 * The SMTP reply code and a short kind of failure; never the server's reply text, which can quote addresses.
 * 5xx is a permanent refusal by the server; the row is retried all the same (the backoff reaches an hour), so an
 * admin who fixes the address or the account sees it go out, and can retry at once from the staff page.
 */
export function describeSmtpFailure(error: unknown): { status: number | null; error: string } {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
  };
  const status = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  const code = typeof failure.code === 'string' ? failure.code : '';
  const command = typeof failure.command === 'string' ? failure.command : '';
  if (code === 'EENVELOPE' && command === 'RCPT TO') return { status, error: `SMTP ${status ?? ''} every recipient refused`.replace('  ', ' ') };
  if (code === 'EAUTH') return { status, error: `SMTP ${status ?? ''} sign-in refused (check SMTP_URL)`.replace('  ', ' ') };
  if (code === 'ETIMEDOUT') return { status, error: `no answer within ${SMTP_TIMEOUT_MS / 1000} s` };
  if (code === 'ETLS' || (code === 'ESOCKET' && /certificate|tls|ssl/i.test(String((error as Error).message ?? '')))) {
    return { status, error: 'TLS failure (certificate or protocol)' };
  }
  if (status !== null) return { status, error: `SMTP ${status}${command ? ` at ${command.slice(0, 12)}` : ''}` };
  if (code === 'ECONNECTION' || code === 'ESOCKET' || code === 'EDNS') {
    // nodemailer keeps the socket's own code (ECONNREFUSED, ENOTFOUND, …) as originalCode.
    const original = (error as { originalCode?: unknown }).originalCode;
    return { status, error: networkFailure(typeof original === 'string' ? original : '') };
  }
  return { status, error: code ? `mail error (${code.slice(0, 20)})` : 'mail error' };
}
