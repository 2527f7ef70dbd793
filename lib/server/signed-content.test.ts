import { randomBytes } from 'node:crypto';
import { applicantSchema, type Applicant } from '@/lib/applicant/schema';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { signatureAuditRecord, signedContentDigest, verifySignedContent, type ReceiptFacts } from './signed-content';

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
