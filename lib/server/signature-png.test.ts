import { encodePng } from '@/tests/fixtures/applicant.mjs';
import { signaturePngProblem } from './signature-png';

/** An RGBA PNG whose every CRC is right, holding `pixels` as its image data (blank rows by default). */
const png = (width: number, height: number, pixels: Buffer = Buffer.alloc(height * (1 + width * 4))): string =>
  encodePng(width, height, pixels);

describe('the signature PNG check', () => {
  it('accepts a well-formed 700×300 RGBA image', async () => {
    await expect(signaturePngProblem(png(700, 300))).resolves.toBeNull();
  });

  it('refuses image data that does not fill the size its header promises, although every CRC is right', async () => {
    await expect(signaturePngProblem(png(700, 300, Buffer.alloc(299 * (1 + 700 * 4))))).resolves.toBe(
      'Signature image is corrupt.',
    );
  });

  it('refuses image data that inflates to more than the header promises (a zlib bomb stops at the limit)', async () => {
    await expect(signaturePngProblem(png(70, 30, Buffer.alloc(5_000_000)))).resolves.toBe('Signature image is corrupt.');
  });

  it('refuses text that is not canonical base64', async () => {
    const valid = png(10, 10);
    await expect(signaturePngProblem(`${valid}@`)).resolves.toBe('Signature image is not valid base64.');
    await expect(signaturePngProblem(valid.slice(0, -1))).resolves.toBe('Signature image is not valid base64.');
    await expect(signaturePngProblem('data:image/png;base64,')).resolves.toBe('Signature image is not valid base64.');
  });
});
