import 'server-only';
import { catalogTexts } from '@/lib/i18n/server/catalog-texts';
import { recentCompany, type Company } from '@/lib/companies/companies';
import { carrierCache, forgetCarrier } from '@/lib/server/carrier-cache';
import { getDb, type Database } from '@/lib/server/db';
import type { ConsentId, ConsentLanguage, ConsentText, ConsentValues } from '../consent-text';
import type { ConsentConfig } from '../consent-config';
import { DEFAULT_CONSENT_CHOICES, isNoticeState, type ConsentChoices } from '../consents-to-sign';
import type { CarrierTextInput, ConsentSettingsInput } from '../consent-settings-input';
import { carrierConsentText, parseCarrierTextVersion, type CarrierText, type CarrierTexts } from '../shown-consent';
import { PUBLISHED_CONSENT_TEXTS } from '../texts/published-consent-texts';

/**
 * A carrier's consents as the office set them (/staff/companies/{code}/consents): which it asks, its consumer
 * reporting agency, and the texts its counsel wrote in place of ours, each edit a new version.
 */

export type Agency = { name: string; address: string; phone: string; website: string };
export type CarrierConsentSetup = { choices: ConsentChoices; agency: Agency };

const NO_AGENCY: Agency = { name: '', address: '', phone: '', website: '' };

/** The carrier's choices and agency; the defaults for a carrier (or a company code) without a row. */
export async function carrierConsentSetup(db: Database, companyCode: string): Promise<CarrierConsentSetup> {
  const row = await db.carrierConsentSettings.findUnique({ where: { companyCode } });
  if (!row) return { choices: DEFAULT_CONSENT_CHOICES, agency: NO_AGENCY };
  return {
    choices: {
      askPsp: row.askPsp,
      askClearinghouse: row.askClearinghouse,
      jobStates: row.jobStates.split(',').filter(isNoticeState),
    },
    agency: { name: row.agencyName, address: row.agencyAddress, phone: row.agencyPhone, website: row.agencyWebsite },
  };
}

/** Whether the California notice can name the carrier's agency (ICRAA: name, address and telephone). */
export const agencyNamed = (agency: Agency) => agency.name !== '' && agency.address !== '' && agency.phone !== '';

/**
 * The values the texts are filled with, in one language: the carrier's record, or for a company code without one
 * the code itself and words saying the office gives the address.
 */
export function consentValues(
  companyCode: string,
  carrier: { legalName: string; address: string } | null,
  agency: Agency,
  language: ConsentLanguage,
): ConsentValues {
  const named = agencyNamed(agency);
  const t = catalogTexts(language, 'ConsentsApi');
  return {
    carrierName: carrier?.legalName || companyCode,
    carrierAddress: carrier?.address || t('carrierAddressUnknown'),
    agencyName: named ? agency.name : '',
    agencyAddress: named ? agency.address : '',
    agencyPhone: named ? agency.phone : '',
    agencyWebsite: named ? agency.website || t('agencyWebsiteNone') : '',
  };
}

type TextRow = {
  number: number;
  titleEn: string;
  agreeEn: string;
  bodyEn: string;
  titleEs: string;
  agreeEs: string;
  bodyEs: string;
};

/** A stored version as a carrier text; null for a version that withdrew the carrier's wording. */
function carrierText(row: TextRow): CarrierText | null {
  if (row.bodyEn === '') return null;
  return {
    number: row.number,
    en: { title: row.titleEn, agree: row.agreeEn, body: row.bodyEn },
    es: row.bodyEs === '' ? null : { title: row.titleEs, agree: row.agreeEs, body: row.bodyEs },
  };
}

/** The carrier's current text of each consent it replaced (its newest version, unless that one withdrew it). */
export async function currentCarrierTexts(db: Database, companyCode: string): Promise<CarrierTexts> {
  const rows = await db.carrierConsentText.findMany({ where: { companyCode }, orderBy: { number: 'asc' } });
  const newest = new Map<string, TextRow>();
  for (const row of rows) newest.set(row.consent, row);
  const texts: CarrierTexts = {};
  for (const [consent, row] of newest) {
    const text = carrierText(row);
    if (text) texts[consent as ConsentId] = text;
  }
  return texts;
}

/**
 * The words a version names, as they read today: one of ours (every version ever published stays known), or a
 * carrier's version from its table. undefined for a version this app does not know or that no longer exists.
 */
export async function consentTextByVersion(db: Database, version: string): Promise<ConsentText | undefined> {
  const carrier = parseCarrierTextVersion(version);
  if (!carrier) return PUBLISHED_CONSENT_TEXTS.get(version);
  const row = await db.carrierConsentText.findUnique({
    where: { companyCode_consent_number: { companyCode: carrier.companyCode, consent: carrier.consent, number: carrier.number } },
  });
  const text = row && carrierText(row);
  if (!text || (carrier.language === 'es' && !text.es)) return undefined;
  return carrierConsentText(carrier.companyCode, carrier.consent as ConsentId, text, carrier.language);
}

