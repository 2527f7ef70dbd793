import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { mkdirSync, writeFileSync } from 'node:fs';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { pngFile, validApplicant } from '@/tests/fixtures/applicant.mjs';
import { firstFourSteps } from '@/tests/fixtures/draft-answers';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { deflateBombPdf, hiddenScriptPdf, scriptAddedByUpdatePdf } from '@/tests/fixtures/hostile-pdfs';
import { pdfJsReport } from '@/tests/fixtures/pdfjs-report';
import { cdlPhotoIds, testJpeg, uploadDocument } from './document-client';
import { behaviourEngine, type Row } from './engines';
import { pdfPages, oneLine } from './consent-client';
import { pdfText, staffAppPerSuite } from './staff-client';

/**
 * Step 4's documents over real HTTP, on each engine (docs/documents.md): real files made here (a phone photo with
 * GPS coordinates, one taken sideways, a PNG, PDFs clean and with a script, an executable renamed .jpg, a pixel bomb,
 * a damaged file, one too big), each refused with a message in the applicant's language and nothing stored, or kept
 * encrypted, re-encoded without its metadata; the submission files them, signed; a document changed afterwards
 * reads "Altered after signing".
 */
const engines = behaviourEngine();
const PASSWORD = 'correct horse battery staple';
const REVIEWER = { email: 'rita.reviewer@example.com', name: 'Rita Reviewer', role: 'reviewer', password: PASSWORD };

/** A PNG whose header declares `width`×`height` pixels, with a few bytes of image data: its pixels are never there. */
function pngDeclaring(width: number, height: number): Buffer {
  return pngFile(width, height, Buffer.alloc(64), 2);
}

/** A one-page PDF; with `script`, an OpenAction that runs JavaScript when opened. */
async function testPdf(script?: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([300, 200]).drawText('Medical Examiner\'s Certificate', { x: 20, y: 150, size: 12 });
  if (script) {
    const action = pdf.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(script) });
    pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.register(action));
  }
  return Buffer.from(await pdf.save({ useObjectStreams: true }));
}

/** The bytes a document row holds, decrypted (lib/documents/server/document-cipher.ts). */
function decrypt(stored: Buffer, key: Buffer, id: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, stored.subarray(1, 13));
  decipher.setAAD(Buffer.from(`applicant.document.content.${id}`));
  decipher.setAuthTag(stored.subarray(13, 29));
  return Buffer.concat([decipher.update(stored.subarray(29)), decipher.final()]);
}

