import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { pdfProblem } from './check-pdf';
import { sniffContent } from './sniff-content';

/** A one-page PDF, changed by `change` before it is saved (by default in object streams, as most tools write now). */
async function pdfWith(change: (pdf: PDFDocument) => void = () => {}, useObjectStreams = true): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 100]);
  change(pdf);
  return Buffer.from(await pdf.save({ useObjectStreams }));
}

const openingScript = (pdf: PDFDocument) => {
  const action = pdf.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.register(action));
};

describe('a PDF that acts when opened is refused', () => {
  it('takes a plain one-page PDF', async () => {
    expect(await pdfProblem(await pdfWith())).toEqual({ pages: 1 });
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
    expect(await pdfProblem(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x20)]))).toEqual({ problem: 'corrupt' });
    expect(sniffContent(whole)).toBe('pdf');
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
