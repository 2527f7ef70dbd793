import 'server-only';
import { getDb, type Database } from '@/lib/server/db';
import { serverConfig } from '@/lib/server/env';
import { dayIn } from '../due-rules';

export type DqCarrierSettingsView = { companyCode: string; timeZone: string; digestEmails: string[]; ownTimeZone: boolean; ownList: boolean };

/**
 * A carrier's DQ settings as they apply: its own time zone or the office's (OFFICE_TIME_ZONE), its own digest list
 * or the office's (OFFICE_NOTIFY_EMAILS). Never the new-application list: the DQ list is a list of its own.
 */
export async function carrierSettings(companyCode: string, db?: Database): Promise<DqCarrierSettingsView> {
  const database = db ?? (await getDb());
  const row = await database.dqCarrierSettings.findUnique({ where: { companyCode } });
  const config = serverConfig();
  const own = (row?.digestEmails ?? '').split(',').map((one) => one.trim()).filter(Boolean);
  return {
    companyCode,
    timeZone: row?.timeZone || config.officeTimeZone,
    digestEmails: own.length > 0 ? own : (config.mail?.officeNotify ?? []),
    ownTimeZone: Boolean(row?.timeZone),
    ownList: own.length > 0,
  };
}

/** Today in the carrier's calendar. */
export async function carrierToday(companyCode: string, now = new Date(), db?: Database): Promise<string> {
  return dayIn((await carrierSettings(companyCode, db)).timeZone, now);
}

export async function saveCarrierSettings(companyCode: string, settings: { timeZone: string; digestEmails: string[] }) {
  const db = await getDb();
  const data = { timeZone: settings.timeZone, digestEmails: settings.digestEmails.join(',') };
  await db.dqCarrierSettings.upsert({ where: { companyCode }, create: { companyCode, ...data }, update: data });
}
