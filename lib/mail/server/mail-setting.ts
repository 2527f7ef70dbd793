import 'server-only';
import { serverConfig } from '@/lib/server/env';

/** One line at start: an office that expects mail and gets none learns why from the log, not from silence. */
export function announceMailSetting(): void {
  let mail;
  try {
    mail = serverConfig().mail;
  } catch {
    return; // a bad setting is reported by the start-up check and by the first request
  }
  if (!mail) {
    console.log('[mail] SMTP_URL is not set: no mail is sent (office notices, receipts).');
    return;
  }
  // The host only: SMTP_URL carries the password.
  const host = new URL(mail.smtpUrl).host;
  const office = mail.officeNotify.length > 0 ? `; carriers without a list notify ${mail.officeNotify.length} address(es)` : '';
  console.log(`[mail] sending through ${host} from ${mail.from.address}${office}.`);
}
