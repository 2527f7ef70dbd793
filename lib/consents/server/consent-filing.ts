import 'server-only';
import type { Applicant } from '@/lib/applicant/schema';
import type { Database } from '@/lib/server/db';
import type { ShownLanguage } from '@/lib/signed-content/server/signed-content-versions';
import { refusal } from '@/lib/server/http/route-error';
import type { ConsentId, ConsentText, ConsentValues } from '../consent-text';
import { addressStates, consentsToSign } from '../consents-to-sign';
import { parseCarrierTextVersion, shownConsent } from '../shown-consent';
import { carrierConsentFacts, consentTextByVersion, consentValues } from './carrier-consents';
import { consentTextSha256 } from './consent-digest';
import { submittedConsentsSchema } from '../submitted-consents';

/**
 * The background-check consents an application arrives with (POST /api/drivers, `consents`), checked against what
 * the server computes the applicant had to sign: the carrier's choices and the notices of the states in the
 * application's addresses. A client that sends no `consents` at all (one older than them) has its application
 * stored and flagged "consents not on file"; one that sends them must send exactly those due, each naming the text
 * a page opened now shows in the language shown (the carrier's current wording where it replaced ours, else our
 * current one), or the application is refused (422 when they cannot be read, 409 when they are not those due or
 * their text is not the one shown now). A consent is only worth its words: agreeing to a text the carrier has
 * replaced since, or to ours where it uses its counsel's, is not the consent it asks for, so the applicant reads
 * the new one and agrees again.
 */

/** One consent as it is filed: what was shown, with which values, and what the applicant answered. */
export type FiledConsent = {
  position: number;
  consent: ConsentId;
  source: 'app' | 'carrier';
  text: ConsentText;
  textSha256: string;
  /** PSP in Spanish: the FMCSA English shown beneath the translation, agreed with it. */
  official: ConsentText | null;
  officialSha256: string;
  englishFallback: boolean;
  values: ConsentValues;
  /** The request box of a state's notice; null for a text without one. */
  requestedCopy: boolean | null;
  /** The device's moment of the box (ISO 8601), as reported; '' when not. */
  clientAgreedAt: string;
};

export type ConsentFiling = { consents: FiledConsent[] };

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;


/** What the client is told when its consents are not the ones due (also what the wizard shows on step 11). */
export type ConsentRefusalTexts = { invalid: string; changed: string; textChanged: string };

/** The machine-readable reason of a 409: a text changed (`changedConsents` names them), or the consents due did. */
export const CONSENT_TEXT_CHANGED = 'consentTextChanged';
export const CONSENTS_NOT_DUE = 'consentsNotDue';

/**
 * The consents of a submission, checked; null when the body carries none (`consents` absent). Throws a refusal when
 * they cannot be read (422) or are not the ones due (409), with `consentProblems` naming each problem (in English,
 * for the developers of another client).
 */
export async function fileConsents(
  db: Database,
  body: Record<string, unknown>,
  applicant: Applicant,
  shownLanguage: ShownLanguage,
  texts: ConsentRefusalTexts,
): Promise<ConsentFiling | null> {
  if (body.consents === undefined) return null;
  const parsed = submittedConsentsSchema.safeParse(body.consents);
  if (!parsed.success) throw refusal(422, texts.invalid, { fields: { consents: texts.invalid }, consentProblems: ['consents: not a list of consents'] });

  const companyCode = applicant.compCode;
  const { carrier, setup, carrierTexts } = await carrierConsentFacts(companyCode);
  const due = consentsToSign(setup.choices, addressStates([applicant.state, applicant.prevState1, applicant.prevState2, applicant.prevState3]));
  const problems: string[] = [];
  const sent = new Map<string, (typeof parsed.data)[number]>();
  for (const item of parsed.data) {
    if (sent.has(item.consent)) problems.push(`${item.consent}: sent twice`);
    sent.set(item.consent, item);
  }
  for (const consent of due) if (!sent.has(consent)) problems.push(`${consent}: due, not sent`);
  for (const consent of sent.keys()) if (!(due as string[]).includes(consent)) problems.push(`${consent}: not due for this application`);

  const values = consentValues(companyCode, carrier, setup.agency, shownLanguage);
  const filed: FiledConsent[] = [];
  const changed: ConsentId[] = [];
  for (const [position, consent] of due.entries()) {
    const item = sent.get(consent);
    if (!item) continue;
    const problem = (what: string) => problems.push(`${consent}: ${what}`);
    const named = await consentTextByVersion(db, item.version);
    const carrierVersion = parseCarrierTextVersion(item.version);
    if (!named || named.consent !== consent || (carrierVersion && carrierVersion.companyCode !== companyCode)) {
      problem(`unknown text version ${JSON.stringify(item.version)}`);
      continue;
    }
    // The text a page opened now shows: the carrier's current wording (in English where it gave no Spanish), or ours.
    const shown = shownConsent(consent, shownLanguage, companyCode, carrierTexts);
    const { text } = shown;
    if (item.version !== text.version) {
      problem(`text ${item.version} is not the one shown now (${text.version}): the applicant must read that one and agree to it`);
      changed.push(consent);
      continue;
    }
    const textSha256 = consentTextSha256(text);
    if (item.sha256 !== undefined && item.sha256 !== textSha256) problem('sha256 is not that of the text version named');
    // Our PSP translation is shown with the FMCSA wording it translates, and agreed with it.
    const { official } = shown;
    if ((item.official ?? '') !== (official?.version ?? '')) {
      problem(official ? `official must name ${official.version}, the FMCSA wording shown with the translation` : 'official is only for the PSP translation');
    }
    if (item.requestedCopy !== undefined && text.request === undefined) problem('requestedCopy is only for a notice with a request box');
    filed.push({
      position,
      consent,
      source: shown.source,
      text,
      textSha256,
      official,
      officialSha256: official ? consentTextSha256(official) : '',
      englishFallback: shown.englishFallback,
      values: text.language === shownLanguage ? values : consentValues(companyCode, carrier, setup.agency, text.language),
      requestedCopy: text.request === undefined ? null : item.requestedCopy === true,
      clientAgreedAt: item.agreedAt && ISO_MOMENT.test(item.agreedAt) && !Number.isNaN(Date.parse(item.agreedAt)) ? item.agreedAt : '',
    });
  }
  // 409, not 422: the answers are fine, the consents sent are not those due now (the carrier's choices, or the texts
  // named, changed since the client showed them); the wizard loads them again and says which to read again.
  if (changed.length > 0) {
    throw refusal(409, texts.textChanged, {
      fields: { consents: texts.textChanged },
      code: CONSENT_TEXT_CHANGED,
      changedConsents: changed,
      consentProblems: problems,
    });
  }
  if (problems.length > 0) throw refusal(409, texts.changed, { fields: { consents: texts.changed }, code: CONSENTS_NOT_DUE, consentProblems: problems });
  return { consents: filed };
}
