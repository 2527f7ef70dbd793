import 'server-only';
import { keyedDigest } from '@/lib/server/pii-crypto';

/**
 * The versions of the signed content. A stored application names the version it was signed under
 * (signatureAudit.contentVersion) and is verified with that version for as long as it is kept (49 CFR 391.51: the
 * driver's file, for the employment plus three years), so a version is frozen once it ships: its serialization is a
 * frozen function of its own. Versions 1 to 3 signed a written-out list of answers (each version adding to the one
 * before it); from version 4 on the stored application document is signed whole, so a new answer needs no version.
 * tests/fixtures/signed-application-v*.json — applications stored under each version — must keep verifying after
 * every change, on both engines, before and after the move into the document (tests/api/document-migration.test.ts).
 */

/** The languages the applicant can be shown the application in. */
export type ShownLanguage = 'en' | 'es';

/** What one application's digest is computed over, before a version picks and serializes its part. */
export type SignedContent = {
  /** Every stored answer by name, the SSN as its plain digits (a version decides how the SSN enters). */
  answers: Readonly<Record<string, unknown>>;
  /**
   * The wordings shown, by role, as the agreement-texts module defines them: those of the language they were
   * shown in, so a translation is signed in its own words (each translation has versions of its own).
   */
  texts: Readonly<Record<string, unknown>>;
  consents: Readonly<Record<string, boolean>>;
  receipt: { receivedAt: string; ip: string; userAgent: string };
  /** The language the application and its texts were shown in (version 1 predates the choice: it ignores it). */
  language: ShownLanguage;
  /**
   * Named parts of the signed content kept outside the Applicant row (./signed-sections.ts), each in its canonical
   * form; a version signs those it names (from serialization v3 on).
   */
  sections?: Readonly<Record<string, unknown>>;
  /**
   * The application document as stored (lib/applicant/application-document.ts, without the SSN): what serialization
   * v4 signs in place of a list of answers. Asked for only by the versions that sign it.
   */
  document?: () => Readonly<Record<string, unknown>>;
};

export type SignedContentVersion = {
  readonly version: number;
  /** The answers this version's digest covers, by name. */
  readonly fields: readonly string[];
  /** The named sections (./signed-sections.ts) this version's digest covers. */
  readonly sections: readonly string[];
  /** Whether the record names the language shown and the digest covers it (from version 2 on). */
  readonly signsLanguage: boolean;
  /** The bytes the SHA-256 is taken of (as a UTF-8 string). */
  readonly serialize: (content: SignedContent, dataKey: Buffer) => string;
};

/**
 * JSON with object keys sorted at every level (UTF-16 code unit order): one content, one byte sequence. Every stored
 * digest was taken of this function's output, so its output may never change, odd cases included (an `undefined`
 * property prints as `undefined`, an `undefined` array item as nothing, a Date as `{}`). Written as loops: it runs on
 * every submission and every verification, and the map/join form took twice the time.
 */
export function canonicalJsonV1(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) {
    let out = '[';
    for (let index = 0; index < value.length; index += 1) {
      if (index > 0) out += ',';
      out += (canonicalJsonV1(value[index]) as string | undefined) ?? '';
    }
    return `${out}]`;
  }
  const object = value as Record<string, unknown>;
  // Array.prototype.sort orders strings by UTF-16 code units, the order the digests were taken in.
  const keys = Object.keys(object).sort();
  let out = '{';
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index]!;
    if (index > 0) out += ',';
    out += `${JSON.stringify(key)}:${canonicalJsonV1(object[key]) as string | undefined}`;
  }
  return `${out}}`;
}

/**
 * Version 1's serialization: `{answers, consents, receipt, texts, version}` as canonical JSON, each answer of the
 * version's list as its stored string ('' when absent), the SSN replaced by `hmac:` and its keyed digest (HMAC with
 * the data key): a plain digest over otherwise visible answers would let anyone who can read the table try all
 * 10^9 SSNs against it.
 */
function serializeV1(version: number, fields: readonly string[]) {
  const signedAnswers = signedAnswersOf(fields);
  return (content: SignedContent, dataKey: Buffer): string =>
    canonicalJsonV1({ version, answers: signedAnswers(content, dataKey), texts: content.texts, consents: content.consents, receipt: content.receipt });
}

/** What version 2 signs: version 1's content, with the language the texts were shown in at the top level. */
function signedContentV2(version: number, fields: readonly string[]) {
  const signedAnswers = signedAnswersOf(fields);
  return (content: SignedContent, dataKey: Buffer) => ({
    version,
    answers: signedAnswers(content, dataKey),
    texts: content.texts,
    consents: content.consents,
    receipt: content.receipt,
    language: content.language,
  });
}

/** Version 2's serialization: `{answers, consents, language, receipt, texts, version}` as canonical JSON. */
function serializeV2(version: number, fields: readonly string[]) {
  const signed = signedContentV2(version, fields);
  return (content: SignedContent, dataKey: Buffer): string => canonicalJsonV1(signed(content, dataKey));
}

