import { encodePng } from '@/tests/fixtures/applicant.mjs';
import { signaturePngProblem, stopSignatureWorker } from './signature-png';

/** An RGBA PNG whose every CRC is right, holding `pixels` as its image data (blank rows by default). */
const png = (width: number, height: number, pixels: Buffer = Buffer.alloc(height * (1 + width * 4))): string =>
  encodePng(width, height, pixels);

describe('the signature PNG check', () => {
  afterAll(stopSignatureWorker);

  it('accepts a well-formed 700×300 RGBA image', async () => {
    expect(await signaturePngProblem(png(700, 300))).toBeNull();
  });

  it('refuses image data that does not fill the size its header promises, although every CRC is right', async () => {
    expect(await signaturePngProblem(png(700, 300, Buffer.alloc(299 * (1 + 700 * 4))))).toBe(
      'Signature image is corrupt.',
    );
  });

  it('refuses image data that inflates to more than the header promises (a zlib bomb stops at the limit)', async () => {
    expect(await signaturePngProblem(png(70, 30, Buffer.alloc(5_000_000)))).toBe('Signature image is corrupt.');
  });

  it('checks a larger image from another client the same way', async () => {
    expect(await signaturePngProblem(png(1000, 400))).toBeNull();
    expect(await signaturePngProblem(png(1000, 400, Buffer.alloc(399 * (1 + 1000 * 4))))).toBe('Signature image is corrupt.');
    expect(await signaturePngProblem(png(1000, 400, Buffer.alloc(5_000_000)))).toBe('Signature image is corrupt.');
  });

  it('checks the next image after its worker was ended (a worker that failed or hung is started again)', async () => {
    await stopSignatureWorker();
    expect(await signaturePngProblem(png(700, 300))).toBeNull();
    expect(await signaturePngProblem(png(700, 300).replace(/.{8}$/, 'AAAAAAAA'))).toBe('Signature image is corrupt.');
  });

  it('fails a check whose worker stops before answering, instead of leaving the submission waiting (503 in the route)', async () => {
    await stopSignatureWorker();
    // A new worker takes tens of milliseconds to start: this check is still waiting when the worker is ended.
    const inFlight = signaturePngProblem(png(700, 300));
    await stopSignatureWorker();
    await expect(inFlight).rejects.toThrow('The signature worker stopped');
    expect(await signaturePngProblem(png(700, 300))).toBeNull();
  });

  it('refuses text that is not canonical base64', async () => {
    const valid = png(10, 10);
    expect(await signaturePngProblem(`${valid}@`)).toBe('Signature image is not valid base64.');
    expect(await signaturePngProblem(valid.slice(0, -1))).toBe('Signature image is not valid base64.');
    expect(await signaturePngProblem('data:image/png;base64,')).toBe('Signature image is not valid base64.');
  });
});
