import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { deflateBombPdf, hiddenScriptPdf, imageBytesSpellingANamePdf, plainPdf, scriptAddedByUpdatePdf } from '@/tests/fixtures/hostile-pdfs';
import { pdfJsReport } from '@/tests/fixtures/pdfjs-report';
import { pdfText } from '@/tests/api/staff-client';
import { MAX_PDF_UNPACKED_MB, pdfProblem, safePdfCopy } from './check-pdf';
import { sniffContent } from './sniff-content';

/** A one-page PDF, changed by `change` before it is saved (by default in object streams, as most tools write now). */
async function pdfWith(change: (pdf: PDFDocument) => void | Promise<void> = () => {}, useObjectStreams = true): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 100]).drawText('Certificate', { x: 10, y: 50, size: 12 });
  await change(pdf);
  return Buffer.from(await pdf.save({ useObjectStreams }));
}

const openingScript = (pdf: PDFDocument) => {
  const action = pdf.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.register(action));
};

describe('a PDF that acts when opened is refused', () => {
  it('takes a plain one-page PDF', async () => {
    expect(await pdfProblem(await pdfWith())).toEqual({ pages: 1 });
    expect(await pdfProblem(plainPdf())).toEqual({ pages: 1 });
  });

  it('takes a scan: a JPEG page and a lossless page, their image bytes never mistaken for names', async () => {
    // Noise: the worst case for a byte search, every byte value everywhere (a search of the raw bytes for "/JS" finds
    // one in about one such 4 MB file in six).
    const noise = (width: number, height: number) => sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
    const scan = await pdfWith(async (pdf) => {
      pdf.removePage(0);
      const jpeg = await pdf.embedJpg(await noise(1700, 2200).jpeg({ quality: 90 }).toBuffer());
      const png = await pdf.embedPng(await noise(1000, 1300).png().toBuffer());
      for (const image of [jpeg, png]) pdf.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
    });
    expect(await pdfProblem(scan)).toEqual({ pages: 2 });
    // The same, made certain: image bytes that spell `/JS (x)`, set aside by their (indirect) /Length.
    expect(await pdfProblem(imageBytesSpellingANamePdf())).toEqual({ pages: 1 });
  });

  it('refuses JavaScript run on opening, inside a compressed object stream', async () => {
    const compressed = await pdfWith(openingScript);
    expect(compressed.includes(Buffer.from('/JavaScript'))).toBe(false);
    expect(await pdfProblem(compressed)).toEqual({ problem: 'pdfActive' });
  });

  it('refuses JavaScript whose names are written with #xx escapes', async () => {
    const plain = (await pdfWith(openingScript, false)).toString('latin1');
    const hidden = Buffer.from(plain.replaceAll('/JavaScript', '/J#61vaScript').replace(/\/JS(?=[\s(])/g, '/J#53'), 'latin1');
    expect(hidden.includes(Buffer.from('/JavaScript'))).toBe(false);
    expect(await pdfProblem(hidden)).toEqual({ problem: 'pdfActive' });
  });

  it('refuses an attached file and a launch action, takes an OpenAction that only opens a page', async () => {
    const attached = await pdfWith((pdf) => {
      pdf.catalog.set(PDFName.of('Names'), pdf.context.obj({ EmbeddedFiles: pdf.context.obj({ Names: [] }) }));
    });
    expect(await pdfProblem(attached)).toEqual({ problem: 'pdfActive' });
    const launch = await pdfWith((pdf) => {
      pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.register(pdf.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') })));
    });
    expect(await pdfProblem(launch)).toEqual({ problem: 'pdfActive' });
    const opensAPage = await pdfWith((pdf) => {
      pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj([pdf.getPage(0).ref, PDFName.of('Fit')]));
    });
    expect(await pdfProblem(opensAPage)).toEqual({ pages: 1 });
  });

  it('calls a cut-off or scrambled file damaged', async () => {
    const whole = await pdfWith();
    expect(await pdfProblem(whole)).toEqual({ pages: 1 });
    // A real PDF cut off where a slow upload might stop, and the same bytes with its middle scrambled.
    const cutOff = whole.subarray(0, Math.floor(whole.length * 0.6));
    const scrambled = Buffer.from(whole);
    scrambled.subarray(40, whole.length - 40).reverse();
    for (const damaged of [cutOff, scrambled]) {
      expect(sniffContent(damaged)).toBe('pdf');
      expect(await pdfProblem(damaged)).toEqual({ problem: 'corrupt' });
    }
    expect(await pdfProblem(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x20)]))).toEqual({ problem: 'corrupt' });
  });
});