/**
 * Serialization v3: version 2's, with the named sections the version signs at the top level (each section's
 * canonical content, null when the application has none): `{answers, consents, language, receipt, sections, texts,
 * version}`.
 */
function serializeV3(version: number, fields: readonly string[], sections: readonly string[]) {
  const signed = signedContentV2(version, fields);
  return (content: SignedContent, dataKey: Buffer): string =>
    canonicalJsonV1({
      ...signed(content, dataKey),
      sections: Object.fromEntries(sections.map((name) => [name, content.sections?.[name] ?? null])),
    });
}

/**
 * Serialization v4: the application document itself, as stored, with the SSN beside its answers as `hmac:` and its
 * keyed digest: `{consents, document, language, receipt, sections, texts, version}`. No list of answers: an answer
 * added to the application is signed as part of the document, with no new version.
 */
function serializeV4(version: number, _fields: readonly string[], sections: readonly string[]) {
  return (content: SignedContent, dataKey: Buffer): string =>
    canonicalJsonV1({
      version,
      document: { ...content.document?.(), ssn: `hmac:${keyedDigest(String(content.answers.ssn ?? ''), dataKey)}` },
      texts: content.texts,
      consents: content.consents,
      receipt: content.receipt,
      language: content.language,
      sections: Object.fromEntries(sections.map((name) => [name, content.sections?.[name] ?? null])),
    });
}

/** Each answer of `fields` as its stored string ('' when absent), the SSN as `hmac:` and its keyed digest. */
function signedAnswersOf(fields: readonly string[]) {
  return (content: SignedContent, dataKey: Buffer) =>
    Object.fromEntries(
      fields.map((field) => {
        const value = String(content.answers[field] ?? '');
        return [field, field === 'ssn' ? `hmac:${keyedDigest(value, dataKey)}` : value];
      }),
    );
}

/** Version 1's answers: the application's first signed answers (the 391.21 items, the consents), as stored. */
const V1_ANSWERS = [
  'compCode', 'applicantName', 'dob', 'ssn', 'phone', 'email', 'street', 'city', 'state', 'zip', 'movedIn',
  'prevStreet1', 'prevCity1', 'prevState1', 'prevZip1', 'prevMovedIn1', 'prevStreet2', 'prevCity2', 'prevState2',
  'prevZip2', 'prevMovedIn2', 'prevStreet3', 'prevCity3', 'prevState3', 'prevZip3', 'prevMovedIn3', 'accidentDates1',
  'accidentDates2', 'accidentDates3', 'accidentNature1', 'accidentNature2', 'accidentNature3', 'accidentFatalities1',
  'accidentFatalities2', 'accidentFatalities3', 'accidentInjuries1', 'accidentInjuries2', 'accidentInjuries3',
  'trafficDates1', 'trafficDates2', 'trafficDates3', 'trafficState1', 'trafficState2', 'trafficState3',
  'trafficCharge1', 'trafficCharge2', 'trafficCharge3', 'trafficPenalty1', 'trafficPenalty2', 'trafficPenalty3',
  'driverState1', 'driverLicense1', 'driverType1', 'driverEndorsement1', 'driverExpiration1', 'licenseDenied',
  'licenseDeniedReason', 'experience1', 'experience2', 'experience3', 'experience4', 'experience5', 'expFrom1',
  'expFrom2', 'expFrom3', 'expFrom4', 'expFrom5', 'expTo1', 'expTo2', 'expTo3', 'expTo4', 'expTo5', 'expMiles1',
  'expMiles2', 'expMiles3', 'expMiles4', 'expMiles5', 'employer1', 'address1', 'city_St_Zip1', 'empFrom1', 'empTo1',
  'position1', 'salary1', 'contact1', 'phone1', 'reason1', 'fmcsr1', 'drugTest1', 'employer2', 'address2',
  'city_St_Zip2', 'empFrom2', 'empTo2', 'position2', 'salary2', 'contact2', 'phone2', 'reason2', 'fmcsr2',
  'drugTest2', 'employer3', 'address3', 'city_St_Zip3', 'empFrom3', 'empTo3', 'position3', 'salary3', 'contact3',
  'phone3', 'reason3', 'fmcsr3', 'drugTest3', 'earlierEmployer1', 'earlierAddress1', 'earlierFrom1', 'earlierTo1',
  'earlierPosition1', 'earlierReason1', 'earlierFmcsr1', 'earlierDrugTest1', 'earlierEmployer2', 'earlierAddress2',
  'earlierFrom2', 'earlierTo2', 'earlierPosition2', 'earlierReason2', 'earlierFmcsr2', 'earlierDrugTest2',
  'earlierEmployer3', 'earlierAddress3', 'earlierFrom3', 'earlierTo3', 'earlierPosition3', 'earlierReason3',
  'earlierFmcsr3', 'earlierDrugTest3', 'earlierEmployer4', 'earlierAddress4', 'earlierFrom4', 'earlierTo4',
  'earlierPosition4', 'earlierReason4', 'earlierFmcsr4', 'earlierDrugTest4', 'earlierEmployer5', 'earlierAddress5',
  'earlierFrom5', 'earlierTo5', 'earlierPosition5', 'earlierReason5', 'earlierFmcsr5', 'earlierDrugTest5',
  'earlierEmployer6', 'earlierAddress6', 'earlierFrom6', 'earlierTo6', 'earlierPosition6', 'earlierReason6',
  'earlierFmcsr6', 'earlierDrugTest6', 'earlierEmployer7', 'earlierAddress7', 'earlierFrom7', 'earlierTo7',
  'earlierPosition7', 'earlierReason7', 'earlierFmcsr7', 'earlierDrugTest7', 'servedArmy', 'branch', 'rank',
  'armyFrom', 'armyTo', 'expServing', 'grade', 'highSchool', 'college', 'schoolName', 'schoolCity', 'schoolFrom',
  'schoolTo', 'signature', 'signature64', 'noticeAcknowledged', 'esignConsent', 'formVersion',
];

