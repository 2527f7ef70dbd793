import 'server-only';
import { z } from 'zod';
import { html, oneLine, type MailContent } from '@/lib/mail/server/mail-content';
import type { Outcome } from '@/lib/server/outbox/outcome';
import { deliverMessage, type MailConfig } from '@/lib/mail/server/send-mail';
import { openSealedMail, sealedMailJson } from '@/lib/mail/server/sealed-mail';
import { catalogTexts } from '@/lib/i18n/server/catalog-texts';
import { isLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The mail of "Start from your last application": the one-time link, sealed in the outbox row with the data key (a
 * live secret at rest, like the 391.23 request's), in the language the request was made in.
 */
const storedSchema = z.object({ carrierName: z.string(), appBaseUrl: z.string(), locale: z.string(), sealedToken: z.string() });

export function storedReuseMailJson(mail: { carrierName: string; appBaseUrl: string; locale: Locale }, token: string, dataKey: Buffer): string {
  return sealedMailJson(mail, token, dataKey);
}

export function reuseMail(storedBody: string, dataKey: Buffer): MailContent | null {
  const opened = openSealedMail(storedBody, storedSchema, dataKey);
  if (!opened) return null;
  const { mail, token } = opened;
  const t = catalogTexts(isLocale(mail.locale) ? mail.locale : 'en', 'ReuseMail');
  const url = `${mail.appBaseUrl}/reuse/${token}`;
  const carrier = oneLine(mail.carrierName, 120);
  const lines = [t('body', { carrier }), '', t('expires'), t('notYou')];
  return {
    subject: t('subject', { carrier }),
    text: `${lines.join('\n')}\n\n${t('button')}: ${url}\n`,
    html: html(t('subject', { carrier }), lines, { href: url, label: t('button') }),
  };
}

export function sendReuseMail(storedBody: string, recipients: string, mail: MailConfig, dataKey: Buffer): Promise<Outcome> {
  return deliverMessage(reuseMail(storedBody, dataKey), recipients, mail);
}
