import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { startApp, type RunningApp } from './app-server';
import { testEngines, type TestDatabase } from './engines';
import { StaffClient } from './staff-client';

/**
 * The applicant's own copy: after Finish, POST /api/drivers names a download link (header Applicant-Copy-Url) that
 * gives the application of record as a PDF for 24 hours: answers, the SSN masked, the signature audit trail.
 */
const engines = testEngines('applicant-copy tests');

/** The PDF's text as poppler's pdftotext reads it (layout kept). */
async function pdftotext(pdf: Buffer): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'applicant-copy-'));
  try {
    writeFileSync(join(dir, 'copy.pdf'), pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', join(dir, 'copy.pdf'), '-']);
    return stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(engines)('the applicant’s copy on %s', (_engine, createDatabase) => {
  let database: TestDatabase;
  let app: RunningApp;
  let applicant: StaffClient;

  beforeAll(async () => {
    database = await createDatabase();
    app = await startApp(database.env);
    applicant = await new StaffClient(app.baseUrl).open();
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  const submit = async (overrides: Record<string, unknown> = {}) => {
    const answer = await applicant.post('/api/drivers', validApplicant(overrides));
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.json()).sort()).toEqual(['creationDate', 'numberId']);
    const link = answer.headers.get('applicant-copy-url') ?? '';
    expect(link).toMatch(/^\/api\/applicant-copy\/[A-Za-z0-9_-]{43}$/);
    return { link, numberId: Number(answer.json().numberId) };
  };

  it('gives the application of record as a PDF: the answers, the SSN masked, the signature audit trail', async () => {
    const { link, numberId } = await submit({ applicantName: 'Carla Copy' });
    const pdf = await applicant.get(link);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    expect(pdf.headers.get('referrer-policy')).toBe('no-referrer');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="my-driver-application-${numberId}.pdf"`);
    const text = (await pdftotext(pdf.bytes)).replace(/\s+/g, ' ');
    for (const shown of ['Carla Copy', '***-**-6789', 'Lone Star Freight', 'D1234567', '4410 Westheimer Rd', 'Integrity: verified', 'SIGNED CONTENT DIGEST (SHA-256)', 'Basic Information', 'Please enter your signature']) {
      expect([shown, text.includes(shown)]).toEqual([shown, true]);
    }
    expect(text).not.toContain('123-45-6789');
    expect(text).not.toMatch(/123\s*-?\s*45\s*-?\s*6789/);
  });

  it('keeps only the token’s hash, and refuses a wrong token, an application number, and a link older than 24 hours', async () => {
    const { link, numberId } = await submit();
    const token = link.slice(link.lastIndexOf('/') + 1);
    const rows = await database.select('SELECT "tokenHash", "numberId", "expiresAt" FROM "ApplicantCopyLink"');
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = rows.find((candidate) => candidate.tokenHash === createHash('sha256').update(token).digest('hex'));
    expect(row?.numberId).toBe(numberId);
    const expires = row?.expiresAt instanceof Date ? row.expiresAt.getTime() : Date.parse(String(row?.expiresAt));
    expect(Math.abs(expires - (Date.now() + 24 * 3_600_000))).toBeLessThan(60_000);

    const wrong = await applicant.get(`/api/applicant-copy/${token.slice(0, -2)}AA`);
    expect(wrong.status).toBe(404);
    expect(wrong.text).toContain('unknown or has expired');
    expect((await applicant.get(`/api/applicant-copy/${numberId}`)).status).toBe(404);

    const dayAgo = new Date(Date.now() - 1000).toISOString();
    const stamp = database.name === 'sqlite' ? `'${dayAgo.replace('Z', '+00:00')}'` : `'${dayAgo}'`;
    await database.sql(`UPDATE "ApplicantCopyLink" SET "expiresAt" = ${stamp} WHERE "numberId" = ${numberId}`);
    expect((await applicant.get(link)).status).toBe(404);
  });
});