/** The serializations, by name: each frozen, a changed one is a new name. */
const SERIALIZATIONS = {
  /** `{answers, consents, receipt, texts, version}`. */
  v1: serializeV1,
  /** `{answers, consents, language, receipt, texts, version}`: version 1's, with the language the texts were shown in. */
  v2: serializeV2,
  /** `{answers, consents, language, receipt, sections, texts, version}`: version 2's, with the signed sections. */
  v3: serializeV3,
  /** `{consents, document, language, receipt, sections, texts, version}`: the stored document in place of an answer list. */
  v4: serializeV4,
} as const;

/** A version as it is appended: what it adds to the version before it, and how it is serialized. */
export type VersionDeclaration = {
  readonly version: number;
  /** The answers this version covers beyond the previous version's, by name (all of them for version 1). */
  readonly adds: readonly string[];
  /** The signed sections (./signed-sections.ts) this version covers beyond the previous version's (serialization v3). */
  readonly addsSections?: readonly string[];
  readonly serialization: keyof typeof SERIALIZATIONS;
};

/**
 * Every version ever shipped, oldest first; the last one signs new applications. Never edit one that shipped. A new
 * answer needs no version (the document is signed whole); a new signed section does: `{ version: <n>, adds: [],
 * addsSections: ['<section>'], serialization: 'v4' }`.
 */
export const VERSION_DECLARATIONS: readonly VersionDeclaration[] = [
  { version: 1, adds: V1_ANSWERS, serialization: 'v1' },
  // The applicant's authorization of the 391.23 inquiries, and the language shown, signed from version 2 on.
  { version: 2, adds: ['safetyHistoryAuthorized'], serialization: 'v2' },
  // The answers to the carrier's screening questions, each with the words of the question as asked, and the
  // background-check consents of step 11 (FCRA, state notices, PSP, Clearinghouse), each with its text and moment:
  // both kept in tables of their own (lib/screening/server, lib/consents/server/consent-section.ts); and step 4's
  // medical examiner's certificate answers, with the photos and scans of the documents (type and SHA-256 of each,
  // lib/documents/server/document-section.ts).
  {
    version: 3,
    adds: ['medicalCardMissing', 'medicalCardExpiration', 'medicalExaminerNumber'],
    addsSections: ['screening', 'consents', 'documents'],
    serialization: 'v3',
  },
  // The application document as stored (one JSON object, lists for the repeated groups) in place of a list of
  // answers: from this version on, a new answer needs no new version.
  { version: 4, adds: [], serialization: 'v4' },
];

/** The versions in full: each one's answers are its predecessor's followed by what it adds. */
export function signedContentVersions(declarations: readonly VersionDeclaration[]): readonly SignedContentVersion[] {
  const versions: SignedContentVersion[] = [];
  for (const { version, adds, addsSections = [], serialization } of declarations) {
    const fields = Object.freeze([...(versions.at(-1)?.fields ?? []), ...adds]);
    const sections = Object.freeze([...(versions.at(-1)?.sections ?? []), ...addsSections]);
    if (sections.length > 0 && (serialization === 'v1' || serialization === 'v2')) {
      throw new Error(`Version ${version} signs sections: it needs serialization v3 or later`);
    }
    versions.push(
      Object.freeze({
        version,
        fields,
        sections,
        signsLanguage: serialization !== 'v1',
        serialize: SERIALIZATIONS[serialization](version, fields, sections),
      }),
    );
  }
  return Object.freeze(versions);
}

export const SIGNED_CONTENT_VERSIONS = signedContentVersions(VERSION_DECLARATIONS);
export const [SIGNED_CONTENT_V1, SIGNED_CONTENT_V2] = SIGNED_CONTENT_VERSIONS as [SignedContentVersion, SignedContentVersion];

/** A version serialized as version 2 is, covering `fields`: what a test builds to show what appending one does. */
export function serializedLikeV2(version: number, fields: readonly string[]): SignedContentVersion {
  return Object.freeze({ version, fields: Object.freeze([...fields]), sections: [], signsLanguage: true, serialize: serializeV2(version, fields) });
}