/** A carrier's record, consent choices and current texts, as every submission and step 11 read them. */
export type CarrierConsentFacts = { carrier: Company | null; setup: CarrierConsentSetup; carrierTexts: CarrierTexts };

const recentConsentSetup = carrierCache(async (companyCode) => {
  const db = await getDb();
  const [setup, carrierTexts] = await Promise.all([carrierConsentSetup(db, companyCode), currentCarrierTexts(db, companyCode)]);
  return { setup, carrierTexts };
});

/** The carrier's consent facts from memory, at most a few seconds old (lib/server/carrier-cache.ts). */
export async function carrierConsentFacts(companyCode: string): Promise<CarrierConsentFacts> {
  const [carrier, { setup, carrierTexts }] = await Promise.all([recentCompany(companyCode), recentConsentSetup(companyCode)]);
  return { carrier, setup, carrierTexts };
}

/** What the wizard's step 11 needs (GET /api/consents/{code}). */
export async function consentConfig(companyCode: string): Promise<ConsentConfig> {
  const { carrier, setup, carrierTexts } = await carrierConsentFacts(companyCode);
  return {
    companyCode,
    choices: setup.choices,
    values: {
      en: consentValues(companyCode, carrier, setup.agency, 'en'),
      es: consentValues(companyCode, carrier, setup.agency, 'es'),
    },
    carrierTexts,
  };
}

export async function saveConsentSettings(input: ConsentSettingsInput): Promise<void> {
  const db = await getDb();
  const data = {
    askPsp: input.askPsp,
    askClearinghouse: input.askClearinghouse,
    jobStates: [...new Set(input.jobStates)].sort().join(','),
    agencyName: input.agencyName,
    agencyAddress: input.agencyAddress,
    agencyPhone: input.agencyPhone,
    agencyWebsite: input.agencyWebsite,
  };
  await db.carrierConsentSettings.upsert({ where: { companyCode: input.code }, create: { companyCode: input.code, ...data }, update: data });
  forgetCarrier(input.code);
}

/**
 * Saves a new version of a carrier's text (or one that withdraws it): the next number of that consent, the older
 * versions left as they are, since applications signed under them name them. Two saves at once: the second one's
 * number is taken, and it is tried again with the next.
 */
export async function saveCarrierText(input: CarrierTextInput, savedBy: string): Promise<{ number: number }> {
  const db = await getDb();
  const words = input.withdraw
    ? {}
    : {
        titleEn: input.en!.title,
        agreeEn: input.en!.agree,
        bodyEn: input.en!.body.trim(),
        ...(input.es && input.es.body.trim() && { titleEs: input.es.title, agreeEs: input.es.agree, bodyEs: input.es.body.trim() }),
      };
  for (let attempt = 0; ; attempt++) {
    const newest = await db.carrierConsentText.findFirst({
      where: { companyCode: input.code, consent: input.consent },
      orderBy: { number: 'desc' },
      select: { number: true },
    });
    const number = (newest?.number ?? 0) + 1;
    try {
      await db.carrierConsentText.create({ data: { companyCode: input.code, consent: input.consent, number, createdBy: savedBy, ...words } });
      forgetCarrier(input.code);
      return { number };
    } catch (error) {
      if (attempt >= 3 || (error as { code?: string }).code !== 'P2002') throw error;
    }
  }
}

export type CarrierTextVersion = TextRow & { createdAt: Date; createdBy: string; consent: string };

/** Every version of the carrier's texts, newest first, for its page in the staff area. */
export async function carrierTextHistory(companyCode: string): Promise<CarrierTextVersion[]> {
  const db = await getDb();
  return db.carrierConsentText.findMany({
    where: { companyCode },
    orderBy: [{ consent: 'asc' }, { number: 'desc' }],
    select: {
      consent: true,
      number: true,
      titleEn: true,
      agreeEn: true,
      bodyEn: true,
      titleEs: true,
      agreeEs: true,
      bodyEs: true,
      createdAt: true,
      createdBy: true,
    },
  });
}

/** The codes of the carriers whose California notice cannot name their consumer reporting agency yet. */
export async function carriersWithoutAgency(codes: readonly string[]): Promise<Set<string>> {
  const db = await getDb();
  const rows = await db.carrierConsentSettings.findMany({
    where: { companyCode: { in: [...codes] } },
    select: { companyCode: true, agencyName: true, agencyAddress: true, agencyPhone: true },
  });
  const named = new Set(
    rows.filter((row) => agencyNamed({ name: row.agencyName, address: row.agencyAddress, phone: row.agencyPhone, website: '' })).map((row) => row.companyCode),
  );
  return new Set(codes.filter((code) => !named.has(code)));
}
