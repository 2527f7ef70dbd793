import { randomBytes } from 'node:crypto';
import { documentFromAnswers, storedDocument } from '@/lib/applicant/application-document';
import { applicantSchema } from '@/lib/applicant/schema';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { MAX_FILE_BYTES } from './file-format';
import { readApplicationFile } from './read-file';
import { checkApplicationFile, fileSigningKey, signApplicationFile } from './server/file-signing';

const dataKey = randomBytes(32);
const issuer = { name: 'TSK Interstate Services LLC', url: 'https://apply.example.com' };
const document = storedDocument(documentFromAnswers(applicantSchema.parse(validApplicant())));
const file = signApplicationFile(document, issuer, dataKey);
const ownKey = fileSigningKey(dataKey).keyId;

describe('an application file', () => {
  it('carries the document without the SSN, signed by the installation', () => {
    expect(file.document).not.toHaveProperty('ssn');
    expect(file.keyId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(checkApplicationFile(file, [ownKey])).toBe('verified');
  });

  it('reads as altered once an answer is changed, and as not checked under a key nobody trusts', () => {
    const changed = { ...file, document: { ...file.document, applicantName: 'Someone Else' } };
    expect(checkApplicationFile(changed, [ownKey])).toBe('altered');
    expect(checkApplicationFile({ ...file, issuer: { ...issuer, name: 'Other' } }, [ownKey])).toBe('altered');
    const other = signApplicationFile(document, issuer, randomBytes(32));
    expect(checkApplicationFile(other, [ownKey])).toBe('not-checked');
    expect(checkApplicationFile({ ...file, signature: 'x' }, [ownKey])).toBe('altered');
  });

  it('fills the answers this wizard asks, never the SSN, the signature or the certification boxes', () => {
    const reading = readApplicationFile(JSON.stringify({ ...file, document: { ...file.document, ssn: '123-45-6789' } }));
    if (!reading.ok) throw new Error(reading.problem);
    expect(reading.answers).toMatchObject({ applicantName: 'Jordan Rivers', employer1: 'Lone Star Freight', earlierEmployer1: 'Bayou Haulers' });
    for (const never of ['ssn', 'signature', 'signature64', 'noticeAcknowledged', 'safetyHistoryAuthorized', 'esignConsent']) {
      expect(reading.answers).not.toHaveProperty(never);
    }
    expect(reading.issuer).toBe(issuer.name);
    expect(reading.ignored).toEqual([]);
  });

  it("reads another installation's older or newer version: unknown answers named and ignored, missing ones left empty, bad values left out", () => {
    const { email: _dropped, ...older } = file.document;
    const reading = readApplicationFile(
      JSON.stringify({
        ...file,
        document: { ...older, documentVersion: 2, twicCard: 'Y', workEntries: [{ employer: 'Acme', truckColor: 'red' }], dob: 'yesterday' },
      }),
    );
    if (!reading.ok) throw new Error(reading.problem);
    expect(reading.answers).not.toHaveProperty('email');
    expect(reading.answers).not.toHaveProperty('dob');
    expect(reading.answers.employer1).toBe('Acme');
    expect(reading.ignored).toEqual(expect.arrayContaining(['twicCard', 'workEntries.0.truckColor', 'dob']));
  });

  it('refuses a file that is not an application, is damaged or too large, saying which', () => {
    expect(readApplicationFile('%PDF-1.7 …')).toEqual({ ok: false, problem: 'notApplication' });
    expect(readApplicationFile(JSON.stringify({ hello: 'world' }))).toEqual({ ok: false, problem: 'notApplication' });
    expect(readApplicationFile(JSON.stringify(file).slice(0, 500))).toEqual({ ok: false, problem: 'damaged' });
    expect(readApplicationFile(' '.repeat(MAX_FILE_BYTES + 1))).toEqual({ ok: false, problem: 'tooLarge' });
  });
});
