import { randomBytes } from 'node:crypto';
import { APPLICANT_FIELDS, applicantSchema, type Applicant } from '@/lib/applicant/schema';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { answersFromDocument, documentFromAnswers, storedDocument } from '@/lib/applicant/application-document';
import {
  SIGNED_CONTENT_VERSION,
  signatureAuditRecord,
  signedContentDigest,
  signedContentRegistry,
  verifySignedContent,
  type ReceiptFacts,
} from './signed-content';
import {
  SIGNED_CONTENT_V1,
  SIGNED_CONTENT_V2,
  SIGNED_CONTENT_VERSIONS,
  VERSION_DECLARATIONS,
  signedContentVersions,
  type SignedContent,
} from './signed-content-versions';

const key = randomBytes(32);
const answers = applicantSchema.parse(validApplicant()) as Applicant;
const receipt: ReceiptFacts = { receivedAt: '2026-11-20T15:04:05.000Z', ip: '203.0.113.7', userAgent: 'Mozilla/5.0' };
const audit = signatureAuditRecord(answers);
const digest = signedContentDigest(answers, receipt, audit, key)!;
const auditJson = JSON.stringify(audit);
/** The number the next version will take (never a number written here: three branches may each add one). */
const NEXT_VERSION = SIGNED_CONTENT_VERSION + 1;

describe('the signed-content digest', () => {
  it('is a SHA-256 that depends on the content, not on the order the answers come in', () => {
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    const reordered = Object.fromEntries(Object.entries(answers).reverse()) as Applicant;
    expect(signedContentDigest(reordered, receipt, audit, key)).toBe(digest);
  });

  it.each([
    ['an answer', { ...answers, driverLicense1: 'D7654321' }, receipt],
    ['the signature image', { ...answers, signature64: `${answers.signature64.slice(0, -8)}AAAAAAA=` }, receipt],
    ['the SSN', { ...answers, ssn: '123-45-6780' }, receipt],
    ['the receive time', answers, { ...receipt, receivedAt: '2026-11-21T15:04:05.000Z' }],
    ['the submitter IP', answers, { ...receipt, ip: '198.51.100.1' }],
  ])('changes with %s, so a change after signing shows', (_what, changedAnswers, changedReceipt) => {
    expect(verifySignedContent(changedAnswers as Applicant, changedReceipt, auditJson, digest, key)).toBe('altered');
  });

  it('verifies what was signed, and says so when nothing was recorded', () => {
    expect(verifySignedContent(answers, receipt, auditJson, digest, key)).toBe('verified');
    expect(verifySignedContent(answers, receipt, '', '', key)).toBe('not-recorded');
  });

  it('treats a record naming an unknown wording, or one that cannot be read, as altered', () => {
    const forged = JSON.stringify({ ...audit, texts: { ...audit.texts, certification: 'certification/1999-01-01' } });
    expect(verifySignedContent(answers, receipt, forged, digest, key)).toBe('altered');
    expect(verifySignedContent(answers, receipt, '{not json', digest, key)).toBe('altered');
  });

  it('binds the SSN through the data key, so the digest cannot be used to guess SSNs without that key', () => {
    expect(signedContentDigest(answers, receipt, audit, randomBytes(32))).not.toBe(digest);
  });
});

describe('the content versions', () => {
  it('sign new applications under the newest version, whose digest covers every answer the schema stores', () => {
    // The newest version signs the application document whole: changing any one answer, the SSN included, alters it.
    expect(audit.contentVersion).toBe(SIGNED_CONTENT_VERSIONS.at(-1)!.version);
    const uncovered = APPLICANT_FIELDS.filter(
      (name) => verifySignedContent({ ...answers, [name]: `${answers[name]}9` }, receipt, auditJson, digest, key) !== 'altered',
    );
    expect(uncovered).toEqual([]);
  });

  it("sign the background-check consents of step 11, a section of their own (lib/consents), from the version after 2", () => {
    expect(SIGNED_CONTENT_VERSIONS.at(-1)!.sections).toContain('consents');
    expect(SIGNED_CONTENT_V2.sections).toEqual([]);
  });

  it('keep version 1 as it shipped: 187 answers, the SSN among them, never a list computed from the schema', () => {
    expect(SIGNED_CONTENT_VERSIONS[0]).toBe(SIGNED_CONTENT_V1);
    expect(SIGNED_CONTENT_V1.fields).toHaveLength(187);
    expect(new Set(SIGNED_CONTENT_V1.fields).size).toBe(187);
    expect(SIGNED_CONTENT_V1.fields).toEqual(expect.arrayContaining(['ssn', 'signature64', 'formVersion', 'earlierDrugTest7']));
    expect(Object.isFrozen(SIGNED_CONTENT_V1.fields)).toBe(true);
  });

  it('treat a record naming a content version this app does not know as altered', () => {
    for (const contentVersion of [0, NEXT_VERSION, 99, String(SIGNED_CONTENT_VERSION)]) {
      const unknown = JSON.stringify({ ...audit, contentVersion });
      expect(verifySignedContent(answers, receipt, unknown, digest, key)).toBe('altered');
    }
  });

  it('refuse a list that is not oldest first, each number once', () => {
    expect(() => signedContentRegistry([])).toThrow(/oldest first/);
    expect(() => signedContentRegistry([SIGNED_CONTENT_V1, SIGNED_CONTENT_V1])).toThrow(/oldest first/);
    expect(() => signedContentRegistry([SIGNED_CONTENT_V2, SIGNED_CONTENT_V1])).toThrow(/oldest first/);
  });
});

