import { randomBytes } from 'node:crypto';
import { APPLICANT_FIELDS, applicantSchema, type Applicant } from '@/lib/applicant/schema';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import {
  signatureAuditRecord,
  signedContentDigest,
  signedContentRegistry,
  verifySignedContent,
  type ReceiptFacts,
} from './signed-content';
import { SIGNED_CONTENT_V1, SIGNED_CONTENT_VERSIONS, serializedLikeV1 } from './signed-content-versions';

const key = randomBytes(32);
const answers = applicantSchema.parse(validApplicant()) as Applicant;
const receipt: ReceiptFacts = { receivedAt: '2026-11-20T15:04:05.000Z', ip: '203.0.113.7', userAgent: 'Mozilla/5.0' };
const audit = signatureAuditRecord(answers);
const digest = signedContentDigest(answers, receipt, audit, key)!;
const auditJson = JSON.stringify(audit);

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
  it('sign new applications under the newest version, whose fields are exactly the answers the schema stores', () => {
    // Fails when an answer is added to (or removed from) the schema without a new content version: the new answer
    // would not be covered by the signature, or every stored application would read as altered.
    const newest = SIGNED_CONTENT_VERSIONS.at(-1)!;
    expect(audit.contentVersion).toBe(newest.version);
    expect([...newest.fields].sort()).toEqual([...APPLICANT_FIELDS].sort());
  });

  it('keep version 1 as it shipped: 187 answers, the SSN among them, never a list computed from the schema', () => {
    expect(SIGNED_CONTENT_VERSIONS[0]).toBe(SIGNED_CONTENT_V1);
    expect(SIGNED_CONTENT_V1.fields).toHaveLength(187);
    expect(new Set(SIGNED_CONTENT_V1.fields).size).toBe(187);
    expect(SIGNED_CONTENT_V1.fields).toEqual(expect.arrayContaining(['ssn', 'signature64', 'formVersion', 'earlierDrugTest7']));
    expect(Object.isFrozen(SIGNED_CONTENT_V1.fields)).toBe(true);
  });

  it('treat a record naming a content version this app does not know as altered', () => {
    for (const contentVersion of [0, 2, 99, '1']) {
      const unknown = JSON.stringify({ ...audit, contentVersion });
      expect(verifySignedContent(answers, receipt, unknown, digest, key)).toBe('altered');
    }
  });

  it('refuse a list that is not oldest first, each number once', () => {
    expect(() => signedContentRegistry([])).toThrow(/oldest first/);
    expect(() => signedContentRegistry([SIGNED_CONTENT_V1, SIGNED_CONTENT_V1])).toThrow(/oldest first/);
    expect(() => signedContentRegistry([serializedLikeV1(2, SIGNED_CONTENT_V1.fields), SIGNED_CONTENT_V1])).toThrow(/oldest first/);
  });
});

describe('adding a field to the application (a copy of the registry with a version 2)', () => {
  // What the next field needs: version 2 lists version 1's answers plus the new one, and signs new applications.
  const v2 = serializedLikeV1(2, [...SIGNED_CONTENT_V1.fields, 'twicCardExpiration']);
  const withV2 = signedContentRegistry([SIGNED_CONTENT_V1, v2]);
  // A row stored after the migration: the new column exists on old rows too, empty.
  const v1Row = { ...answers, twicCardExpiration: '' };
  const v2Answers = { ...answers, twicCardExpiration: '03/31/2029' };
  const v2Audit = withV2.auditRecord(v2Answers);
  const v2Digest = withV2.digest(v2Answers, receipt, v2Audit, key)!;

  it('still verifies applications signed under version 1, whatever the new column holds', () => {
    expect(withV2.verify(v1Row, receipt, auditJson, digest, key)).toBe('verified');
    expect(withV2.verify({ ...v1Row, twicCardExpiration: '01/01/2030' }, receipt, auditJson, digest, key)).toBe('verified');
    expect(withV2.verify({ ...v1Row, applicantName: 'Someone Else' }, receipt, auditJson, digest, key)).toBe('altered');
  });

  it('signs new applications under version 2, which covers the new answer', () => {
    expect(v2Audit.contentVersion).toBe(2);
    expect(withV2.verify(v2Answers, receipt, JSON.stringify(v2Audit), v2Digest, key)).toBe('verified');
    const changed = { ...v2Answers, twicCardExpiration: '03/31/2030' };
    expect(withV2.verify(changed, receipt, JSON.stringify(v2Audit), v2Digest, key)).toBe('altered');
  });

  it('does not verify a version 1 application with version 2\'s list, nor the reverse', () => {
    const claimsV2 = JSON.stringify({ ...audit, contentVersion: 2 });
    expect(withV2.verify(v1Row, receipt, claimsV2, digest, key)).toBe('altered');
    const claimsV1 = JSON.stringify({ ...v2Audit, contentVersion: 1 });
    expect(withV2.verify(v2Answers, receipt, claimsV1, v2Digest, key)).toBe('altered');
  });

  it('is unknown to the app as it is today, so a version 2 record reads as altered there rather than half-checked', () => {
    expect(verifySignedContent(v2Answers, receipt, JSON.stringify(v2Audit), v2Digest, key)).toBe('altered');
  });
});