/** A font whose /FontMatrix carries code, as in CVE-2024-4367 (PDF.js before 4.2.67 ran it); pdf-lib writes strings unescaped. */
const fontMatrixScript = (pdf: PDFDocument) => {
  const font = pdf.context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', FontMatrix: [1, 0, 0, 1, 0, PDFString.of('0\\); alert\\(1')] });
  pdf.getPage(0).node.set(PDFName.of('Resources'), pdf.context.obj({ Font: { F9: pdf.context.register(font) } }));
};

describe('a font matrix that is code', () => {
  it('is refused at upload, and left out of the safe copy of a file stored before', async () => {
    const file = await pdfWith(fontMatrixScript);
    expect(await pdfProblem(file)).toEqual({ problem: 'pdfActive' });
    const copy = await safePdfCopy(file);
    if (!('bytes' in copy)) throw new Error(`no copy: ${copy.problem}`);
    expect(copy.bytes.toString('latin1')).not.toContain('alert');
    expect(copy.bytes.toString('latin1')).toContain('/BaseFont /Helvetica');
  });
});

describe('scripts that one parser does not see', () => {
  it.each([
    ['in an object stream whose /Type is an indirect reference, through a cross-reference stream', hiddenScriptPdf()],
    ['in an object stream with a direct /Type', hiddenScriptPdf({ direct: true })],
    ['added to a clean file by an incremental update', scriptAddedByUpdatePdf()],
    ['in a hidden object stream written through a PNG predictor', hiddenScriptPdf({ encoding: 'predictor' })],
    ['in a hidden object stream behind two filters (ASCIIHex, then Flate)', hiddenScriptPdf({ encoding: 'hex' })],
    ['in a hidden object stream whose dictionary names a decoy image filter first', hiddenScriptPdf({ encoding: 'decoy' })],
  ])('refuses the scripts PDF.js would run: %s', async (_how, file) => {
    // What the office's reader sees in it: both scripts.
    expect((await pdfJsReport(file)).scripts).toEqual({ OpenAction: ["app.alert('opened')"], hello: ["app.alert('named')"] });
    expect(file.includes(Buffer.from('/JavaScript'))).toBe(false);
    expect(await pdfProblem(file)).toEqual({ problem: 'pdfActive' });
  });
});

describe('a PDF cannot stall the server', () => {
  it(`refuses a small file whose streams unpack past ${MAX_PDF_UNPACKED_MB} MB, in a worker, the main thread free meanwhile`, async () => {
    const bomb = deflateBombPdf(400);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // The main thread's longest stall while the file is read: timers keep firing.
    let longest = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const answer = await pdfProblem(bomb);
    clearInterval(ticker);
    // Up to the answer too: a thread blocked throughout never runs the ticker at all.
    longest = Math.max(longest, performance.now() - last);
    const took = performance.now() - started;
    expect(answer).toEqual({ problem: 'pdfTooLarge' });
    expect(took).toBeLessThan(5000);
    // Read on this thread, the file stalls it for most of the time the check takes; what is left is timer jitter,
    // which a busy machine stretches as it stretches the check.
    expect(longest).toBeLessThan(took / 2);
  });

  it("counts what pdf-lib's own parser unpacks too: an object stream of 100 MB, unpacked by both views, passes the cap", async () => {
    // Without the charge on pdf-lib's decoders the search alone stays under 128 MB, pdf-lib inflates the rest
    // uncounted, and the zeros are then called damaged.
    expect(await pdfProblem(deflateBombPdf(100))).toEqual({ problem: 'pdfTooLarge' });
  });

  it('ends a worker past its deadline and refuses the file as too slow', async () => {
    expect(await pdfProblem(deflateBombPdf(100), { seconds: 0.001 })).toEqual({ problem: 'pdfTooSlow' });
  });
});

