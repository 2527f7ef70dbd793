import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { catalogTexts } from '@/lib/i18n/server/catalog-texts';
import { html, oneLine, type MailContent } from '@/lib/mail/server/mail-content';

/**
 * A reminder of a saved application, in the language the driver saved it in: the carrier, the new resume link,
 * until when it works, and how to stop the reminders. Nothing of the answers. The stop is offered twice: as the
 * `List-Unsubscribe` header with `List-Unsubscribe-Post` (RFC 8058: the mail program's own button sends a POST to
 * it), and as a link in the text to a page with a button (a mail scanner's GET of either stops nothing).
 */
export function draftReminderMail(input: {
  locale: Locale;
  carrierName: string;
  link: string;
  /** The page with the stop button, and the address the one-click POST goes to. */
  stopPage: string;
  stopPost: string;
  expiresAt: Date;
  last: boolean;
}): MailContent {
  const t = catalogTexts(input.locale, 'DraftReminder');
  const carrier = oneLine(input.carrierName, 120);
  const until = new Intl.DateTimeFormat(input.locale === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(input.expiresAt);
  const lines = [
    t('saved', { carrier }),
    '',
    t('openLink', { date: until }),
    input.link,
    '',
    t('replaces'),
    t('privacy'),
    '',
    input.last ? t('lastOne') : t('oneMore'),
    t('stop'),
    input.stopPage,
  ];
  return {
    subject: t('subject', { carrier }),
    text: `${lines.join('\n')}\n`,
    html: html(t('heading'), lines, { href: input.link, label: t('button') }, input.locale),
    headers: {
      'List-Unsubscribe': `<${input.stopPost}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
