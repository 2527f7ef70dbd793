import 'server-only';
import { z } from 'zod';
import { catalogTexts } from '@/lib/i18n/server/catalog-texts';
import { html, oneLine, type MailContent } from '@/lib/mail/server/mail-content';
import { isDqItemKind } from '../item-kinds';

const entrySchema = z.object({ fileId: z.number(), driver: z.string(), kind: z.string(), subject: z.string(), dueOn: z.string() });
const storedSchema = z.object({
  companyCode: z.string(),
  carrierName: z.string().default(''),
  day: z.string(),
  timeZone: z.string(),
  overdue: z.array(entrySchema),
  dueSoon: z.array(entrySchema),
  more: z.number(),
});

/** An item as the digest names it: "TX motor vehicle record" for an MVR of a state, else its kind's name. */
export function dqItemName(t: ReturnType<typeof catalogTexts<'DqFile'>>, kind: string, subject: string): string {
  if (kind === 'mvr' && subject) return t('mvrState', { state: subject });
  return isDqItemKind(kind) ? t(`kinds.${kind}`) : kind;
}

/**
 * The daily digest of a carrier's DQ deadlines (lib/dq-file/server/digest.ts queues it), in English like the office's
 * other mails: the overdue items, then those due within 30 days, each with its driver and due day, and a link to the
 * Drivers list. It names drivers and items, never a document or a result.
 */
export function dqDigestMail(storedBody: string, appBaseUrl: string): MailContent | null {
  let digest: z.infer<typeof storedSchema>;
  try {
    digest = storedSchema.parse(JSON.parse(storedBody));
  } catch {
    return null;
  }
  const t = catalogTexts('en', 'DqFile');
  const carrier = digest.carrierName ? `${oneLine(digest.carrierName, 120)} (${oneLine(digest.companyCode, 40)})` : oneLine(digest.companyCode, 40);
  const line = (entry: z.infer<typeof entrySchema>) =>
    `- ${t('digest.line', { driver: oneLine(entry.driver, 120), item: dqItemName(t, entry.kind, entry.subject), day: entry.dueOn })}`;
  const lines = [
    t('digest.intro', { carrier, day: digest.day, timeZone: digest.timeZone }),
    '',
    ...(digest.overdue.length > 0 ? [t('digest.overdue'), ...digest.overdue.map(line), ''] : []),
    ...(digest.dueSoon.length > 0 ? [t('digest.dueSoon'), ...digest.dueSoon.map(line), ''] : []),
    ...(digest.more > 0 ? [t('digest.more', { count: digest.more })] : []),
  ];
  const url = `${appBaseUrl.replace(/\/+$/, '')}/staff/drivers?compCode=${encodeURIComponent(digest.companyCode)}`;
  return {
    subject: t('digest.subject', { carrier, overdue: digest.overdue.length, dueSoon: digest.dueSoon.length + digest.more }),
    text: `${lines.join('\n')}\n\n${t('digest.open')}: ${url}\n`,
    html: html(t('digest.heading'), lines, { href: url, label: t('digest.open') }),
  };
}