describe('version 2: the authorization of the 391.23 inquiries, and the language the texts were shown in', () => {
  const content: SignedContent = {
    answers,
    texts: { certification: 'the words shown' },
    consents: { safetyHistoryAuthorization: true },
    receipt,
    language: 'en',
  };

  it('signs new applications, with the authorization, its wording and the language in the record', () => {
    expect(audit).toMatchObject({
      contentVersion: SIGNED_CONTENT_VERSION,
      language: 'en',
      consents: { investigationNotice: true, safetyHistoryAuthorization: true, electronicSignature: true },
      texts: { safetyHistoryAuthorization: 'safety-history-authorization/2026-11-25' },
    });
    expect(SIGNED_CONTENT_V2.fields).toEqual([...SIGNED_CONTENT_V1.fields, 'safetyHistoryAuthorized']);
  });

  it('records an authorization not given (the original client never asks) as not given, without its wording', () => {
    const without = signatureAuditRecord({ ...answers, safetyHistoryAuthorized: '' });
    expect(without.consents.safetyHistoryAuthorization).toBe(false);
    expect(without.texts).not.toHaveProperty('safetyHistoryAuthorization');
  });

  it('serializes the language at the top level, beside the answers, texts, consents and receipt', () => {
    const serialized = JSON.parse(SIGNED_CONTENT_V2.serialize(content, key)) as Record<string, unknown>;
    expect(Object.keys(serialized)).toEqual(['answers', 'consents', 'language', 'receipt', 'texts', 'version']);
    expect(serialized).toMatchObject({ language: 'en', version: 2 });
    expect(SIGNED_CONTENT_V2.serialize({ ...content, language: 'es' }, key)).not.toBe(SIGNED_CONTENT_V2.serialize(content, key));
  });

  it('leaves version 1 byte for byte as it shipped: no language in its serialization', () => {
    const v1 = SIGNED_CONTENT_V1.serialize(content, key);
    expect(Object.keys(JSON.parse(v1) as object)).toEqual(['answers', 'consents', 'receipt', 'texts', 'version']);
    expect(SIGNED_CONTENT_V1.serialize({ ...content, language: 'es' }, key)).toBe(v1);
  });

  it.each([
    ['the authorization withdrawn from the stored answers', { ...answers, safetyHistoryAuthorized: '' }, audit],
    ['the consent flipped in the record', answers, { ...audit, consents: { ...audit.consents, safetyHistoryAuthorization: false } }],
    ['the language changed in the record', answers, { ...audit, language: 'es' }],
    ['a language this app does not know', answers, { ...audit, language: 'fr' }],
    ['the language removed from the record', answers, { ...audit, language: undefined }],
  ])('reads as altered with %s', (_what, changedAnswers, changedAudit) => {
    expect(verifySignedContent(changedAnswers as Applicant, receipt, JSON.stringify(changedAudit), digest, key)).toBe('altered');
  });
});

describe('adding an answer to the application: no new content version', () => {
  // An application stored before an answer existed: its document has no such property (here the examiner's number).
  const { medicalExaminerNumber: _absent, ...storedBefore } = storedDocument(documentFromAnswers(answers));
  const digestBefore = signedContentDigest(answers, receipt, audit, key, {}, storedBefore)!;
  const readBack: Record<string, string> = { ...answersFromDocument(storedBefore), ssn: answers.ssn };

  it('still verifies the applications stored before it, as their stored document reads', () => {
    expect(readBack.medicalExaminerNumber).toBe('');
    expect(verifySignedContent(readBack, receipt, auditJson, digestBefore, key, {}, storedBefore)).toBe('verified');
    expect(verifySignedContent(readBack, receipt, auditJson, digestBefore, key, {}, { ...storedBefore, medicalExaminerNumber: '' })).toBe('altered');
    expect(verifySignedContent(readBack, receipt, auditJson, digestBefore, key, {}, { ...storedBefore, applicantName: 'Someone Else' })).toBe('altered');
  });
});