/** The bytes a document row holds for `plain` (lib/documents/server/document-cipher.ts), as the app would write them. */
function encrypt(plain: Buffer, key: Buffer, id: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`applicant.document.content.${id}`));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([1]), iv, cipher.getAuthTag(), data]);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(engines)('documents at apply time on %s', (_engine, createDatabase) => {
  const suite = staffAppPerSuite(createDatabase, [REVIEWER], { env: { APP_BASE_URL: 'https://apply.example.test' } });
  const stamp = (date: Date) =>
    suite.database.name === 'sqlite' ? `'${date.toISOString().replace('Z', '+00:00')}'` : `'${date.toISOString()}'`;
  const reviewer = () => suite.staff[0]!;
  // Each row with its bytes, kept in a table of their own.
  const documentRows = (where = '1=1') => suite.database.select(
    `SELECT * FROM "ApplicantDocument" LEFT JOIN "ApplicantDocumentFile" ON "documentId" = "id" WHERE ${where} ORDER BY "createdAt"`,
  );
  /** The ids among `ids` whose encrypted bytes are still stored: none once their documents are deleted. */
  const bytesKept = async (ids: string[]) =>
    (await suite.database.select(`SELECT "documentId" FROM "ApplicantDocumentFile" WHERE "documentId" IN (${ids.map((id) => `'${id}'`).join(', ')})`))
      .map((row) => row.documentId);
  /** Other bytes stored under an upload's id, encrypted and described as the app stores an upload's. */
  const storeInPlaceOf = async (id: string, bytes: Buffer) => {
    const content = encrypt(bytes, suite.database.dataKey(), id).toString('hex');
    const blob = suite.database.name === 'sqlite' ? `X'${content}'` : `decode('${content}', 'hex')`;
    await suite.database.sql(`UPDATE "ApplicantDocumentFile" SET "content" = ${blob} WHERE "documentId" = '${id}'`);
    await suite.database.sql(`UPDATE "ApplicantDocument" SET "sha256" = '${sha256(bytes)}', "byteSize" = ${bytes.length} WHERE "id" = '${id}'`);
  };
  const storedBytesOf = async (id: string) => {
    const [row] = await documentRows(`"id" = '${id}'`);
    return decrypt(Buffer.from(row!.content as Uint8Array), suite.database.dataKey(), id);
  };
  const upload = async (kind: string, bytes: Buffer, type = 'image/jpeg', headers: Record<string, string> = {}) => {
    const answer = await uploadDocument(suite.applicant, kind, bytes, type, headers);
    return { status: answer.status, body: answer.json() };
  };
  /** Refused with this status and message, nothing stored. */
  const refused = async (kind: string, bytes: Buffer, type: string, status: number, message: RegExp, headers: Record<string, string> = {}) => {
    const before = (await documentRows()).length;
    const answer = await upload(kind, bytes, type, headers);
    expect([answer.status, answer.body.error]).toEqual([status, expect.stringMatching(message)]);
    expect(await documentRows()).toHaveLength(before);
  };
  const page = async (numberId: number) => (await reviewer().get(`/staff/applications/${numberId}`)).text.replaceAll('&#x27;', "'");

  it('keeps a phone photo upright, re-encoded, without its EXIF and GPS, encrypted, under an unguessable id', async () => {
    const sideways = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 4600/100', GPSLongitudeRef: 'W', GPSLongitude: '79/1 58/1 5600/100' } })
      .toBuffer();
    const sent = await sharp(sideways).metadata();
    // Sent: turned sideways by its EXIF, with the maker and a GPS block (tag 0x8825 points to it).
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    expect(sent.exif?.includes(Buffer.from([0x88, 0x25])) || sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const answer = await upload('cdl-front', sideways);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), kind: 'cdl-front', mediaType: 'image/jpeg', width: 300, height: 400 });
    const kept = await storedBytesOf(String(answer.body.id));
    const metadata = await sharp(kept).metadata();
    expect([metadata.width, metadata.height, metadata.exif, metadata.orientation]).toEqual([300, 400, undefined, undefined]);
    expect(kept.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // At rest: ciphertext only, never the JPEG's own bytes.
    const [row] = await documentRows(`"id" = '${answer.body.id}'`);
    expect(Buffer.from(row!.content as Uint8Array).includes(kept.subarray(0, 64))).toBe(false);
    expect(row!.numberId).toBeNull();
  });

  it('takes a PNG (kept as a JPEG) and a clean PDF for the medical certificate', async () => {
    const png = await sharp({ create: { width: 120, height: 80, channels: 4, background: '#00f8' } }).png().toBuffer();
    expect(await upload('cdl-back', png, 'image/png')).toMatchObject({ status: 201, body: { mediaType: 'image/jpeg', width: 120, height: 80 } });
    const pdf = await testPdf();
    const answer = await upload('medical-card', pdf, 'application/pdf');
    expect(answer).toMatchObject({ status: 201, body: { mediaType: 'application/pdf' } });
    expect((await storedBytesOf(String(answer.body.id))).equals(pdf)).toBe(true);
  });

  it('refuses, storing nothing, what is not what it says, too big, a pixel bomb, damaged, or a PDF that acts', async () => {
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2000, 0x41)]);
    await refused('cdl-front', executable, 'image/jpeg', 422, /not a photo or a PDF/);
    await refused('cdl-front', pngDeclaring(60_000, 60_000), 'image/png', 413, /too large to open \(more than 50 megapixels\)/);
    await refused('cdl-front', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 7)]), 'image/jpeg', 422, /damaged/);
    await refused('medical-card', await testPdf('app.alert("hello")'), 'application/pdf', 422, /scripts, attached files or actions/);
    await refused('cdl-front', await testPdf(), 'application/pdf', 422, /PDF is not accepted for the CDL/);
    await refused('medical-card', await testPdf(), 'image/jpeg', 422, /not a photo or a PDF/);
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic', 'latin1'), Buffer.alloc(200)]);
    await refused('cdl-front', heic, 'image/heic', 422, /HEIC/);
    await refused('passport', await testJpeg(), 'image/jpeg', 400, /Unknown type of document/);
    await refused('cdl-front', Buffer.alloc(15 * 1024 * 1024 + 1, 0xff), 'image/jpeg', 413, /larger than 15 MB/);
  });

  it("says why in the applicant's language", async () => {
    await refused('cdl-front', Buffer.from('not an image at all'), 'image/jpeg', 422, /no es una foto ni un PDF/, { 'accept-language': 'es' });
  });

  it('files the documents with the submission, signed, and refuses an id unknown, already filed or a day old', async () => {
    const ids = await cdlPhotoIds(suite.applicant);
    const submit = (documents: unknown, name: string) => suite.applicant.post('/api/drivers', { ...validApplicant({ applicantName: name }), documents });

    const missingBack = await submit([ids[0]], 'Mia Missing');
    expect([missingBack.status, missingBack.json().fields]).toEqual([422, { documents: 'Add photos of the front and the back of your CDL.' }]);
    expect((await submit([...ids, 'AAAAAAAAAAAAAAAAAAAAAA'], 'Una Unknown')).status).toBe(422);

    const stored = await submit(ids, 'Doris Documents');
    expect(stored.status).toBe(201);
    const numberId = Number(stored.json().numberId);
    const rows = await documentRows(`"numberId" = ${numberId}`);
    expect(rows.map((row) => [row.kind, row.position])).toEqual([['cdl-front', 0], ['cdl-back', 1]]);
    expect(await page(numberId)).toContain('Integrity: verified');

    const again = await submit(ids, 'Doris Again');
    expect([again.status, again.json().error]).toEqual([422, 'A document you added is no longer available: add it again.']);

    const [old] = await cdlPhotoIds(suite.applicant);
    const lateBack = (await cdlPhotoIds(suite.applicant))[1]!;
    await suite.database.sql(`UPDATE "ApplicantDocument" SET "createdAt" = ${stamp(new Date(Date.now() - 25 * 3600_000))} WHERE "id" = '${old}'`);
    expect((await submit([old, lateBack], 'Olga Old')).status).toBe(422);
  });

  it('files photos named by two submissions sent at once with one of them only; the other is refused and stores nothing', async () => {
    const ids = await cdlPhotoIds(suite.applicant);
    const race = (name: string) => suite.applicant.post('/api/drivers', { ...validApplicant({ applicantName: name }), documents: ids });
    const answers = await Promise.all([race('Rae Racing'), race('Rex Racing')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const refusedOne = answers.find((answer) => answer.status === 422)!;
    expect(refusedOne.json().error).toBe('A document you added is no longer available: add it again.');
    const stored = await suite.database.select(`SELECT "numberId" FROM "Applicant" WHERE "applicantName" IN ('Rae Racing', 'Rex Racing')`);
    expect(stored).toHaveLength(1);
    expect((await documentRows(`"id" IN ('${ids[0]}', '${ids[1]}')`)).map((row) => Number(row.numberId))).toEqual([Number(stored[0]!.numberId), Number(stored[0]!.numberId)]);
  });

  it('reads "Altered after signing" once a filed document is replaced or removed in the database', async () => {
    const ids = await cdlPhotoIds(suite.applicant);
    const first = Number((await suite.applicant.post('/api/drivers', { ...validApplicant({ applicantName: 'Rex Replaced' }), documents: ids })).json().numberId);
    const others = await cdlPhotoIds(suite.applicant);
    const second = Number((await suite.applicant.post('/api/drivers', { ...validApplicant({ applicantName: 'Rhea Removed' }), documents: others })).json().numberId);
    expect(await page(first)).toContain('Integrity: verified');

    // Another (valid) photo's bytes in place of the front: still opens, but is not what was signed.
    await suite.database.sql(`UPDATE "ApplicantDocumentFile" SET "content" = (SELECT "content" FROM "ApplicantDocumentFile" WHERE "documentId" = '${ids[1]}') WHERE "documentId" = '${ids[0]}'`);
    expect(await page(first)).toContain('Altered after signing');
    await suite.database.sql(`DELETE FROM "ApplicantDocument" WHERE "id" = '${others[1]}'`);
    expect(await page(second)).toContain('Altered after signing');
  });

  it('shows the office thumbnails, opens and downloads each document (audited), and files them in the PDF of record', async () => {
    const [front, back] = await cdlPhotoIds(suite.applicant);
    const medical = String((await upload('medical-card', await testPdf(), 'application/pdf')).body.id);
    const soon = new Date(Date.now() + 10 * 86_400_000);
    const expiry = `${String(soon.getUTCMonth() + 1).padStart(2, '0')}/${String(soon.getUTCDate()).padStart(2, '0')}/${soon.getUTCFullYear()}`;
    const answer = await suite.applicant.post('/api/drivers', {
      ...validApplicant({ applicantName: 'Tina Thumbnails', medicalCardExpiration: expiry, medicalExaminerNumber: '9876543210' }),
      documents: [medical, back, front],
    });
    expect(answer.status).toBe(201);
    const numberId = Number(answer.json().numberId);

    const shown = await page(numberId);
    expect(shown).toContain('Integrity: verified');
    expect(shown.match(/src="data:image\/jpeg;base64,/g)).toHaveLength(2);
    expect(shown).toMatch(/Medical card expires \d\d\/\d\d\/\d{4} \((9|10) days\)/);
    expect(shown).toContain('9876543210');
    expect(shown).toContain(`/staff/applications/${numberId}/documents/${front}?download=1`);
    const list = (await reviewer().get('/staff?q=Tina')).text;
    expect(list).toMatch(/Medical card: (9|10) days left/);

    const viewed = await reviewer().get(`/staff/applications/${numberId}/documents/${front}`);
    expect([viewed.status, viewed.headers.get('content-type'), viewed.headers.get('content-disposition')]).toEqual([200, 'image/jpeg', expect.stringMatching(/^inline/)]);
    expect((await sharp(viewed.bytes).metadata()).format).toBe('jpeg');
    const downloaded = await reviewer().get(`/staff/applications/${numberId}/documents/${medical}?download=1`);
    expect([downloaded.headers.get('content-type'), downloaded.headers.get('content-disposition')]).toEqual(['application/pdf', expect.stringMatching(/^attachment/)]);
    // Without a staff session: sent to sign in (a 500 would also not be 200, and would say nothing of access).
    const visitor = await suite.applicant.get(`/staff/applications/${numberId}/documents/${front}`);
    expect([[303, 307].includes(visitor.status), new URL(visitor.headers.get('location') ?? '/', suite.app.baseUrl).pathname]).toEqual([true, '/staff/login']);
    const audit = await suite.database.select(`SELECT "action", "detail" FROM "AuditEvent" WHERE "numberId" = ${numberId} AND "action" LIKE 'document-%' ORDER BY "id"`);
    expect(audit.map((row) => [row.action, JSON.parse(String(row.detail))])).toEqual([
      ['document-viewed', { documentId: front, kind: 'cdl-front' }],
      ['document-downloaded', { documentId: medical, kind: 'medical-card' }],
    ]);

    const pdf = await reviewer().get(`/staff/applications/${numberId}/pdf`);
    // Kept for a look (pdftoppm -png): the document pages as the office prints them.
    mkdirSync('test-results', { recursive: true });
    writeFileSync(`test-results/documents-pdf-of-record-${suite.database.name}.pdf`, pdf.bytes);
    const pages = (await pdfPages(pdf.bytes)).map(oneLine);
    const [frontRow] = await documentRows(`"id" = '${front}'`);
    const frontPage = pages.find((text) => text.includes('Document: CDL, front'));
    expect(frontPage).toContain(String(frontRow!.sha256));
    expect(pages.some((text) => text.includes('Document: CDL, back'))).toBe(true);
    // The PDF certificate: a cover page, then its own page.
    const cover = pages.findIndex((text) => text.includes("Document: Medical examiner's certificate"));
    expect(cover).toBe(pages.length - 2);
    expect(pages[cover + 1]).toContain("Medical Examiner's Certificate");
    // Every page counts the appended ones: the rendered pages' footers as well as the cover's and the certificate's.
    expect(pages.map((text) => /page (\d+) of (\d+)/.exec(text)?.slice(1).map(Number))).toEqual(
      pages.map((_, index) => [index + 1, pages.length]),
    );
  });

  it('refuses a PDF that unpacks past the cap with a clear 422, and keeps answering other requests meanwhile', async () => {
    // 1 GB of zeros in an object stream, about 1 MB sent: the file of issue 35.
    const bomb = deflateBombPdf(1024);
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const latencies: number[] = [];
    let done = false;
    let took = 0;
    const started = performance.now();
    const refusal = upload('medical-card', bomb, 'application/pdf').finally(() => {
      done = true;
      took = performance.now() - started;
    });
    // Another visitor's request, again and again while the upload is read.
    while (!done || latencies.length < 3) {
      const sent = performance.now();
      expect((await suite.applicant.get('/logo.svg')).status).toBe(200);
      latencies.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answer = await refusal;
    expect([answer.status, answer.body.error, answer.body.problem]).toEqual([422, expect.stringMatching(/too large once unpacked \(more than 128 MB/), 'pdfTooLarge']);
    expect(took).toBeLessThan(10_000);
    // Read on the server's main thread, the file would hold a request sent just after it for nearly as long as the
    // refusal took (the body arrives in milliseconds; the reading is the rest). Read in a worker, the others wait
    // only for a core: on two cores shared with two other suites and their apps, at most 0.6 of it has been seen.
    expect(Math.max(...latencies)).toBeLessThan(took * 0.8);
  });

  it.each([
    ['the hidden-script file (object stream with an indirect /Type, cross-reference stream)', () => hiddenScriptPdf()],
    ['its variant with a direct /Type', () => hiddenScriptPdf({ direct: true })],
    ['its variant added by an incremental update', () => scriptAddedByUpdatePdf()],
  ])('refuses %s', async (_name, file) => {
    await refused('medical-card', file(), 'application/pdf', 422, /scripts, attached files or actions/);
  });

  it('shows the office a PDF stored before the checks saw its scripts as a safe copy, downloads it as sent, and appends the copy to the PDF of record', async () => {
    // Stored as the app stored it before this check: a clean upload's row given the hostile bytes, then filed and signed.
    const hostile = hiddenScriptPdf();
    const medical = String((await upload('medical-card', await testPdf(), 'application/pdf')).body.id);
    await storeInPlaceOf(medical, hostile);
    const [front, back] = await cdlPhotoIds(suite.applicant);
    const answer = await suite.applicant.post('/api/drivers', { ...validApplicant({ applicantName: 'Hugo Hidden' }), documents: [front, back, medical] });
    expect(answer.status).toBe(201);
    const numberId = Number(answer.json().numberId);
    expect(await page(numberId)).toContain('Integrity: verified');
    expect((await pdfJsReport(hostile)).scripts).not.toBeNull();

    const viewed = await reviewer().get(`/staff/applications/${numberId}/documents/${medical}`);
    expect([viewed.status, viewed.headers.get('content-type'), viewed.headers.get('content-disposition')]).toEqual([200, 'application/pdf', expect.stringMatching(/^inline/)]);
    expect(viewed.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(viewed.headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of ['/JavaScript', '/JS', '/OpenAction', '/ObjStm']) expect(viewed.bytes.toString('latin1')).not.toContain(name);
    expect(await pdfJsReport(viewed.bytes)).toEqual({ pages: 1, scripts: null, annotations: [], attachedFiles: 0 });
    expect(await pdfText(viewed.bytes)).toMatch(/Medical Examiner.s Certificate/);

    const downloaded = await reviewer().get(`/staff/applications/${numberId}/documents/${medical}?download=1`);
    expect([downloaded.headers.get('content-type'), downloaded.headers.get('content-disposition')]).toEqual(['application/pdf', expect.stringMatching(/^attachment/)]);
    expect(sha256(downloaded.bytes)).toBe(sha256(hostile));

    const pdf = await reviewer().get(`/staff/applications/${numberId}/pdf`);
    expect(pdf.status).toBe(200);
    expect((await pdfJsReport(pdf.bytes)).scripts).toBeNull();
    const pages = (await pdfPages(pdf.bytes)).map(oneLine);
    expect(pages[pages.length - 2]).toContain("Document: Medical examiner's certificate");
    expect(pages[pages.length - 1]).toMatch(/Medical Examiner.s Certificate/);
  });

  it('renders the PDF of record of an application whose stored PDF is a bomb, within the caps, saying why its pages are missing', async () => {
    // A 1 GB bomb filed the way one stored before the cap was: the PDF of record reads stored PDFs again.
    const bomb = deflateBombPdf(1024);
    const medical = String((await upload('medical-card', await testPdf(), 'application/pdf')).body.id);
    await storeInPlaceOf(medical, bomb);
    const answer = await suite.applicant.post('/api/drivers', { ...validApplicant({ applicantName: 'Bea Bomb' }), documents: [...(await cdlPhotoIds(suite.applicant)), medical] });
    const numberId = Number(answer.json().numberId);

    const started = performance.now();
    const pdf = await reviewer().get(`/staff/applications/${numberId}/pdf`);
    expect(pdf.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(10_000);
    const pages = (await pdfPages(pdf.bytes)).map(oneLine);
    expect(pages[pages.length - 1]).toContain("Document: Medical examiner's certificate");
    expect(pages[pages.length - 1]).toContain('Its pages are not included: the file unpacks to more than the limit for PDFs');
    const viewed = await reviewer().get(`/staff/applications/${numberId}/documents/${medical}`);
    expect([viewed.status, viewed.json().problem]).toEqual([422, 'pdfTooLarge']);
  });

  it('keeps the documents with a saved application, lists them when it is resumed and in the unfinished list, and purges them with it', async () => {
    const ids = await cdlPhotoIds(suite.applicant);
    const save = (extra: Record<string, unknown>) => suite.applicant.post('/api/drafts', { compCode: 'acme', step: 4, answers: firstFourSteps(), ...extra });
    const saved = await save({ documents: ids });
    expect(saved.status).toBe(201);
    const { token, proof } = saved.json() as { token: string; proof: string };
    const [draft] = await suite.database.select(`SELECT "id" FROM "ApplicationDraft" ORDER BY "createdAt" DESC LIMIT 1`);
    expect((await documentRows(`"draftId" = '${draft!.id}'`)).map((row) => row.kind)).toEqual(['cdl-front', 'cdl-back']);

    // A day later the draft still has them; the unfinished list says which.
    await suite.database.sql(`UPDATE "ApplicantDocument" SET "createdAt" = ${stamp(new Date(Date.now() - 2 * 86_400_000))} WHERE "draftId" = '${draft!.id}'`);
    await promisify(execFile)(process.execPath, ['scripts/drafts-purge.mjs'], { env: { ...process.env, DATABASE_URL: suite.database.env.DATABASE_URL } });
    expect(await documentRows(`"draftId" = '${draft!.id}'`)).toHaveLength(2);
    expect((await reviewer().get('/staff/unfinished')).text).toContain('CDL, front; CDL, back');
    const opened = await suite.applicant.post('/api/drafts/open', { token, dob: String(firstFourSteps().dob) });
    expect(opened.json().documents).toEqual([
      { id: ids[0], kind: 'cdl-front', mediaType: 'image/jpeg' },
      { id: ids[1], kind: 'cdl-back', mediaType: 'image/jpeg' },
    ]);

    // Removed in the wizard since: the next save lets it go.
    expect((await save({ token, proof, documents: [ids[0]] })).status).toBe(200);
    expect(await documentRows(`"id" = '${ids[1]}'`)).toHaveLength(0);
    expect(await bytesKept([ids[0]!, ids[1]!])).toEqual([ids[0]]);
    const back = (await cdlPhotoIds(suite.applicant))[1]!;
    const finished = await suite.applicant.post('/api/drivers', { ...validApplicant({ applicantName: 'Dana Draft' }), documents: [ids[0], back] }, {
      headers: { 'Draft-Token': token, 'Draft-Proof': proof },
    });
    expect(finished.status).toBe(201);
    expect((await documentRows(`"numberId" = ${Number(finished.json().numberId)}`)).map((row) => row.kind)).toEqual(['cdl-front', 'cdl-back']);

    // An upload nobody claimed within a day is gone with the purge command.
    const [stray] = await cdlPhotoIds(suite.applicant);
    await suite.database.sql(`UPDATE "ApplicantDocument" SET "createdAt" = ${stamp(new Date(Date.now() - 2 * 86_400_000))} WHERE "id" = '${stray}'`);
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/drafts-purge.mjs'], { env: { ...process.env, DATABASE_URL: suite.database.env.DATABASE_URL } });
    expect(stdout).toMatch(/and [1-9]\d* unclaimed document uploads?\./);
    expect(await documentRows(`"id" = '${stray}'`)).toHaveLength(0);
    expect(await bytesKept([stray!])).toEqual([]);

    // A saved application left until it expires takes its documents with it when purged.
    const kept = await cdlPhotoIds(suite.applicant);
    expect((await save({ documents: kept })).status).toBe(201);
    const [left] = await suite.database.select(`SELECT "id" FROM "ApplicationDraft" ORDER BY "createdAt" DESC LIMIT 1`);
    expect(await documentRows(`"draftId" = '${left!.id}'`)).toHaveLength(2);
    await suite.database.sql(`UPDATE "ApplicationDraft" SET "expiresAt" = ${stamp(new Date(Date.now() - 1000))} WHERE "id" = '${left!.id}'`);
    const purged = await promisify(execFile)(process.execPath, ['scripts/drafts-purge.mjs'], { env: { ...process.env, DATABASE_URL: suite.database.env.DATABASE_URL } });
    expect(purged.stdout).toMatch(/^Deleted [1-9]\d* expired saved applications? and/);
    expect(await suite.database.select(`SELECT "id" FROM "ApplicationDraft" WHERE "id" = '${left!.id}'`)).toEqual([]);
    expect(await documentRows(`"id" IN ('${kept[0]}', '${kept[1]}')`)).toHaveLength(0);
    expect(await bytesKept(kept)).toEqual([]);
  });

  it("takes corrected answers after a lost reply naming a saved application's photos the first try filed, copied, only with that try's key", async () => {
    const ids = await cdlPhotoIds(suite.applicant);
    const saved = await suite.applicant.post('/api/drafts', { compCode: 'acme', step: 4, answers: firstFourSteps(), documents: ids });
    const draft = { 'Draft-Token': String(saved.json().token), 'Draft-Proof': String(saved.json().proof) };
    // The first Finish is stored, but its reply never reaches the browser, which holds no file of these photos.
    const first = await suite.applicant.post('/api/drivers', { ...validApplicant({ applicantName: 'Lou Lost' }), documents: ids }, {
      headers: { ...draft, 'Idempotency-Key': 'first-try-of-lou-0001' },
    });
    expect(first.status).toBe(201);
    const corrected = { ...validApplicant({ applicantName: 'Lou Corrected' }), documents: ids };
    // Without the first try's key, photos filed with another application stay refused.
    const refused = await suite.applicant.post('/api/drivers', corrected, { headers: { ...draft, 'Idempotency-Key': 'second-try-of-lou-002' } });
    expect([refused.status, refused.json().fields]).toEqual([422, { documents: expect.any(String) }]);
    const stored = await suite.applicant.post('/api/drivers', corrected, {
      headers: { ...draft, 'Idempotency-Key': 'second-try-of-lou-002', 'Earlier-Attempt': 'first-try-of-lou-0001' },
    });
    expect(stored.status).toBe(201);
    const photos = async (numberId: unknown) => documentRows(`"numberId" = ${Number(numberId)}`);
    const [firstPhotos, secondPhotos] = [await photos(first.json().numberId), await photos(stored.json().numberId)];
    const byKind = (rows: Row[]) => rows.map((row) => `${String(row.kind)} ${String(row.sha256)}`).sort();
    expect(byKind(secondPhotos)).toEqual(byKind(firstPhotos));
    expect(secondPhotos).toHaveLength(2);
    expect(secondPhotos.map((row) => row.id)).not.toEqual(expect.arrayContaining(ids));
    expect(firstPhotos.map((row) => row.id).sort()).toEqual([...ids].sort());
    // The copy opens: the office sees the corrected application verified, its photos in the record.
    const page = await reviewer().get(`/staff/applications/${Number(stored.json().numberId)}`);
    expect(page.text).toContain('Integrity: verified');
    expect((await reviewer().get(`/staff/applications/${Number(stored.json().numberId)}/documents/${String(secondPhotos[0]!.id)}`)).status).toBe(200);
    expect((await suite.applicant.post('/api/drivers', corrected, { headers: { 'Idempotency-Key': 'third-try-of-lou-0003', 'Earlier-Attempt': 'bad key!' } })).status).toBe(400);
  });
});
