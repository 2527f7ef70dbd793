import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { signApplicationFile } from '@/lib/application-file/server/file-signing';
import { behaviourEngine } from './engines';
import { withCdlPhotos } from './document-client';
import { staffAppPerSuite } from './staff-client';

/**
 * The application file (docs/application-file.md) over real HTTP: the applicant downloads it behind the date of birth,
 * as its own file and attached inside the PDF copy; it carries the document without the SSN, signed with the key the
 * installation publishes; an application started from it tells the office where its answers came from and whether
 * the file's signature verified, never trusting a key the file merely names.
 */
const engines = behaviourEngine();
const REVIEWER = { email: 'rita.reviewer@example.com', name: 'Rita Reviewer', role: 'reviewer', password: 'correct horse battery staple' };
const DOB = '05/07/1990';

/** The files poppler's pdfdetach finds attached to a PDF, each with its bytes. */
async function attachments(pdf: Buffer): Promise<Map<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), 'application-file-'));
  try {
    writeFileSync(join(dir, 'copy.pdf'), pdf);
    await promisify(execFile)('pdfdetach', ['-saveall', '-o', dir, join(dir, 'copy.pdf')]);
    const { stdout } = await promisify(execFile)('pdfdetach', ['-list', join(dir, 'copy.pdf')]);
    const names = stdout.split('\n').slice(1).map((line) => line.replace(/^\s*\d+:\s*/, '').trim()).filter(Boolean);
    return new Map(names.map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(engines)('the application file on %s', (_engine, createDatabase) => {
  const suite = staffAppPerSuite(createDatabase, [REVIEWER]);

  /** An application submitted, and its file downloaded from the copy link with the date of birth. */
  const submittedWithFile = async (overrides: Record<string, unknown>) => {
    const answer = await suite.applicant.post('/api/drivers', await withCdlPhotos(suite.applicant, validApplicant(overrides)));
    expect(answer.status).toBe(201);
    const link = answer.headers.get('applicant-copy-url') ?? '';
    const token = link.slice(link.lastIndexOf('/') + 1);
    const file = await suite.applicant.post('/api/applicant-copy', { token, dob: DOB, format: 'file' });
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/json']);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="driver-application-${answer.json().numberId}.json"`);
    return { token, numberId: Number(answer.json().numberId), file: file.json() as Record<string, unknown> & { document: Record<string, unknown> } };
  };

  const submittedFrom = async (file: unknown, applicantName: string) => {
    const { documentFromAnswers } = await import('@/lib/applicant/application-document');
    const body = { ...documentFromAnswers(validApplicant({ applicantName })), startedFrom: { kind: 'file', file: JSON.stringify(file) } };
    const answer = await suite.applicant.post('/api/drivers', await withCdlPhotos(suite.applicant, body));
    expect(answer.status).toBe(201);
    return (await suite.staff[0]!.get(`/staff/applications/${answer.json().numberId}`)).text;
  };

  it('is downloaded behind the date of birth, without the SSN, signed with the key the installation publishes', async () => {
    const { file, token } = await submittedWithFile({ applicantName: 'Fiona File' });
    // The carrier's legal name where the office recorded one (npm run company:add), else its code.
    expect(file).toMatchObject({ format: 'driver-application-file/1', issuer: { name: 'TSKIS' } });
    expect(file.document).toMatchObject({ documentVersion: 1, applicantName: 'Fiona File' });
    expect(file.document.workEntries).toEqual([expect.objectContaining({ employer: 'Lone Star Freight' }), expect.objectContaining({ employer: 'Gulf Coast Moving' })]);
    expect(JSON.stringify(file)).not.toContain('123-45-6789');
    expect(file.document).not.toHaveProperty('ssn');
    const keys = (await suite.applicant.get('/.well-known/driver-application-keys.json')).json() as { keys: { kid: string; crv: string }[] };
    expect(keys.keys).toEqual([expect.objectContaining({ kid: file.keyId, crv: 'Ed25519' })]);
    const wrong = await suite.applicant.post('/api/applicant-copy', { token, dob: '01/01/1990', format: 'file' });
    expect(wrong.status).toBe(422);
    expect(wrong.text).not.toContain('Fiona');
  });

  it('comes attached inside the PDF copy, the same file', async () => {
    const { token } = await submittedWithFile({ applicantName: 'Paula Pdf' });
    const pdf = await suite.applicant.post('/api/applicant-copy', { token, dob: DOB });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const attached = await attachments(pdf.bytes);
    const [name, json] = [...attached][0]!;
    expect(name).toMatch(/^driver-application-\d+\.json$/);
    expect(JSON.parse(json)).toMatchObject({ format: 'driver-application-file/1', document: { applicantName: 'Paula Pdf' } });
  });

  it("tells the office an application started from this installation's file, its signature verified", async () => {
    const { file } = await submittedWithFile({ applicantName: 'Vera Verified' });
    const page = await submittedFrom(file, 'Vera Again');
    expect(page).toContain('Started from an application file from TSKIS');
    expect(page).toContain('signature verified');
  });

  it('says "signature not checked" for a key nobody here trusts, and that a changed file does not match', async () => {
    const { file } = await submittedWithFile({ applicantName: 'Otto Other' });
    const foreign = signApplicationFile(file.document, { name: 'Elsewhere Staffing', url: 'https://elsewhere.example' }, randomBytes(32));
    expect(await submittedFrom(foreign, 'Otto Elsewhere')).toContain('signature not checked');
    const changed = { ...file, document: { ...file.document, applicantName: 'Someone Else' } };
    expect(await submittedFrom(changed, 'Otto Changed')).toContain('signature does not match');
  });

  it('refuses a startedFrom that is not a file as the wizard reads it, storing nothing', async () => {
    const answer = await suite.applicant.post('/api/drivers', { ...validApplicant(), startedFrom: { kind: 'file', file: 5 } });
    expect(answer.status).toBe(422);
    expect(answer.json().fields).toHaveProperty('startedFrom');
  });
});