describe("the office's safe copy", () => {
  it('keeps the pages and drops scripts, actions, links and attached files, as PDF.js reads it', async () => {
    const busy = await pdfWith(async (pdf) => {
      openingScript(pdf);
      const page = pdf.getPage(0);
      const link = pdf.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 20], A: { S: 'URI', URI: PDFString.of('https://example.test/') } });
      const launch = pdf.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 30, 100, 50], A: { S: 'Launch', F: PDFString.of('calc.exe') } });
      page.node.set(PDFName.of('Annots'), pdf.context.obj([pdf.context.register(link), pdf.context.register(launch)]));
      page.node.set(PDFName.of('AA'), pdf.context.obj({ O: pdf.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(2)') }) }));
      await pdf.attach(Buffer.from('MZ'), 'tool.exe', { mimeType: 'application/octet-stream' });
    });
    const before = await pdfJsReport(busy);
    expect(before).toEqual({ pages: 1, scripts: { OpenAction: ['app.alert(1)'] }, annotations: ['Link', 'Link'], attachedFiles: 1 });

    const copy = await safePdfCopy(busy);
    if (!('bytes' in copy)) throw new Error(`no copy: ${copy.problem}`);
    expect(await pdfJsReport(copy.bytes)).toEqual({ pages: 1, scripts: null, annotations: [], attachedFiles: 0 });
    const text = copy.bytes.toString('latin1');
    for (const name of ['/JavaScript', '/JS', '/OpenAction', '/AA', '/Annots', '/URI', '/Launch', '/EmbeddedFile', '/Names', '/ObjStm']) expect(text).not.toContain(name);
    const reread = await PDFDocument.load(copy.bytes);
    expect(reread.getPageCount()).toBe(1);
    expect(reread.catalog.get(PDFName.of('OpenAction'))).toBeUndefined();
  });

  it("keeps the answers of a certificate filled in on a computer (its form fields drawn into the page)", async () => {
    const filled = await pdfWith((pdf) => {
      const form = pdf.getForm();
      const examiner = form.createTextField('examiner');
      examiner.setText('Dr. Jane Examiner');
      examiner.addToPage(pdf.getPage(0), { x: 10, y: 10, width: 180, height: 20 });
    });
    expect(await pdfProblem(filled)).toEqual({ pages: 1 });
    expect((await pdfJsReport(filled)).annotations).toEqual(['Widget']);
    const copy = await safePdfCopy(filled);
    if (!('bytes' in copy)) throw new Error(`no copy: ${copy.problem}`);
    expect(await pdfJsReport(copy.bytes)).toEqual({ pages: 1, scripts: null, annotations: [], attachedFiles: 0 });
    expect(await pdfText(copy.bytes)).toContain('Dr. Jane Examiner');
  });

  it.each([
    ['the hidden-script file', hiddenScriptPdf()],
    ['its incremental-update variant', scriptAddedByUpdatePdf()],
  ])('makes %s one page with no script', async (_name, file) => {
    const copy = await safePdfCopy(file);
    if (!('bytes' in copy)) throw new Error(`no copy: ${copy.problem}`);
    expect(await pdfJsReport(copy.bytes)).toEqual({ pages: 1, scripts: null, annotations: [], attachedFiles: 0 });
  });

  it('refuses to unpack a bomb for the copy too', async () => {
    expect(await safePdfCopy(deflateBombPdf(200))).toEqual({ problem: 'pdfTooLarge' });
  });
});

describe('what a file is, by its first bytes', () => {
  it.each([
    ['jpeg', [0xff, 0xd8, 0xff, 0xe0]],
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['heic', [0, 0, 0, 24, ...Buffer.from('ftypheic')]],
    ['unknown', [...Buffer.from('MZ')]],
  ] as const)('%s', (type, bytes) => {
    expect(sniffContent(Buffer.from([...bytes, ...Array(16).fill(0)]))).toBe(type);
  });
});