describe('an application shown in Spanish', () => {
  const spanishAudit = signatureAuditRecord(answers, 'es');
  const spanishDigest = signedContentDigest(answers, receipt, spanishAudit, key)!;
  const spanishJson = JSON.stringify(spanishAudit);

  it('records the language and the Spanish versions of every text shown, under the current content version', () => {
    expect(spanishAudit).toEqual({
      ...audit,
      language: 'es',
      texts: {
        accidentProcedure: 'accident-procedure/es/2026-11-25',
        phonePolicy: 'phone-seat-belt-policy/es/2026-11-25',
        certification: 'certification/es/2026-11-25',
        investigationNotice: 'investigation-notice/es/2026-11-25',
        safetyHistoryAuthorization: 'safety-history-authorization/es/2026-11-25',
        electronicSignature: 'esign-consent/es/2026-11-25',
      },
    });
  });

  it('verifies, its digest covering the Spanish words (not the English ones of the same answers)', () => {
    expect(verifySignedContent(answers, receipt, spanishJson, spanishDigest, key)).toBe('verified');
    expect(spanishDigest).not.toBe(digest);
  });

  it.each([
    ['the language changed to English', { ...spanishAudit, language: 'en' }],
    ['a Spanish text swapped for its English original', { ...spanishAudit, texts: { ...spanishAudit.texts, certification: 'certification/2026-11-01' } }],
    ['a Spanish text version this app does not know', { ...spanishAudit, texts: { ...spanishAudit.texts, phonePolicy: 'phone-seat-belt-policy/es/2099-01-01' } }],
  ])('reads as altered with %s', (_what, changedAudit) => {
    expect(verifySignedContent(answers, receipt, JSON.stringify(changedAudit), spanishDigest, key)).toBe('altered');
  });

  it('leaves the English record as it was: English is what a submit that declares no language records', () => {
    expect(signatureAuditRecord(answers, 'en')).toEqual(audit);
    expect(JSON.stringify(audit)).toBe(
      `{"contentVersion":${SIGNED_CONTENT_VERSION},"texts":{"accidentProcedure":"accident-procedure/2026-11-01","phonePolicy":"phone-seat-belt-policy/2026-11-01",` +
        '"certification":"certification/2026-11-01","investigationNotice":"investigation-notice/2026-11-22",' +
        '"safetyHistoryAuthorization":"safety-history-authorization/2026-11-25","electronicSignature":"esign-consent/2026-11-22"},' +
        '"consents":{"accidentProcedure":true,"phonePolicy":true,"investigationNotice":true,"safetyHistoryAuthorization":true,' +
        '"electronicSignature":true},"language":"en","digestAlgorithm":"SHA-256"}',
    );
  });
});

describe('a version that signs a section kept outside the answer columns (serialization v3)', () => {
  const withNext = signedContentRegistry(
    signedContentVersions([...VERSION_DECLARATIONS, { version: NEXT_VERSION, adds: [], addsSections: ['photos'], serialization: 'v3' }]),
  );
  // A section no shipped version signs.
  const photos = [{ kind: 'cdl-front', sha256: 'a'.repeat(64) }];
  const nextAudit = withNext.auditRecord(answers);
  const nextJson = JSON.stringify(nextAudit);
  const nextDigest = withNext.digest(answers, receipt, nextAudit, key, { photos })!;

  it('verifies the section as signed, and reads it as altered when it is replaced, removed or added to', () => {
    expect(withNext.verify(answers, receipt, nextJson, nextDigest, key, { photos })).toBe('verified');
    expect(withNext.verify(answers, receipt, nextJson, nextDigest, key, { photos: [{ ...photos[0], sha256: 'b'.repeat(64) }] })).toBe('altered');
    expect(withNext.verify(answers, receipt, nextJson, nextDigest, key, {})).toBe('altered');
    expect(withNext.verify(answers, receipt, nextJson, nextDigest, key, { photos: [...photos, photos[0]] })).toBe('altered');
  });

  it('ignores the sections for the versions before it, which never signed them', () => {
    expect(withNext.verify(answers, receipt, auditJson, digest, key, { photos })).toBe('verified');
  });

  it('refuses a version that names sections but keeps a serialization without them', () => {
    expect(() =>
      signedContentVersions([...VERSION_DECLARATIONS.slice(0, 2), { version: 3, adds: [], addsSections: ['photos'], serialization: 'v2' }]),
    ).toThrow(/serialization v3/);
  });
});
